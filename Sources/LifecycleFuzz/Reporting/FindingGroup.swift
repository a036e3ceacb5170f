/// Signatures that share one root cause, reported as one finding with its variants.
///
/// A strategy with one bug fails in many interleavings (each a signature of its own, and each kept in the corpus
/// as it is); what tells them apart is usually only the way there. Two findings of one invariant are one root cause
/// when the same thing fails the same way: for a leak, the same kind of capture showing the same set of the app's
/// sensitive views (``FindingEvidence/views``); otherwise the same detail once its numbers (times, counts,
/// coordinates) are set aside. Built from a run's findings at report time only: results files, `merge` and the
/// corpus keep one entry per signature.
public struct FindingGroup<Host: Platform> {
  /// What the variants share, for the group's heading (`switcherSnapshot shows 'balance'`).
  public let headline: String
  /// What makes two findings one root cause: the invariant with the capture kind and views of a leak, else with the
  /// detail's numbers set aside (a report merges one strategy's groups of several profiles by it).
  let key: String
  /// The variants in the run's order, each with its leak evidence (`nil` for other invariants or a trace that no
  /// longer leaks).
  public internal(set) var variants: [(finding: Finding<Host>, evidence: FindingEvidence?)]

  /// Groups `findings` (all of one invariant) in the order of each group's first variant.
  ///
  /// - Parameter runner: replays leak findings for their evidence (the run's strategy, profile and invariant
  ///   selection).
  public static func groups(_ findings: [Finding<Host>], runner: TraceRunner<Host>) -> [FindingGroup] {
    var keys: [String] = []
    var groups: [FindingGroup] = []
    for f in findings {
      var r = runner
      if f.trace.app(for: runner.strategy) != runner.app {
        r = TraceRunner(strategy: runner.strategy, profile: runner.profile, app: f.trace.app(for: runner.strategy))
      }
      r.invariants = runner.invariants
      let evidence = Host.evidence(of: f.trace.events, runner: r, invariant: f.invariant)
      let key: String
      let headline: String
      if let e = evidence, e.groupsFindings {
        // No view named: `leaked:` under each variant says why.
        let views =
          e.views.isEmpty ? "sensitive content of no named view" : e.views.map { "'\($0)'" }.joined(separator: ", ")
        key = "\(f.invariant.rawValue) \(e.captureKind) \(e.views.sorted())"
        headline = "\(e.captureKind) shows \(views)"
      } else {
        key = "\(f.invariant.rawValue) \(withoutNumbers(cause(of: f)))"
        headline = f.detail
      }
      if let i = keys.firstIndex(of: key) {
        groups[i].variants.append((f, evidence))
      } else {
        keys.append(key)
        groups.append(FindingGroup(headline: headline, key: key, variants: [(f, evidence)]))
      }
    }
    return groups
  }

  /// `f`'s detail without the event it starts with on a platform whose details name their step's event
  /// (``Platform/detailsStartWithTheirEvent``: an event of the trace, or `settle`); the detail itself otherwise.
  static func cause(of f: Finding<Host>) -> String {
    guard Host.detailsStartWithTheirEvent, let colon = f.detail.range(of: ": ") else { return f.detail }
    let head = f.detail[..<colon.lowerBound]
    guard head == "settle" || f.trace.events.contains(where: { Host.vocabulary.text(of: $0) == head }) else {
      return f.detail
    }
    return String(f.detail[colon.upperBound...])
  }

  /// `text` with each run of digits (and a decimal point inside one) replaced by `#`.
  package nonisolated static func withoutNumbers(_ text: String) -> String {
    var out = ""
    var inNumber = false
    for ch in text {
      if ch.isNumber || (inNumber && ch == ".") {
        if !inNumber { out.append("#") }
        inNumber = true
      } else {
        inNumber = false
        out.append(ch)
      }
    }
    return out
  }
}
