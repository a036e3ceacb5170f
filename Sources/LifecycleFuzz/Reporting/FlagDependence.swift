import CoverStrategies
import ShieldModel

/// Which open-question answers a verdict rests on: a trace is replayed once under the other
/// answer of each ``PlatformFlags`` flag, and at both ends of each ``PlatformTimings`` duration's
/// plausible bracket; every answer that changes the verdict is named.
public enum FlagDependence {
  /// The flags whose other answer changes the verdict of `trace` for `strategy`, with the
  /// verdict under that answer (`name=value -> verdict`), in ``PlatformFlags/all`` order.
  public static func analyze(_ trace: Trace<IOSPlatform>, strategy: StrategyDescriptor) -> [String] {
    let base = TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy)).run(trace.events)
      .verdict
    var out: [String] = []
    for entry in PlatformFlags.all {
      guard let flipped = try? trace.profile.flipping(entry.name) else { continue }
      let verdict = TraceRunner<IOSPlatform>(strategy: strategy, profile: flipped, app: trace.app(for: strategy)).run(trace.events)
        .verdict
      if verdict != base {
        out.append(
          "\(entry.name)=\(flipped.flags[keyPath: entry.keyPath]) -> \(verdict.map(String.init(describing:)) ?? "impossible")"
        )
      }
    }
    // Durations: the verdict at each end of the timing's plausible bracket.
    for entry in PlatformTimings.all {
      for seconds in [entry.bracket.lowerBound, entry.bracket.upperBound] {
        var profile = trace.profile
        guard (try? profile.timings.set(entry.name, to: seconds)) != nil, profile != trace.profile else { continue }
        let verdict = TraceRunner<IOSPlatform>(strategy: strategy, profile: profile, app: trace.app(for: strategy)).run(trace.events)
          .verdict
        if verdict != base {
          out.append("\(entry.name)=\(seconds) -> \(verdict.map(String.init(describing:)) ?? "impossible")")
        }
      }
    }
    return out
  }

  /// Report lines for every finding of `results` whose verdict depends on a flag, starting and
  /// ending with a blank line; empty when none does.
  public static func report(_ results: [StrategyResult<IOSPlatform>]) -> String {
    var lines: [String] = []
    for result in results {
      for f in result.findings {
        let answers = analyze(f.trace, strategy: result.strategy)
        guard !answers.isEmpty else { continue }
        let isTiming = { (a: String) in PlatformTimings.all.contains { a.hasPrefix($0.name + "=") } }
        let flags = answers.filter { !isTiming($0) }
        let timings = answers.filter(isTiming)
        lines.append("  \(result.strategy.name) on \(result.profile.name): \(f.trace.eventSummary)")
        if !flags.isEmpty {
          lines.append("    \(f.invariant.rawValue) depends on flag \(flags.joined(separator: "; "))")
        }
        if !timings.isEmpty {
          lines.append("    \(f.invariant.rawValue) depends on timing \(timings.joined(separator: "; "))")
        }
      }
    }
    guard !lines.isEmpty else { return "" }
    return "\nverdicts that depend on an open question (flag flipped, or timing at its bracket -> verdict):\n"
      + lines.joined(separator: "\n")
      + "\n\n"
  }
}
