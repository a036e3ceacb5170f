import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// Reports of a run stopped part way (session 19's breaker): the JUnit root left out the interruption's error case,
/// a strategy stopped after some of its traces reported what held there as passed, and the verdict counted
/// strategies never run as breaking "only what is expected or accepted".
@Suite("Reports of an interrupted run")
struct IncompleteRunReportTests {
  /// Twenty traces per strategy of subview-tag and secure-layer, in blocks of ten.
  static func configuration() -> RunConfiguration<IOSPlatform> {
    var c = RunConfiguration<IOSPlatform>()
    c.tracesPerStrategy = 20
    c.blockSize = 10
    c.corpusDirectory = nil
    c.strategies = ["subview-tag", "secure-layer"].compactMap(StrategyCatalog.descriptor(named:))
    return c
  }

  /// The run's outcome with `traces` run per strategy and nothing found.
  static func outcome(_ c: RunConfiguration<IOSPlatform>, traces: [Int], reason: String?) -> RunOutcome<IOSPlatform> {
    RunOutcome(
      results: zip(c.strategies, traces).map { s, n in
        StrategyResult(
          strategy: s, profile: c.profile(for: s), traces: n, steps: n * 10, findings: [], failingTraces: 0,
          eventCounts: [:], coverage: CoverageMap())
      }, incompleteReason: reason)
  }

  @Test("JUnit: the root counts the interruption; a strategy run part way passes nothing")
  func junitOfInterruptedRun() {
    let c = Self.configuration()
    expectEqual(c.strategies.count, 2)
    let n = IOSPlatform.Invariant.allCases.count
    let claims = c.strategies.map { s in
      IOSPlatform.Invariant.allCases.filter { IOSPlatform.claims(s, invariant: $0) }.count
    }
    let claimed = claims[0]
    #expect(claimed > 0)
    let stopped = JUnitReport.xml(configuration: c, outcome: Self.outcome(c, traces: [10, 0], reason: "interrupted"))
    let lines = stopped.split(separator: "\n")
    expectEqual(
      lines[1],
      "<testsuites name=\"lifecycle-fuzz seed 20261129\" tests=\"\(2 * n + 1)\" failures=\"0\" errors=\"1\" skipped=\"\(2 * n)\" time=\"0\">"
    )
    #expect(!stopped.contains("time=\"0\"/>"))
    expectEqual(
      stopped.components(separatedBy: "skipped message=\"held in 10 of 20 traces: the run stopped before the rest\"")
        .count, claimed + 1)
    #expect(stopped.contains("<error message=\"incomplete: interrupted\"/>"))
    // A complete run's document: no errors attribute, its held invariants pass.
    let complete = JUnitReport.xml(configuration: c, outcome: Self.outcome(c, traces: [20, 20], reason: nil))
    let root = complete.split(separator: "\n")[1]
    #expect(
      root.hasPrefix("<testsuites name=\"lifecycle-fuzz seed 20261129\" tests=\"\(2 * n)\" failures=\"0\" skipped="))
    #expect(!complete.contains("errors="))
    expectEqual(complete.components(separatedBy: "time=\"0\"/>").count, claims[0] + claims[1] + 1)
  }

  @Test("the verdict counts a strategy not run as not run, never as breaking only what is expected")
  func verdictOfNotRun() {
    let c = Self.configuration()
    let verdicts = RunVerdicts(outcome: Self.outcome(c, traces: [10, 0], reason: "interrupted"))
    expectEqual(verdicts.notRunCount, 1)
    expectEqual(verdicts.knownCount, 0)
    expectEqual(RunReport.verdictLine(verdicts), "verdict: 2 strategies: 1 hold, 0 fail, 1 not run")
    let none = RunVerdicts(outcome: Self.outcome(c, traces: [0, 0], reason: "time budget"))
    expectEqual(RunReport.verdictLine(none), "verdict: 2 strategies: 0 hold, 0 fail, 2 not run")
  }

  @Test("text: a strategy stopped part way reads incomplete with N of M traces, never holds")
  func textOfPartialRun() {
    let c = Self.configuration()
    let outcome = Self.outcome(c, traces: [10, 20], reason: "interrupted")
    let verdicts = RunVerdicts(outcome: outcome, plannedTraces: c.plannedTracesPerStrategy)
    expectEqual(verdicts.incompleteCount, 1)
    expectEqual(verdicts.holdingCount, 1)
    expectEqual(verdicts.knownCount, 0)
    expectEqual(RunReport.verdictLine(verdicts), "verdict: 2 strategies: 1 hold, 0 fail, 1 incomplete")
    let table = RunReport.table(verdicts)
    #expect(table[1].hasPrefix("  incomplete  subview-tag   10 of 20 traces"))
    #expect(table[2].hasPrefix("  holds       secure-layer  -"))
    let text = RunReport.summaryText(configuration: c, outcome: outcome, verdicts: verdicts)
    #expect(text.contains("iOS: 2 strategies: 1 hold, 0 fail, 1 incomplete;"))
    // `holds` is a sample: said once per run, under the table (issue 25).
    let note = "  holds: none found in 20 traces per strategy (a sample, not a proof; explore --depth N is exhaustive)"
    #expect(text.components(separatedBy: note).count == 2, "\(text)")
    let verbose = RunReport.text(configuration: c, outcome: outcome, verdicts: verdicts, detail: .verbose)
    #expect(verbose.contains("incomplete: held in 10 of 20 traces"))
    // A complete run of the same traces: the table's column keeps its width of 8.
    let complete = RunVerdicts(
      outcome: Self.outcome(c, traces: [20, 20], reason: nil), plannedTraces: c.plannedTracesPerStrategy)
    #expect(RunReport.table(complete)[1].hasPrefix("  holds     subview-tag   -"))
    #expect(complete.incompleteCount == 0 && complete.holdingCount == 2)
    // A step budget ends strategies early and completely: the note counts the traces they ran, not the plan.
    let budgeted = Self.outcome(c, traces: [10, 10], reason: nil)
    let short = RunReport.summaryText(
      configuration: c, outcome: budgeted,
      verdicts: RunVerdicts(outcome: budgeted, plannedTraces: c.plannedTracesPerStrategy))
    #expect(short.contains("  holds: none found in 10 traces per strategy"), "\(short)")
  }

  @Test("the INCOMPLETE line plans every strategy on every profile")
  func plannedCountsProfiles() {
    var c = Self.configuration()
    c.strategies = [c.strategies[0]]
    let profiles = Array(Profile.builtIn.prefix(3))
    let outcome = RunOutcome<IOSPlatform>(
      results: profiles.enumerated().map { i, p in
        StrategyResult(
          strategy: c.strategies[0], profile: p, traces: i == 0 ? 20 : 0, steps: 0, findings: [], failingTraces: 0,
          eventCounts: [:], coverage: CoverageMap())
      }, incompleteReason: "interrupted")
    let text = RunReport.text(configuration: c, outcome: outcome, detail: .normal)
    #expect(text.contains("INCOMPLETE: interrupted after 20 of 60 traces; 2 of 3 strategies not run;"))
    let verbose = RunReport.text(configuration: c, outcome: outcome, detail: .verbose)
    #expect(verbose.contains("INCOMPLETE: interrupted after 20 of 60 traces;"))
  }
}
