import CoverStrategies
import Foundation
import ShieldModel

/// Where a replay left the path its trace recorded.
public nonisolated struct Divergence: Hashable, Sendable {
  /// 0-based index of the first event after which the state differs.
  public let step: Int
  /// The recorded checkpoint.
  public let expected: String
  /// The state now.
  public let actual: String

  /// The fields that differ, `recorded -> now`, space-separated.
  public var difference: String {
    let a = expected.split(separator: " ")
    let b = actual.split(separator: " ")
    var out: [String] = []
    for i in 0..<max(a.count, b.count) {
      let x = i < a.count ? String(a[i]) : "(none)"
      let y = i < b.count ? String(b[i]) : "(none)"
      if x != y { out.append("\(x) -> \(y)") }
    }
    return out.joined(separator: ", ")
  }
}

/// The result of replaying one trace file.
public struct ReplayResult {
  /// The file.
  public let path: String
  /// The trace read from it.
  public let trace: Trace
  /// What running it gave now.
  public let outcome: TraceOutcome
  /// The first step whose state differs from the trace's checkpoint, if any.
  public let divergence: Divergence?

  /// Whether the verdict now equals the recorded one and the states follow the checkpoints.
  public var matches: Bool { outcome.verdict == trace.expected && divergence == nil }

  /// One line: `ok`, or what differs.
  public var summary: String {
    switch outcome {
    case .invalid(let step, let reason):
      return "STALE \(path): event \(step + 1) (\(trace.events[step].text)) is no longer possible: \(reason)"
    case .holds, .violated:
      let got = outcome.verdict.map(String.init(describing:)) ?? "invalid"
      if let d = divergence {
        return
          "STALE \(path): diverged after event \(d.step + 1) (\(trace.events[d.step].text)): \(d.difference); verdict now \(got), recorded \(trace.expected)"
      }
      if matches {
        return "ok    \(path): \(got)"
      }
      return "DIFF  \(path): expected \(trace.expected), got \(got)"
    }
  }
}

/// Replays trace files through the same runner that fuzzing uses.
public enum Replay {
  /// Replays the trace at `path`, comparing its checkpoints (if any) step by step.
  ///
  /// - Throws: ``TraceFileError`` if the file cannot be read or names an unknown strategy.
  public static func replay(path: String) throws(TraceFileError) -> ReplayResult {
    let trace = try Corpus.read(path)
    guard let strategy = StrategyCatalog.descriptor(named: trace.strategy) else {
      throw TraceFileError(file: path, line: 0, message: "unknown strategy '\(trace.strategy)'")
    }
    return replay(trace, path: path, strategy: strategy)
  }

  /// Replays `trace` (read from `path`, named in the result) with `strategy`, whatever strategy
  /// name the trace records: how a user's own strategy, unknown to the catalog, is replayed.
  public static func replay(_ trace: Trace, path: String, strategy: StrategyDescriptor) -> ReplayResult {
    let runner = TraceRunner(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    var divergence: Divergence?
    let checkpoints = trace.checkpoints
    let outcome = runner.run(trace.events) { record in
      guard let checkpoints, divergence == nil, record.event != nil, record.step < checkpoints.count else { return }
      let now = record.device.summary().description
      if now != checkpoints[record.step] {
        divergence = Divergence(step: record.step, expected: checkpoints[record.step], actual: now)
      }
    }
    return ReplayResult(path: path, trace: trace, outcome: outcome, divergence: divergence)
  }

  /// Expands folders to the `.trace` files inside them (sorted); files are kept as given.
  public static func expand(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      var isDir: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
        return Corpus(directory: path).tracePaths()
      }
      return [path]
    }
  }
}

/// What refreshing one trace file's checkpoints did.
public nonisolated enum CheckpointRefresh: Equatable, Sendable {
  /// The verdict is the recorded one; the checkpoints already matched.
  case unchanged
  /// The verdict is the recorded one; the checkpoints were rewritten.
  case rewritten
  /// The verdict differs from the recorded one (or an event is no longer possible): the file
  /// was left as it is, for a person to judge. The text says what the model now gives.
  case verdictChanged(String)
}

extension Replay {
  /// After a change to the model: replays the trace and, if its verdict is still the recorded
  /// one, rewrites the file's checkpoints to what the model now gives (nothing else in the file
  /// changes); a trace whose verdict changed is left untouched.
  ///
  /// - Throws: the error writing the file, as a ``TraceFileError`` naming it.
  public static func refreshCheckpoints(
    _ trace: Trace, path: String, strategy: StrategyDescriptor
  ) throws(TraceFileError) -> CheckpointRefresh {
    let result = replay(trace, path: path, strategy: strategy)
    guard result.outcome.verdict == trace.expected else {
      let got = result.outcome.verdict.map(String.init(describing:)) ?? "invalid"
      return .verdictChanged("recorded \(trace.expected), now \(got)")
    }
    if result.divergence == nil && trace.checkpoints != nil { return .unchanged }
    let runner = TraceRunner(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    do {
      try trace.withCheckpoints(runner: runner).text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw TraceFileError(file: path, line: 0, message: "cannot write: \(error.localizedDescription)")
    }
    return .rewritten
  }
}

extension Replay {
  /// The verdict `events` (in trace notation) give for a built-in strategy on a profile: the
  /// helper the printed Swift Testing tests call.
  ///
  /// - Throws: ``TraceFileError`` (file `<test>`) for an unknown strategy, profile or event;
  ///   an invalid sequence gives `nil`.
  public static func verdict(strategy: String, profile: String, events: [String]) throws -> Verdict? {
    guard let s = StrategyCatalog.descriptor(named: strategy) else {
      throw TraceFileError(file: "<test>", line: 0, message: "unknown strategy '\(strategy)'")
    }
    let p: Profile
    do { p = try Profile(named: profile) } catch {
      throw TraceFileError(file: "<test>", line: 0, message: error.description)
    }
    var parsed: [SystemEvent] = []
    for (i, e) in events.enumerated() {
      do { parsed.append(try SystemEvent(text: e)) } catch {
        throw TraceFileError(file: "<test>", line: i + 1, message: error.message)
      }
    }
    return TraceRunner(strategy: s, profile: p).run(parsed).verdict
  }
}
