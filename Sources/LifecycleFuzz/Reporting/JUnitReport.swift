import Foundation

/// JUnit XML for CI dashboards: one test suite per strategy, one test case per invariant; a
/// broken invariant's failure lists each signature with its replay command.
public enum JUnitReport {
  /// The XML document.
  public static func xml(configuration: RunConfiguration<IOSPlatform>, outcome: RunOutcome<IOSPlatform>) -> String {
    var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    let failures = outcome.results.reduce(0) { n, r in n + Set(r.findings.map(\.invariant)).count }
    let tests = outcome.results.count * Invariant.allCases.count
    out.append(
      "<testsuites name=\"lifecycle-fuzz seed \(configuration.seed)\" tests=\"\(tests)\" failures=\"\(failures)\">")
    for r in outcome.results {
      let broken = Set(r.findings.map(\.invariant)).count
      out.append(
        "  <testsuite name=\"\(escape(r.strategy.name)) on \(escape(r.profile.name))\" tests=\"\(Invariant.allCases.count)\" failures=\"\(broken)\">"
      )
      for invariant in Invariant.allCases {
        let found = r.findings.filter { $0.invariant == invariant }
        let name = "<testcase classname=\"\(escape(r.strategy.name))\" name=\"\(invariant.rawValue)\""
        if found.isEmpty {
          // An invariant left out by --invariant/--skip-invariant was not tested, not passed.
          let skipped =
            configuration.invariants.includes(invariant) ? "/>" : "><skipped message=\"not checked\"/></testcase>"
          out.append("    \(name)\(skipped)")
          continue
        }
        out.append("    \(name)>")
        let message = found.map { "\($0.label): \($0.signature)" }.joined(separator: "; ")
        out.append("      <failure message=\"\(escape(message))\" type=\"\(invariant.rawValue)\">")
        for f in found {
          out.append(escape("signature: \(f.signature) [\(f.label)]"))
          out.append(escape("\(f.detail)"))
          out.append(escape("replay: \(RunReport.replayCommand(f))"))
        }
        out.append("      </failure>")
        out.append("    </testcase>")
      }
      out.append("  </testsuite>")
    }
    if let reason = outcome.incompleteReason {
      out.append(
        "  <testsuite name=\"run\" tests=\"1\" errors=\"1\"><testcase name=\"complete\"><error message=\"\(escape("incomplete: \(reason)"))\"/></testcase></testsuite>"
      )
    }
    out.append("</testsuites>")
    return out.joined(separator: "\n") + "\n"
  }

  /// Text for element content and double-quoted attributes: ``Escape/xml(_:)`` (control
  /// characters, which XML 1.0 cannot carry, are written as `U+001B`).
  static func escape(_ s: String) -> String { Escape.xml(s) }
}
