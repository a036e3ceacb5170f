import CoverStrategies
import ShieldModel

/// Plain-text rendering of a run's results, the same bytes for the same seed and build.
public enum RunReport {
  /// The report: a header, then per strategy every invariant as broken (with its minimized
  /// counterexample and replay command) or held.
  public static func text(configuration: RunConfiguration, results: [StrategyResult]) -> String {
    var out: [String] = []
    out.append(
      "lifecycle-fuzz run: seed \(configuration.seed), \(configuration.tracesPerStrategy) traces per strategy, up to \(configuration.maxLength) events each")
    for result in results {
      out.append("")
      out.append(
        "\(result.strategy.name) (\(result.strategy.source)) on \(result.profile.name); claims \(result.strategy.claims); \(result.traces) traces, \(result.steps) events")
      for invariant in Invariant.allCases {
        let found = result.findings.filter { $0.invariant == invariant }
        if !found.isEmpty {
          out.append("  \(pad(invariant.rawValue, 15)) BROKEN: \(found.count) distinct counterexample(s)")
          for f in found {
            out.append("    - \(f.trace.eventSummary)   [\(f.isNew ? "new" : "known"); \(f.trace.events.count) events, shrunk from \(f.originalLength) in \(f.shrinkReplays) replays]")
            out.append("      \(f.detail)")
            if let file = f.file { out.append("      replay: swift run lifecycle-fuzz replay \(file)") }
          }
        } else {
          out.append("  \(pad(invariant.rawValue, 15)) held")
        }
      }
    }
    let broken = results.reduce(0) { $0 + $1.findings.count }
    let new = results.reduce(0) { $0 + $1.findings.filter(\.isNew).count }
    out.append("")
    out.append("\(broken) invariant(s) broken across \(results.count) strategies; \(new) new counterexample(s)")
    return out.joined(separator: "\n") + "\n"
  }

  static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
  }
}
