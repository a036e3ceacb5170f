import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `disable:`'s per-claim form judged by `cannot-disable` (issue 25, a new user's report, thirty-seventh session):
/// what the user turned off is the claims the call names, so an image of those kinds, taken once the app has been
/// active since the call, may not be covered or blank where the app without the script shows its content; the
/// script's other claims stay owed, and `residue` (which compares the whole app) does not judge a part. Before, the
/// check skipped the script and JUnit said "the app has no call that turns the strategy off", which was false.
@MainActor @Suite struct AppLogicClaimDisableJudgedTests: AppLogicScriptChecks {
  /// The outcome of `events` for `text`, as `invariant at step: detail`, `holds` or `invalid`.
  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text))
    switch TraceRunner<IOSPlatform>(strategy: descriptor, profile: .iPhoneScenes).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, _): return "invalid at \(step)"
    }
  }

  /// Two claims, the switcher by a resign blur and screenshots by a secure field; the user's `allowScreenshots`
  /// turns the second off by `offAction`.
  static func script(offAction: String) -> String {
    """
    claims: app-switcher, screenshots
    disable: screenshots=allowScreenshots
    on sceneWillConnect: secure(on)
    on appCall(allowScreenshots): \(offAction)
    on sceneWillResignActive: addCover(blur, tag=7)
    on sceneDidBecomeActive: removeCover(tag=7)
    """
  }

  @Test("a screenshot still blank after the user allowed screenshots breaks cannot-disable; secure(off) holds")
  func releasedClaimJudged() throws {
    let events: [SystemEvent] = [.launch, .appCall("allowScreenshots"), .screenshot]
    // Before: holds (the per-claim form was never judged).
    let kept = try Self.outcome(Self.script(offAction: "set(allowed)"), events)
    #expect(kept.hasPrefix("cannot-disable at 2: after disable of screenshots, the screenshot of scene A at t=0 s"))
    #expect(kept.hasSuffix("that show the app without the strategy"))
    try expectEqual(Self.outcome(Self.script(offAction: "secure(off)"), events), "holds")
    // The claim the user kept: the switcher card is covered by design after the call.
    try expectEqual(
      Self.outcome(Self.script(offAction: "secure(off)"), [.launch, .appCall("allowScreenshots"), .goHome]),
      "holds")
  }

  @Test("JUnit and SARIF: cannot-disable is claimed for a per-claim disable; residue is skipped for a true reason")
  func claimedAndReason() throws {
    let descriptor = try AppLogicStrategy.descriptor(
      script: AppLogicScript(parsing: Self.script(offAction: "secure(off)")))
    #expect(IOSPlatform.claims(descriptor, invariant: .cannotDisable))
    #expect(!IOSPlatform.claims(descriptor, invariant: .residue))
    // Before: "the app has no call that turns the strategy off", printed for this script, which has one.
    expectEqual(
      IOSPlatform.unclaimedReason(.residue),
      "the app has no call that turns the whole strategy off (a call that turns off a claim or the lock leaves "
        + "the rest up by design; cannot-disable judges that part)")
    expectEqual(
      IOSPlatform.unclaimedReason(.cannotDisable), "the app has no call that turns the strategy or a part of it off")
    let plain = try #require(StrategyCatalog.descriptor(named: "cover-window"))
    #expect(!IOSPlatform.claims(plain, invariant: .cannotDisable))
  }
}

extension AppLogicClaimDisableJudgedTests {
  @Test("the claims turned off are not the app's lock: its window over the card while locked holds (s46 breaker)")
  func lockKeptAfterClaimsOff() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/app-logic")
    let messenger = try String(contentsOf: examples.appendingPathComponent("messenger.logic"), encoding: .utf8)
    // Screen Security off, the lock (immediately) kept: the leave locks, and the lock's window covers the card.
    let offThenLeave: [SystemEvent] = [
      .launch, .faceIDMatch, .dismissSystemAlert, .appCall("screenSecurityOff"), .goHome,
    ]
    try expectEqual(Self.outcome(messenger, offThenLeave), "holds")
    // With the lock turned off too, the card shows the app as the app without the script does; an off that forgets
    // its setting keeps the resign cover, which is still found.
    let bothOff: [SystemEvent] = [
      .launch, .faceIDMatch, .dismissSystemAlert, .appCall("appLockOff"), .appCall("screenSecurityOff"), .goHome,
    ]
    try expectEqual(Self.outcome(messenger, bothOff), "holds")
    let forgets = messenger.replacingOccurrences(of: "store(secOff); secure(off)", with: "secure(off)")
    #expect(try Self.outcome(forgets, bothOff).hasPrefix("cannot-disable at 6: after disable of"))
  }
}
