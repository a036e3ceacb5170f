import Foundation

/// JUnit XML for CI dashboards: one test suite per strategy, one test case per invariant; a broken invariant's
/// failure lists each signature with its replay command. A run over several platforms has every platform's suites in
/// one document.
public enum JUnitReport {
  /// One platform's test suites: their lines, and the counts the document's root adds up.
  public struct Suites {
    /// Test cases.
    public var tests = 0
    /// Failing test cases.
    public var failures = 0
    /// The `<testsuite>` elements' lines.
    public var lines: [String] = []
    /// Why the run stopped early, or `nil`.
    public var incompleteReason: String?
  }

  /// The XML document over every platform's `suites` of a run with `seed`.
  public static func xml(seed: UInt64, suites: [Suites]) -> String {
    var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    let tests = suites.reduce(0) { $0 + $1.tests }
    let failures = suites.reduce(0) { $0 + $1.failures }
    out.append("<testsuites name=\"lifecycle-fuzz seed \(seed)\" tests=\"\(tests)\" failures=\"\(failures)\">")
    for s in suites { out += s.lines }
    if let reason = suites.lazy.compactMap(\.incompleteReason).first {
      out.append(
        "  <testsuite name=\"run\" tests=\"1\" errors=\"1\"><testcase name=\"complete\"><error message=\"\(escape("incomplete: \(reason)"))\"/></testcase></testsuite>"
      )
    }
    out.append("</testsuites>")
    return out.joined(separator: "\n") + "\n"
  }

  /// The XML document of one platform's run.
  public static func xml<Host: Platform>(configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>) -> String {
    xml(seed: configuration.seed, suites: [suites(configuration: configuration, outcome: outcome)])
  }

  /// One platform's suites: a suite per strategy (named after its profile too), a case per invariant.
  public static func suites<Host: Platform>(configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>)
    -> Suites
  {
    var s = Suites()
    s.incompleteReason = outcome.incompleteReason
    let invariants = Host.Invariant.allCases
    s.failures = outcome.results.reduce(0) { n, r in n + Set(r.findings.map(\.invariant)).count }
    s.tests = outcome.results.count * invariants.count
    let platform = Host.isUnnamedInFiles ? "" : "\(Host.name) "
    for r in outcome.results {
      let broken = Set(r.findings.map(\.invariant)).count
      s.lines.append(
        "  <testsuite name=\"\(escape(platform + r.strategy.name)) on \(escape(Host.name(of: r.profile)))\" tests=\"\(invariants.count)\" failures=\"\(broken)\">"
      )
      for invariant in invariants {
        let found = r.findings.filter { $0.invariant == invariant }
        let name = "<testcase classname=\"\(escape(platform + r.strategy.name))\" name=\"\(invariant.rawValue)\""
        if found.isEmpty {
          // An invariant left out by --invariant/--skip-invariant was not tested, not passed.
          let skipped =
            configuration.invariants.includes(invariant) ? "/>" : "><skipped message=\"not checked\"/></testcase>"
          s.lines.append("    \(name)\(skipped)")
          continue
        }
        s.lines.append("    \(name)>")
        let message = found.map { "\($0.label): \($0.signature)" }.joined(separator: "; ")
        s.lines.append("      <failure message=\"\(escape(message))\" type=\"\(invariant.rawValue)\">")
        for f in found {
          s.lines.append(escape("signature: \(f.signature) [\(f.label)]"))
          s.lines.append(escape("\(f.detail)"))
          s.lines.append(escape("replay: \(RunReport.replayCommand(f))"))
        }
        s.lines.append("      </failure>")
        s.lines.append("    </testcase>")
      }
      s.lines.append("  </testsuite>")
    }
    return s
  }

  /// Text for element content and double-quoted attributes: ``Escape/xml(_:)`` (control
  /// characters, which XML 1.0 cannot carry, are written as `U+001B`).
  static func escape(_ s: String) -> String { Escape.xml(s) }
}
