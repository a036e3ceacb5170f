import AndroidModel
import AndroidStrategies
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A run with `--weight showWindow=0` said `capture-leak not checked (no trace took a screenshot or a recording)`
/// while its traces took both: Android's session recorded no capture kind, so every claimed one read as untaken.
@Suite("Android records the kinds of capture its traces took")
@MainActor
struct AndroidCapturedKindsTests {
  @Test("a screenshot and a recording are taken kinds; a trace without either took none")
  func screenshotAndRecording() throws {
    let strategy = try #require(AndroidPlatform.builtIn.strategy(named: "secure-flag-on-create"))
    let runner = TraceRunner<AndroidPlatform>(strategy: strategy, profile: strategy.defaultProfile)
    let session = AndroidSession(runner: runner)
    _ = session.step(0, .launch, observe: nil)
    #expect(session.capturedKinds.isEmpty)
    for (i, event) in [AndroidEvent.screenshot, .recordingStart].enumerated() {
      _ = session.step(i + 1, event, observe: nil)
    }
    expectEqual(session.capturedKinds, ["screenshot", "recording"])
  }
}

/// API 24/25 read `recents-leak held` for a secure strategy whose Recents images were never judged: the thumbnail
/// screenshot was refused and no card was recorded (a run with a class weighted 0 said `not checked`). The card
/// Recents shows without a thumbnail is now the image judged.
@Suite("Below API 26 a secure task's Recents card is judged")
@MainActor
struct AndroidBlankCardCheckedTests {
  @Test("launch · openRecents on API 24 and 25 takes a Recents thumbnail kind", arguments: [24, 25])
  func theCardIsATakenKind(api: Int) throws {
    let strategy = try #require(AndroidPlatform.builtIn.strategy(named: "recommended"))
    let runner = TraceRunner<AndroidPlatform>(strategy: strategy, profile: AndroidProfile(apiLevel: api))
    let session = AndroidSession(runner: runner)
    _ = session.step(0, .launch, observe: nil)
    _ = session.step(1, .openRecents, observe: nil)
    expectEqual(session.capturedKinds, ["recentsThumbnail"])
  }

  @Test("a run with a class weighted 0 checks recommended's recents-leak on API 24")
  func weightedRunChecksRecents() throws {
    let strategy = try #require(AndroidPlatform.builtIn.strategy(named: "recommended"))
    var run = RunConfiguration<AndroidPlatform>(strategies: [strategy])
    run.profile = AndroidProfile(apiLevel: 24)
    run.tracesPerStrategy = 20
    run.corpusDirectory = nil
    run.weightOverrides = [("rotate", 0)]
    let outcome = try Campaign(configuration: run).run().outcome
    let verdicts = RunVerdicts(outcome: outcome, plannedTraces: run.plannedTracesPerStrategy)
    let cell = try #require(verdicts.rows.first?.cells.first { $0.invariant == .recentsLeak })
    expectEqual(outcome.results[0].capturedKinds?.contains("recentsThumbnail"), true)
    expectEqual(cell.status, .held)
    #expect(cell.uncheckedReason == nil)
  }
}
