import CoverStrategies
import ShieldModel

/// The result of replaying one trace file.
public struct ReplayResult {
  /// The file.
  public let path: String
  /// The trace read from it.
  public let trace: Trace
  /// What running it gave now.
  public let outcome: TraceOutcome

  /// Whether the verdict now equals the recorded one.
  public var matches: Bool { outcome.verdict == trace.expected }

  /// One line: `ok`, or what differs.
  public var summary: String {
    switch outcome {
    case .invalid(let step, let reason):
      return "STALE \(path): event \(step + 1) (\(trace.events[step].text)) is no longer possible: \(reason)"
    case .holds, .violated:
      let got = outcome.verdict.map(String.init(describing:)) ?? "invalid"
      if matches {
        return "ok    \(path): \(got)"
      }
      return "DIFF  \(path): expected \(trace.expected), got \(got)"
    }
  }
}

/// Replays trace files through the same runner that fuzzing uses.
public enum Replay {
  /// Replays the trace at `path`.
  ///
  /// - Throws: ``TraceFileError`` if the file cannot be read or names an unknown strategy.
  public static func replay(path: String) throws(TraceFileError) -> ReplayResult {
    let trace = try Corpus.read(path)
    guard let strategy = StrategyCatalog.descriptor(named: trace.strategy) else {
      throw TraceFileError(file: path, line: 0, message: "unknown strategy '\(trace.strategy)'")
    }
    let runner = TraceRunner(strategy: strategy, profile: trace.profile, app: trace.app)
    return ReplayResult(path: path, trace: trace, outcome: runner.run(trace.events))
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
