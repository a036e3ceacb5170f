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
    /// Skipped test cases (accepted, expected, not claimed, not checked, not run).
    public var skipped = 0
    /// The `<testsuite>` elements' lines.
    public var lines: [String] = []
    /// Why the run stopped early, or `nil`.
    public var incompleteReason: String?
  }

  /// The XML document over every platform's `suites` of a run with `seed`.
  public static func xml(seed: UInt64, suites: [Suites]) -> String {
    var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    let incompleteReason = suites.lazy.compactMap(\.incompleteReason).first
    // The root counts the run's own `complete` case too: a reader that sums only the root sees the interruption.
    let tests = suites.reduce(0) { $0 + $1.tests } + (incompleteReason == nil ? 0 : 1)
    let failures = suites.reduce(0) { $0 + $1.failures }
    let skipped = suites.reduce(0) { $0 + $1.skipped }
    // Written only when there is one, so a complete run's document keeps its bytes.
    let errors = incompleteReason == nil ? "" : " errors=\"1\""
    out.append(
      "<testsuites name=\"lifecycle-fuzz seed \(seed)\" tests=\"\(tests)\" failures=\"\(failures)\"\(errors) skipped=\"\(skipped)\" time=\"0\">"
    )
    for s in suites { out += s.lines }
    if let reason = incompleteReason {
      out.append(
        "  <testsuite name=\"run\" tests=\"1\" errors=\"1\" time=\"0\"><testcase name=\"complete\" time=\"0\"><error message=\"\(escape("incomplete: \(reason)"))\"/></testcase></testsuite>"
      )
    }
    out.append("</testsuites>")
    return out.joined(separator: "\n") + "\n"
  }

  /// The XML document of one platform's run.
  public static func xml<Host: Platform>(configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>) -> String {
    xml(seed: configuration.seed, suites: [suites(configuration: configuration, outcome: outcome)])
  }

  /// One platform's suites: a suite per strategy (named after its profile too), a case per invariant, judged as the
  /// exit code is (``RunVerdicts``): a broken invariant is a failure; one broken only by findings a baseline accepts
  /// or the catalog expects is skipped with the reason, as is one the strategy does not claim or the run did not
  /// check, and one that held in a strategy an interrupted run stopped part way through. So the document has no failure exactly when the run exits 0 for its findings. A strategy with an app-logic script
  /// has one case more, ``scriptReachedCase``, when a point of its script no trace ran: skipped with the `never
  /// reached:` lines (a suite all green over a lock no trace ever showed read as a pass), a failure under
  /// ``RunConfiguration/requiresScriptReached`` (the run then exits 3). Times are 0: the report
  /// is the same bytes for the same seed, and wall-clock time never reaches it.
  ///
  /// - Parameter verdicts: the run's verdicts (default: the outcome judged with no baseline and no expectations).
  public static func suites<Host: Platform>(
    configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>, verdicts: RunVerdicts<Host>? = nil,
    flagSweep: [FlagSweep.Hold] = []
  ) -> Suites {
    let verdicts =
      verdicts
      ?? RunVerdicts(
        outcome: outcome, invariants: configuration.invariants, plannedTraces: configuration.plannedTracesPerStrategy)
    var s = Suites()
    s.incompleteReason = outcome.incompleteReason
    let invariants = Host.Invariant.allCases
    s.tests = verdicts.rows.count * invariants.count
    let platform = Host.isUnnamedInFiles ? "" : "\(Host.name) "
    for row in verdicts.rows {
      let r = row.result
      let broken = row.cells.filter { $0.status == .broken }.count
      let skipped = row.cells.filter { ![.held, .broken].contains($0.status) }.count
      let floorMissed = configuration.coverageFloor.map { r.coverage.percent < $0 } ?? false
      // What no verdict says anything about: the script's handlers no trace ran (the text's `never reached:`), a case
      // of its own, so a dashboard never shows the suite all green over a lock no trace showed.
      let unreached =
        r.traces > 0 ? RunReport.unreachedLines(of: r, turnedOff: configuration.turnedOffClassNames) : []
      let unreachedFails = configuration.requiresScriptReached && !unreached.isEmpty
      let extra = (floorMissed ? 1 : 0) + (unreached.isEmpty ? 0 : 1)
      let failed = broken + (floorMissed ? 1 : 0) + (unreachedFails ? 1 : 0)
      let skippedHere = skipped + (unreached.isEmpty || unreachedFails ? 0 : 1)
      s.tests += unreached.isEmpty ? 0 : 1
      s.failures += broken + (unreachedFails ? 1 : 0)
      s.skipped += skippedHere
      // An app-logic script by its file, as `explain` names it (its `app-logic#FINGERPRINT` is in each signature).
      let named = ScriptPlace.displayName(of: r.strategy.name)
      s.lines.append(
        "  <testsuite name=\"\(escape(platform + named)) on \(escape(Host.name(of: r.profile)))\" tests=\"\(invariants.count + extra)\" failures=\"\(failed)\" skipped=\"\(skippedHere)\" time=\"0\">"
      )
      // The build, as JUnit carries metadata: a property of each suite.
      // `run --sweep-flags`: a holds' flips, as information (no test case: a holds that breaks under one still holds).
      let sweep = flagSweep.first { $0.strategy == r.strategy.name && $0.profile == Host.name(of: r.profile) }
      let swept = sweep.map { h in
        let unfinished = h.flips.filter { $0.incompleteReason != nil }.count
        let text =
          (h.breaking.isEmpty
            ? unfinished == 0
              ? "holds under each of the \(h.flips.count) flips swept" : "holds under the flips finished"
            : "breaks under \(h.breaking.count) of \(h.flips.count) flips swept: "
              + h.breaking.map(\.text).joined(separator: "; "))
          + (unfinished == 0 ? "" : "; \(unfinished) of \(h.flips.count) flips not finished (the sweep was cut)")
        return "<property name=\"lifecycle-fuzz.flag-sweep\" value=\"\(escape(text))\"/>"
      }
      s.lines.append(
        "    <properties><property name=\"lifecycle-fuzz.version\" value=\"\(escape(ToolVersion.text))\"/>\(swept ?? "")</properties>"
      )
      for cell in row.cells {
        let name =
          "<testcase classname=\"\(escape(platform + named))\" name=\"\(cell.invariant.rawValue)\" time=\"0\""
        let found = cell.findings
        // A script by its path (`app-logic:FILE`), as the baseline and SARIF name it.
        let summary = found.map { "\($0.label): \($0.stableSignature)" }.joined(separator: "; ")
        switch cell.status {
        case .incomplete:
          // A strategy the run stopped part way through: what held in the traces it ran is not a pass.
          let why = "held in \(row.tracesText): the run stopped before the rest"
          s.lines.append("    \(name)><skipped message=\"\(escape(why))\"/></testcase>")
        case .held:
          s.lines.append("    \(name)/>")
        case .broken:
          s.lines.append("    \(name)>")
          let message = cell.failing.map { "\($0.label): \($0.stableSignature)" }.joined(separator: "; ")
          s.lines.append("      <failure message=\"\(escape(message))\" type=\"\(cell.invariant.rawValue)\">")
          for f in cell.failing {
            s.lines.append(escape("signature: \(f.stableSignature) [\(f.label)]"))
            if ScriptPlace.isScript(r.strategy.name) {
              s.lines.append(escape(scriptLine(of: f, named: named, result: r)))
            }
            s.lines.append(escape("\(f.detail)"))
            s.lines.append(escape("replay: \(RunReport.replayCommand(f))"))
          }
          s.lines.append("      </failure>")
          s.lines.append("    </testcase>")
        case .accepted:
          // Each reason once, with how many signatures it accepts (one entry with `*` accepts many).
          var reasons: [(reason: String, count: Int)] = []
          for a in cell.accepted {
            if let i = reasons.firstIndex(where: { $0.reason == a.reason }) {
              reasons[i].count += 1
            } else {
              reasons.append((a.reason, 1))
            }
          }
          let accepted = cell.accepted.map { "accepted: \($0.finding.stableSignature)" }.joined(separator: "; ")
          let why =
            "accepted by the baseline: "
            + reasons.map { $0.count == 1 ? $0.reason : "\($0.reason) (\($0.count) signatures)" }.joined(
              separator: "; ") + " (\(accepted))"
          s.lines.append("    \(name)><skipped message=\"\(escape(why))\"/></testcase>")
        case .expected:
          let why = "expected by the catalog: \(cell.expectedReason ?? "") (\(summary))"
          s.lines.append("    \(name)><skipped message=\"\(escape(why))\"/></testcase>")
        case .notClaimed:
          // It cannot fail for this strategy, so it is not passed either: skipped, with why.
          let why = "\(cell.status.word): \(Host.unclaimedReason(cell.invariant))"
          s.lines.append("    \(name)><skipped message=\"\(escape(why))\"/></testcase>")
        case .notChecked, .notRun:
          // Not tested, so not passed.
          let why = cell.uncheckedReason.map(configuration.uncheckedText) ?? cell.status.word
          s.lines.append("    \(name)><skipped message=\"\(escape(why))\"/></testcase>")
        }
      }
      // A missed coverage floor fails the run (exit 3), so it fails a test case too.
      if floorMissed, let floor = configuration.coverageFloor {
        s.tests += 1
        s.failures += 1
        let message = "visited \(formatPercent(r.coverage.percent)) of abstract states, floor \(formatPercent(floor))"
        s.lines.append(
          "    <testcase classname=\"\(escape(platform + named))\" name=\"coverage-floor\" time=\"0\">"
            + "<failure message=\"\(escape(message))\" type=\"coverage-floor\"/></testcase>")
      }
      // The script's points no trace ran: skipped (not tested, so not passed), or a failure under --require-reached.
      if !unreached.isEmpty {
        let what =
          "\(unreached.count == 1 ? "1 point" : "\(unreached.count) points") of the script no trace ran in"
          + " \(r.traces) traces, so no verdict says anything about \(unreached.count == 1 ? "it" : "them"): "
          + unreached.joined(separator: "; ")
        let name =
          "<testcase classname=\"\(escape(platform + named))\" name=\"\(scriptReachedCase)\" time=\"0\">"
        s.lines.append(
          "    " + name
            + (unreachedFails
              ? "<failure message=\"\(escape(what))\" type=\"\(scriptReachedCase)\"/></testcase>"
              : "<skipped message=\"\(escape(what))\"/></testcase>"))
      }
      if !unreached.isEmpty {
        let lines =
          unreached + [
            "(\(r.traces) traces: no trace ran \(unreached.count == 1 ? "it" : "these"), so no verdict says anything"
              + " about \(unreached.count == 1 ? "it" : "them"))"
          ]
        s.lines.append("    <system-out>\(escape(lines.joined(separator: "\n")))</system-out>")
      }
      s.lines.append("  </testsuite>")
    }
    return s
  }

  /// `script: FILE:LINE (...)`: the script's handler that ran at the step where `f`'s invariant broke (the others
  /// that ran then listed), the last before it when none ran there, or the file alone (``ScriptPlace/Handlers``).
  static func scriptLine<Host: Platform>(of f: Finding<Host>, named: String, result r: StrategyResult<Host>)
    -> String
  {
    let runner = TraceRunner<Host>(strategy: r.strategy, profile: f.trace.profile)
    guard let place = ScriptPlace.handlers(of: f.trace.events, invariant: f.invariant, runner: runner) else {
      return "script: \(named) (no handler of it ran before the finding)"
    }
    return "script: " + place.text(file: named)
  }

  /// The name of a script's test case for its points no trace ran (``suites(configuration:outcome:verdicts:flagSweep:)``).
  public static let scriptReachedCase = "script-reached"

  /// Text for element content and double-quoted attributes: ``Escape/xml(_:)`` (control
  /// characters, which XML 1.0 cannot carry, are written as `U+001B`).
  static func escape(_ s: String) -> String { Escape.xml(s) }
}
