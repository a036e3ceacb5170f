/// The text report of a platform run, printed after the iOS report: per strategy its profile, what it claims, each
/// invariant broken or held with its shrunk counterexamples, and its coverage; then one summary line.
public enum PlatformRunReport<Model: PlatformModel> {
  /// The report, ending with a newline.
  ///
  /// - Parameters:
  ///   - claims: what each strategy claims to protect, by name (printed after its profile).
  ///   - command: the command a replay hint names, for example `lifecycle-fuzz`.
  public static func text(
    _ outcome: PlatformRunOutcome, seed: UInt64, traces: Int, maxLength: Int, claims: (String) -> String,
    command: String
  ) -> String {
    var lines = [
      "\(command) run (\(Model.name)): seed \(seed), \(traces) traces per strategy, up to \(maxLength) events each"
    ]
    for r in outcome.results {
      lines.append("")
      lines.append(
        "\(r.strategy) on \(r.profile); claims \(claims(r.strategy)) before launch; \(r.traces) traces, \(r.events) events, "
          + "\(r.failing) failing")
      for invariant in Model.invariantNames {
        let found = r.findings.filter { $0.invariant == invariant }
        guard !found.isEmpty else {
          lines.append("  " + RunReport.pad(invariant, 15) + " held")
          continue
        }
        lines.append("  " + RunReport.pad(invariant, 15) + " BROKEN: \(found.count) distinct signature(s)")
        for f in found {
          let label = f.isNew ? "new" : "known"
          lines.append(
            "    - " + f.events.joined(separator: " · ")
              + "   [\(label); \(f.hits) trace(s), first #\(f.firstTrace); \(f.events.count) events, "
              + "shrunk from \(f.unshrunkLength)]")
          lines.append("      " + f.violation.detail)
          if let file = f.file { lines.append("      replay: swift run \(command) replay \(file)") }
        }
      }
      lines.append("  coverage: \(r.states) abstract states reached")
    }
    for (strategy, profile) in outcome.notRun {
      lines.append("")
      lines.append("\(strategy) on \(profile): not run (the run stopped first)")
      for invariant in Model.invariantNames { lines.append("  " + RunReport.pad(invariant, 15) + " not run") }
    }
    for (f, reason, text) in outcome.unsaved {
      lines.append("")
      lines.append("NOT SAVED: \(f.signature): \(reason)")
      lines.append("  the trace, to paste into a .trace file:")
      lines += text.split(separator: "\n").map { "    " + $0 }
    }
    let signatures = outcome.results.reduce(0) { $0 + $1.findings.count }
    let new = outcome.results.reduce(0) { $0 + $1.findings.filter(\.isNew).count }
    lines.append("")
    if let reason = outcome.incompleteReason {
      let total = outcome.results.count + outcome.notRun.count
      lines.append(
        "\(Model.name): INCOMPLETE: \(reason); \(outcome.notRun.count) of \(total) strategies not run. Not a pass.")
    }
    lines.append(
      "\(Model.name): \(signatures) failure signature(s) across \(outcome.results.count) strategies; \(new) new")
    return lines.joined(separator: "\n") + "\n"
  }
}
