import CoverStrategies
import ShieldModel

extension Replay {
  /// Replays the iOS trace file at `path` with the built-in strategy it names (``IOSPlatform/builtIn``).
  ///
  /// - Throws: ``TraceFileError`` when the file cannot be read or parsed, or names an unknown strategy.
  public static func replay(path: String) throws(TraceFileError) -> ReplayResult<IOSPlatform> {
    try replay(path: path, platform: IOSPlatform.builtIn)
  }

  /// The verdict `events` (in trace notation) give for a built-in strategy on a profile: the
  /// helper the printed Swift Testing tests call.
  ///
  /// - Throws: ``TraceFileError`` (file `<test>`) for an unknown strategy, profile or event;
  ///   an invalid sequence gives `nil`.
  public static func verdict(strategy: String, profile: String, events: [String]) throws -> Verdict<IOSPlatform>? {
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
    return TraceRunner<IOSPlatform>(strategy: s, profile: p).run(parsed).verdict
  }
}
