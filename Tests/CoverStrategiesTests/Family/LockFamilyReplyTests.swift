import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The lock family's answers to a failed LocalAuthentication evaluation (`policy=`, `unlockOn=`,
/// `repromptOn=`) against the platform's outcomes (a failed match, the fallback, the device
/// passcode, a cancel, leaving the app).
@Suite("Lock family: what the lock does with each authentication outcome")
struct LockFamilyReplyTests {
  static let base = "lock[shield=none,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry"

  static func outcome(_ parts: String, _ events: [SystemEvent], profile: String = "iphone-ios17-scenes") throws
    -> String
  {
    try LockFamilyBehaviourTests.outcome(base + parts + "]", events, profile: profile)
  }

  @Test("the new parts print in canonical order only when set, and parse back")
  func names() throws {
    let c = try LockConfiguration(
      parsing: "lock[repromptOn=userFallback,unlockOn=systemCancel+userCancel,policy=biometrics]")
    expectEqual(c.policy, .biometrics)
    expectEqual(c.unlocksOn, [.userCancel, .systemCancel])
    expectEqual(
      c.name,
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,"
        + "policy=biometrics,unlockOn=userCancel+systemCancel,repromptOn=userFallback]")
    try expectEqual(LockConfiguration(parsing: c.name), c)
    #expect(!LockConfiguration().name.contains("policy="))
    #expect(throws: LockConfigurationError.self) { try LockConfiguration(parsing: "lock[unlockOn=never]") }
  }

  @Test("by default a cancel keeps the lock; unlockOn=userCancel takes it down: lock-bypass, by construction")
  func unlockOnCancel() throws {
    let events: [SystemEvent] = [.launch, .faceIDNoMatch, .dismissSystemAlert, .advance(2)]
    try expectEqual(Self.outcome(",rearm=background", events), "holds")
    try expectEqual(
      Self.outcome(",rearm=background,policy=biometrics,unlockOn=userCancel", events),
      "lock-bypass at 2: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(by construction: unlockOn=userCancel takes the lock down on a userCancel reply)")
  }

  @Test("the system's passcode fallback passes a correct lock; leaving from it is a systemCancel")
  func passcodeFallback() throws {
    try expectEqual(
      Self.outcome(
        ",rearm=background", [.launch, .faceIDNoMatch, .faceIDFallback, .enterDevicePasscode, .advance(2)]),
      "holds")
    // Leaving from the passcode UI: the reply is a systemCancel whose main-queue hop, with the app suspended before
    // it runs (queuedWorkRunsBeforeSuspension=false; the default since session 33 runs it first), runs on the
    // return, after the return re-armed the lock: a lock that takes itself down on it is down once the app is back.
    // Without unlockOn the same events hold.
    let leave: [SystemEvent] = [.launch, .faceIDNoMatch, .faceIDFallback, .goHome, .returnToApp, .advance(2)]
    try expectEqual(Self.outcome(",rearm=background", leave), "holds")
    try expectEqual(
      Self.outcome(
        ",rearm=background,unlockOn=systemCancel", leave,
        profile: "iphone-ios17-scenes+queuedWorkRunsBeforeSuspension=false"),
      "lock-bypass at 4: sensitive content visible at 96 of 160 points of scene A zooming back in at t=0.517 s "
        + "while the app is locked (platform: the system cancels the app's Face ID prompt when the app leaves "
        + "(systemCancel); unlockOn=systemCancel takes the lock down on a systemCancel reply)")
  }

  @Test("unlockOn=systemCancel: the cancel at Home takes the lock down and the return within the grace shows the app")
  func unlockOnSystemCancelAtHome() throws {
    let events: [SystemEvent] = [.launch, .goHome, .advance(2), .returnToApp, .advance(2)]
    try expectEqual(Self.outcome(",rearm=background,grace=30", events), "holds")
    let bypass = try Self.outcome(",rearm=background,grace=30,unlockOn=systemCancel", events)
    #expect(bypass.hasPrefix("lock-bypass at 3: "))
    // The platform's cancel decides it with the reply: named, not labelled by construction.
    #expect(
      bypass.hasSuffix(
        "(platform: the system cancels the app's Face ID prompt when the app leaves (systemCancel); "
          + "unlockOn=systemCancel takes the lock down on a systemCancel reply)"))
    #expect(!bypass.contains("by construction"))
  }

  @Test(
    "repromptOn=userCancel asks again on the did-become-active its own prompt gives, after every cancel: reauth-loop")
  func repromptAfterCancel() throws {
    let events: [SystemEvent] = [.launch, .dismissSystemAlert, .dismissSystemAlert, .advance(2)]
    try expectEqual(Self.outcome(",rearm=background", events), "invalid at 2: no system alert is shown")
    try expectEqual(Self.outcome(",rearm=background", [.launch, .dismissSystemAlert, .advance(2)]), "holds")
    // One re-prompt after a cancel is not yet a loop; the second in a row is.
    try expectEqual(Self.outcome(",rearm=background,repromptOn=userCancel", [.launch, .dismissSystemAlert]), "holds")
    let loop = try Self.outcome(",rearm=background,repromptOn=userCancel", events)
    #expect(loop.hasPrefix("reauth-loop at 2: the app asked for Face ID again at t="))
    #expect(loop.contains("right after the user cancelled its prompt"))
    // A lock re-armed by its own resign re-prompts after every cancel with no parameter saying so.
    #expect(try Self.outcome(",rearm=inactive", events).hasPrefix("reauth-loop at 2:"))
  }

  @Test("the biometrics policy after the lockout: biometryLockout leaves an unanswered lock no way in")
  func biometricsLockout() throws {
    let lockout = [SystemEvent](repeating: .faceIDNoMatch, count: Device.biometryLockoutAttempts)
    let parts = ",rearm=background,policy=biometrics"
    // Only the device passcode ends the lockout, which the biometrics policy never offers (LockFallbackTests).
    let blocked = try Self.outcome(parts, [.launch] + lockout + [.advance(2)])
    #expect(blocked.hasPrefix("unlock-blocked at 5: ") && blocked.contains("(LAError.biometryLockout)"))
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "lock[as=window,level=2000,key,hideMain,release=biometry+field,policy=biometrics,unlockOn=biometryLockout]",
        [.launch] + lockout),
      "lock-bypass at 5: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(by construction: unlockOn=biometryLockout takes the lock down on a biometryLockout reply)")
  }

  @Test("the enumeration reaches every reply menu and both policies, past the members it had before")
  func enumeration() {
    let before = 50_688
    expectEqual(LockFamily.member(at: before - 1).policy, .passcode)
    expectEqual(LockFamily.member(at: before).policy, .biometrics)
    expectEqual(LockFamily.member(at: 2 * before).unlocksOn, [.userCancel])
    expectEqual(LockFamily.member(at: 6 * before).repromptsOn, [.userCancel])
  }
}
