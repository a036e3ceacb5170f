import CoverStrategies
import ShieldModel

/// Which open-question answers a verdict rests on: a trace is replayed once under the other
/// answer of each ``PlatformFlags`` flag, and every flag whose flip changes the verdict is named.
public enum FlagDependence {
  /// The flags whose other answer changes the verdict of `trace` for `strategy`, with the
  /// verdict under that answer (`name=value -> verdict`), in ``PlatformFlags/all`` order.
  public static func analyze(_ trace: Trace, strategy: StrategyDescriptor) -> [String] {
    let base = TraceRunner(strategy: strategy, profile: trace.profile, app: trace.app).run(trace.events).verdict
    var out: [String] = []
    for entry in PlatformFlags.all {
      guard let flipped = try? trace.profile.flipping(entry.name) else { continue }
      let verdict = TraceRunner(strategy: strategy, profile: flipped, app: trace.app).run(trace.events).verdict
      if verdict != base {
        out.append(
          "\(entry.name)=\(flipped.flags[keyPath: entry.keyPath]) -> \(verdict.map(String.init(describing:)) ?? "impossible")"
        )
      }
    }
    return out
  }

  /// Report lines for every finding of `results` whose verdict depends on a flag, starting and
  /// ending with a blank line; empty when none does.
  public static func report(_ results: [StrategyResult]) -> String {
    var lines: [String] = []
    for result in results {
      for f in result.findings {
        let flags = analyze(f.trace, strategy: result.strategy)
        guard !flags.isEmpty else { continue }
        lines.append("  \(result.strategy.name) on \(result.profile.name): \(f.trace.eventSummary)")
        lines.append("    \(f.invariant.rawValue) depends on flag \(flags.joined(separator: "; "))")
      }
    }
    guard !lines.isEmpty else { return "" }
    return "\nverdicts that depend on an open question (flag flipped -> verdict):\n" + lines.joined(separator: "\n")
      + "\n\n"
  }
}
