import AndroidModel
import AndroidStrategies
import AppLogic
import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A script's handlers and switches as probes (issue 25, the s43 new user's messenger, Examples/app-logic/messenger
/// and android/messenger): a handler whose condition needs the script's own setters (a stored choice, a leave that
/// stamps, a wait), and a switch turned off then on while a screen stays open, are each a short trace the run checks
/// first (``AppLogic/AppLogicScript/reachProbes(words:)``).
@MainActor @Suite("Generation: probes a script's handlers and switches declare")
struct ReachProbeTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/app-logic")

  /// The example at `path` under Examples/app-logic.
  static func example(_ path: String) throws -> String {
    try String(contentsOf: examples.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("the messenger's probes: the switch round trips, then the relocks' combinations, in iOS's words")
  func messengerProbes() throws {
    let probes = try ProbeTraceTests.iOSDescriptor(Self.example("messenger.logic")).probeTraces
      .map { $0.joined(separator: " · ") }
    let start = "launch · faceIDMatch · dismissSystemAlert · "
    // The lockSetting: probes come first, as before (six: two waits), then the new ones.
    expectEqual(probes.count, 13)
    #expect(
      Array(probes.dropFirst(6)) == [
        // A push of the screen already shown (the calls' root) is refused where it falls, and skipped.
        start + "pushScreen(root) · appCall(screenSecurityOff) · pushScreen(root) · appCall(screenSecurityOn)"
          + " · screenshot · pushScreen(conversation) · screenshot · goHome",
        start
          + "appCall(appLockOff) · appCall(appLockOn) · screenshot · pushScreen(conversation) · screenshot · goHome",
        // Line 11's and line 15's other way (`not(stored(secOff))` false): at a launch, at a leave.
        start + "pushScreen(root) · appCall(screenSecurityOff) · goHome · terminateApp · launch · screenshot · goHome",
        start + "pushScreen(root) · appCall(screenSecurityOff) · goHome · returnToApp · screenshot · goHome",
        // Line 29's other way (`not(stored(t1min))` false), then lines 30 and 31 (their stored choice, the leave
        // that stamps `left`, the wait past it).
        start + "appCall(timeout1min) · goHome · returnToApp · screenshot · goHome",
        start + "appCall(timeout1min) · goHome · advance(61) · returnToApp · screenshot · goHome",
        start + "appCall(timeout15min) · goHome · advance(901) · returnToApp · screenshot · goHome",
      ])
  }

  @Test("a script without setters or waits in its conditions has no new probes: its runs are as before")
  func noSettersNoProbes() throws {
    let text = """
      claims: app-switcher
      lock: locked
      on sceneWillResignActive: addCover(blur, tag=9)
      on sceneDidBecomeActive: removeCover(tag=9)
      on sceneDidEnterBackground: set(locked)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): clear(locked)
      """
    #expect(try ProbeTraceTests.iOSDescriptor(text).probeTraces.isEmpty)
    #expect(try ProbeTraceTests.iOSDescriptor(Self.example("resign-cover.logic")).probeTraces.isEmpty)
  }

  @Test("run finds the planted off-then-on bug and reaches the relocks in the first block, both platforms")
  func messengerPlantedBugFound() throws {
    let relocks = [30, 31]
    for seed: UInt64 in 1...3 {
      let iOSDescriptor = try ProbeTraceTests.iOSDescriptor(Self.example("messenger.logic"))
      let iOS = ProbeTraceTests.firstBlock(iOSDescriptor, seed: seed, as: IOSPlatform.self)
      // Before the probes: first found at trace 260 (seed 20261129), not in 1,000 on Android.
      expectEqual(iOS.failures.first { Self.isPlanted($0) }?.index, 6)
      let unreached = StrategyResult<IOSPlatform>.unreached(iOSDescriptor.scriptBranches, iOS.scriptBranchBits)
      #expect(!unreached.contains { relocks.contains($0.line) && $0.kind == .ran })
      let androidDescriptor = try ProbeTraceTests.androidDescriptor(Self.example("android/messenger.txt"))
      let android = ProbeTraceTests.firstBlock(androidDescriptor, seed: seed, as: AndroidPlatform.self)
      expectEqual(android.failures.first { Self.isPlanted($0) }?.index, 6)
      let androidUnreached = StrategyResult<AndroidPlatform>.unreached(
        androidDescriptor.scriptBranches, android.scriptBranchBits)
      #expect(!androidUnreached.contains { [34, 35].contains($0.line) && $0.kind == .ran })
    }
    let fixed = ProbeTraceTests.firstBlock(
      try ProbeTraceTests.iOSDescriptor(Self.example("messenger-fixed.logic")), seed: 1, as: IOSPlatform.self)
    // The fixed app's round trip (trace 6) holds: the leak was the planted bug's, not the probe's.
    #expect(!fixed.failures.contains { $0.index == 6 })
    let fixedAndroid = ProbeTraceTests.firstBlock(
      try ProbeTraceTests.androidDescriptor(Self.example("android/messenger-fixed.txt")), seed: 1,
      as: AndroidPlatform.self)
    #expect(!fixedAndroid.failures.contains { $0.index == 6 })
  }

  /// Whether a failure is the planted bug: a capture leak whose trace turns Screen Security off and on again.
  static func isPlanted<Host: Platform>(_ failure: FailureRecord<Host>) -> Bool {
    let events = failure.events.map(Host.vocabulary.text(of:))
    return failure.invariant.rawValue == "capture-leak" && events.contains("appCall(screenSecurityOff)")
      && events.contains("appCall(screenSecurityOn)")
  }
}
