import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Findings you can act on: what leaked, where, and one finding per root cause")
struct FindingGroupTests {
  static func oneLineCoverRun() throws -> (RunConfiguration<IOSPlatform>, RunOutcome<IOSPlatform>) {
    var c = RunConfiguration()
    c.tracesPerStrategy = 200
    c.corpusDirectory = nil
    c.strategies = ["one-line-cover"].compactMap(StrategyCatalog.descriptor(named:))
    // The draws these figures were taken from: entries into the app and trips to Settings are drawn since (their
    // classes take no swarm draw and their candidates none, so at weight 0 every trace is as it was).
    c.weightOverrides = [("openEntry", 0), ("changeDeviceSetting", 0)]
    return (c, try Campaign(configuration: c).run().0)
  }

  // Seven signatures since presentationTakesFirstResponder is on by default (the generated traces changed; a touch
  // on the pushed settings screen under the cover is a fourth finding); five since session 47's share sheet opens at
  // its medium detent: a generated touch at the screen's middle lands on the sheet, so two touch traces (still
  // replaying touch-blocked: `launch · openControlCenter · closeControlCenter · touch(0.5, 0.5)`) are not drawn.
  @Test("one-line-cover's five signatures are three findings; each leak names its views and their rectangle")
  func groupsAndNames() throws {
    let (config, outcome) = try Self.oneLineCoverRun()
    let result = try #require(outcome.results.first)
    let runner = config.runner(for: result.strategy)
    let leaks = FindingGroup<IOSPlatform>.groups(
      result.findings.filter { $0.invariant == .snapshotLeak }, runner: runner)
    expectEqual(
      leaks.map(\.headline),
      [
        "switcherCard shows 'note-field', 'details', 'balance'",
        "switcherSnapshot shows 'note-field', 'details', 'balance'",
      ])
    #expect(
      leaks.map { $0.variants.map(\.finding.trace.eventSummary) } == [
        ["launch · openAppSwitcher"],
        // Since session 34 a leak keeps its capture kind when shrunk, and a trace counts as an earlier finding of its
        // block only in the same kind: the card finding has 54 traces, not 62 (56 since the user's presentSheet is
        // hit-tested: the run's draws moved), and the first snapshot finding is the trip home.
        ["launch · goHome", "launch · lockDevice", "backgroundLaunch · returnToApp · lockDevice"],
      ])
    let evidence = try #require(leaks[1].variants[0].evidence)
    expectEqual(evidence.whatLeaked, "'note-field', 'details', 'balance' in x 0-390, y 84-633 pt of scene A")
    let touches = FindingGroup<IOSPlatform>.groups(
      result.findings.filter { $0.invariant == .touchBlocked }, runner: runner)
    expectEqual(touches.map(\.headline), ["touch on scene A reached <UIView> instead of content"])
    expectEqual(touches[0].variants.count, 1)
    let text = RunReport.text(configuration: config, outcome: outcome)
    #expect(
      text.contains(
        """
          snapshot-leak   BROKEN: 4 distinct signature(s) in 2 finding(s)
            finding 1 of 2 (1 variant): switcherCard shows 'note-field', 'details', 'balance'
            - launch · openAppSwitcher   [new; 58 trace(s), first #0; 2 events, shrunk from 2 in 9 replays]
              switcherCard of scene A at t=0.4 s shows sensitive content at 96 of 160 points
              leaked: 'note-field', 'details', 'balance' in x 0-390, y 84-633 pt of scene A

        """))
    #expect(text.contains("\n5 failure signature(s) across 1 strategy (3 finding(s)); 5 new\n"))
  }

  @Test("numbers do not tell root causes apart")
  func numbersSetAside() {
    #expect(
      FindingGroup<IOSPlatform>.withoutNumbers("card of scene A at t=0.35 s at 96 of 160 points")
        == "card of scene A at t=# s at # of # points")
  }
}
