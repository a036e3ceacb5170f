/// Which open-question answers a verdict rests on: a trace is replayed once under each other answer the platform
/// names (``Platform/openQuestionAnswers(_:)``: for iOS each ``ShieldModel/PlatformFlags`` flag flipped, and each
/// ``ShieldModel/PlatformTimings`` duration at both ends of its plausible bracket); every answer that changes the
/// verdict is named.
public enum FlagDependence {
  /// The answers that change the verdict of `trace` for `strategy`, with the verdict under each
  /// (`name=value -> verdict`), in the platform's order, and whether each is a duration.
  public static func analyze<Host: Platform>(_ trace: Trace<Host>, strategy: Host.Strategy)
    -> [(text: String, isTiming: Bool)]
  {
    let app = trace.app(for: strategy)
    let base = TraceRunner<Host>(strategy: strategy, profile: trace.profile, app: app).run(trace.events).verdict
    var out: [(String, Bool)] = []
    for answer in Host.openQuestionAnswers(trace.profile) {
      let verdict = TraceRunner<Host>(strategy: strategy, profile: answer.profile, app: app).run(trace.events).verdict
      if verdict != base {
        out.append(("\(answer.label) -> \(verdict.map(String.init(describing:)) ?? "impossible")", answer.isTiming))
      }
    }
    return out
  }

  /// Report lines for every finding of `results` whose verdict depends on an open question, starting and ending
  /// with a blank line; empty when none does.
  public static func report<Host: Platform>(_ results: [StrategyResult<Host>]) -> String {
    var lines: [String] = []
    for result in results {
      for f in result.findings {
        let answers = analyze(f.trace, strategy: result.strategy)
        guard !answers.isEmpty else { continue }
        let flags = answers.filter { !$0.isTiming }.map(\.text)
        let timings = answers.filter(\.isTiming).map(\.text)
        lines.append("  \(result.strategy.name) on \(Host.name(of: result.profile)): \(f.trace.eventSummary)")
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
