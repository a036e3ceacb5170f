import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A run of events a counterexample needs only for the time it takes becomes one `advance` (the s43 new user's
/// report, item c): its messenger's leak shrank to a trace that kept `appCall(timeout1min) · goHome · returnToApp`,
/// whose only use was to let the launch's Face ID prompt animate away.
@Suite("Shrinker: a run of events that only lets time pass becomes one advance")
@MainActor
struct ShrinkAdvanceWindowTests {
  @Test("the messenger's off-then-on leak shrinks from 9 events to 7, the timeout call and the round trip gone")
  func messengerLeakShrinks() throws {
    let script = try AppLogicScript(parsing: ReachProbeTests.example("messenger.logic"))
    let descriptor = try AppLogicStrategy.descriptor(script: script)
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
    // The new user's counterexample, as the base's shrinker left it.
    let found = try [
      "launch", "faceIDMatch", "appCall(timeout1min)", "goHome", "returnToApp", "recordingStart",
      "appCall(screenSecurityOff)", "appCall(screenSecurityOn)", "pushScreen(conversation)",
    ].map { try IOSPlatform.vocabulary.event(parsing: Substring($0)) }
    var shrinker = Shrinker(runner: runner, invariant: .captureLeak)
    let small = shrinker.shrink(found)
    #expect(shrinker.cutoff == nil)
    expectEqual(
      small.map(IOSPlatform.vocabulary.text(of:)),
      [
        "launch", "faceIDMatch", "recordingStart", "advance(2)", "appCall(screenSecurityOff)",
        "appCall(screenSecurityOn)", "pushScreen(conversation)",
      ])
    // With advance turned off (`--weight advance=0`) no window is replaced: the base's 9 events stay.
    var plain = Shrinker(runner: runner, invariant: .captureLeak)
    plain.turnedOff = ["advance"]
    expectEqual(plain.shrink(found).count, 9)
    // The same bug, not another one: the invariant, the settings state, the capture and the views that leaked in it
    // (what groups findings into one, ``FindingGroup``) are the original's.
    guard case .violated(let original) = runner.run(found), case .violated(let shrunk) = runner.run(small) else {
      Issue.record("the original or the shrunk trace no longer breaks")
      return
    }
    expectEqual(shrunk.invariant, original.invariant)
    expectEqual(shrunk.userSettings, original.userSettings)
    let before = try #require(IOSPlatform.evidence(of: found, runner: runner, invariant: .captureLeak))
    let after = try #require(IOSPlatform.evidence(of: small, runner: runner, invariant: .captureLeak))
    expectEqual(after.captureKind, before.captureKind)
    expectEqual(after.views.sorted(), before.views.sorted())
    #expect(!after.views.isEmpty)
  }
}
