import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// `reuse=N`: the lock's code sets its `LAContext`'s `touchIDAuthenticationAllowableReuseDuration`.
/// Whether an ask then prompts is LocalAuthentication's answer (``Device/reusableUnlock(within:)``):
/// within N seconds of a device unlock by biometry it succeeds with no prompt. The unlock that
/// brought the user back is the user's act; one from before the app's last leave is not, and the
/// promise stands over the content it lets in.
@Suite("Lock family: a code that sets the LAContext reuse window")
struct LockReuseTests {
  static let member =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background"
  /// Passed at launch, then the device locked and unlocked over the app (Face ID at the Lock Screen).
  static let unlockOverApp: [SystemEvent] = [
    .launch, .faceIDMatch, .advance(1), .lockDevice, .unlockDevice, .advance(1),
  ]

  @Test("the device unlock that brings the user back passes the lock with no prompt: holds")
  func unlockBringsUserBack() throws {
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member + ",reuse=60]", Self.unlockOverApp), "holds")
  }

  @Test("a leave and return inside the window after that unlock: no prompt, lock-bypass naming the platform fact")
  func unlockBeforeLeaveIsReused() throws {
    let events = Self.unlockOverApp + [.goHome, .returnToApp, .advance(1)]
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member + ",reuse=60]", events),
      "lock-bypass at 7: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(platform: an LAContext whose touchIDAuthenticationAllowableReuseDuration (reuse=60) covers the device "
        + "unlock by biometry succeeds with no prompt (reuseDurationCoversFaceID on Face ID): that unlock came "
        + "before the app's leave)")
  }

  @Test("controls: past the window, no window, or Face ID's unlock not reused: the return prompts, holds")
  func controls() throws {
    let late = Self.unlockOverApp + [.advance(60), .goHome, .returnToApp, .advance(1), .faceIDMatch]
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member + ",reuse=60]", late), "holds")
    let soon = Self.unlockOverApp + [.goHome, .returnToApp, .advance(1), .faceIDMatch]
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member + "]", soon), "holds")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        Self.member + ",reuse=60]", soon, profile: "iphone-ios17-scenes+reuseDurationCoversFaceID=false"), "holds")
  }

  @Test("the name prints reuse= after lockView= and parses back; bad values and a release without Face ID refuse it")
  func names() throws {
    let c = try LockConfiguration(parsing: "lock[reuse=30,lockView=clear]")
    expectEqual(c.reuseDuration, 30)
    expectEqual(
      c.name,
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,"
        + "rearm=background,lockView=clear,reuse=30]")
    try expectEqual(LockConfiguration(parsing: c.name), c)
    for (text, reason) in [
      ("lock[reuse=0]", "'reuse=0': expected reuse=N seconds, 0 < N <= 3600"),
      ("lock[reuse=x]", "'reuse=x': expected reuse=N seconds, 0 < N <= 3600"),
      ("lock[release=keypad,reuse=10]", "'reuse=': only with a release that uses Face ID (release=biometry...)"),
    ] {
      #expect(
        performing: { try LockConfiguration(parsing: text) },
        throws: { ($0 as? LockConfigurationError)?.reason == reason })
    }
  }
}
