import Foundation

/// The result of replaying one platform trace file: the verdict now and where the states left the checkpoints.
public struct PlatformReplayResult<Model: PlatformModel> {
  /// The file.
  public let path: String
  /// The trace read from it.
  public let trace: PlatformTrace<Model>
  /// What running it gave now.
  public let outcome: PlatformOutcome
  /// The first step whose state differs from the trace's checkpoint, if any.
  public let divergence: Divergence?

  /// Whether the verdict is the recorded one and the states follow the checkpoints.
  public var matches: Bool { outcome.verdict == trace.expected && divergence == nil }

  /// One line, as iOS replays print it: `ok`, `DIFF` or `STALE` and what differs.
  public var summary: String {
    switch outcome {
    case .invalid(let step, let reason):
      let event = step < trace.events.count ? Model.text(of: trace.events[step]) : "?"
      return "STALE \(path): event \(step + 1) (\(event)) is no longer possible: \(reason)"
    case .holds, .violated:
      let got = outcome.verdict ?? "invalid"
      if let d = divergence {
        return
          "STALE \(path): diverged after event \(d.step + 1) (\(Model.text(of: trace.events[d.step]))): \(d.difference); "
          + "verdict now \(got), recorded \(trace.expected)"
      }
      return matches ? "ok    \(path): \(got)" : "DIFF  \(path): expected \(trace.expected), got \(got)"
    }
  }
}

/// Replays platform trace files through ``PlatformRunner``, the path fuzzing uses.
public enum PlatformReplay<Model: PlatformModel> {
  /// Replays `trace` (read from `path`), comparing its checkpoints step by step.
  public static func replay(_ trace: PlatformTrace<Model>, path: String) -> PlatformReplayResult<Model> {
    let runner = PlatformRunner<Model>(strategy: trace.strategy, profile: trace.profile)
    var divergence: Divergence?
    let outcome = runner.run(trace.events) { step, session, _ in
      guard let checkpoints = trace.checkpoints, divergence == nil, step < checkpoints.count else { return }
      let now = session.summary
      if now != checkpoints[step] { divergence = Divergence(step: step, expected: checkpoints[step], actual: now) }
    }
    return PlatformReplayResult(path: path, trace: trace, outcome: outcome, divergence: divergence)
  }

  /// Rewrites the file's checkpoints when its verdict is still the recorded one; leaves a changed verdict alone.
  /// - Throws: ``TraceFileError`` naming the file when it cannot be written.
  public static func refreshCheckpoints(_ trace: PlatformTrace<Model>, path: String) throws(TraceFileError)
    -> CheckpointRefresh
  {
    let result = replay(trace, path: path)
    guard result.outcome.verdict == trace.expected else {
      return .verdictChanged("recorded \(trace.expected), now \(result.outcome.verdict ?? "invalid")")
    }
    if result.divergence == nil, trace.checkpoints != nil { return .unchanged }
    // Checkpoints are on every event or none, and a replay stops at the failure: a trace with events after its
    // failing one keeps none.
    if case .violated(let step, _) = result.outcome, step + 1 < trace.events.count { return .unchanged }
    var refreshed = trace
    refreshed.checkpoints = PlatformRunner<Model>(strategy: trace.strategy, profile: trace.profile)
      .checkpoints(trace.events)
    do {
      try refreshed.text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw TraceFileError(file: path, line: 0, message: "cannot write: \(error.localizedDescription)")
    }
    return .rewritten
  }
}
