import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// `needless-lock`: once passed, a lock asks again only after the app left the foreground.
/// Control Center and the app's own prompts resign the app without a leave (the platform's
/// answer), so a lock re-armed on will-resign-active asks after each of them.
@Suite("needless-lock: a lock asked again with no leave")
struct NeedlessLockTests {
  static func member(rearm: String) -> String {
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=field,rearm=\(rearm)]"
  }
  static let controlCenter: [SystemEvent] = [
    .launch, .enterPasscode, .advance(1), .openControlCenter, .closeControlCenter, .advance(1),
  ]

  @Test("rearm=inactive asks again after Control Center, which resigns the app without it leaving")
  func controlCenterRearms() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member(rearm: "inactive"), Self.controlCenter),
      "needless-lock at 4: the app's lock stood again at t=1.6 s although the app has not left the foreground "
        + "since the user passed it at t=0 s (events since: advance, openControlCenter, closeControlCenter; a resign "
        + "without a leave, its own prompt's included, re-armed it)")
  }

  @Test("the same after Notification Center and a system alert; a leave in between is no finding")
  func otherInterruptions() throws {
    let member = Self.member(rearm: "inactive")
    let nc: [SystemEvent] = [.launch, .enterPasscode, .openNotificationCenter, .closeNotificationCenter]
    #expect(try LockFamilyBehaviourTests.outcome(member, nc).hasPrefix("needless-lock at 3: "))
    let alert: [SystemEvent] = [.launch, .enterPasscode, .systemAlert(.permission), .dismissSystemAlert]
    #expect(try LockFamilyBehaviourTests.outcome(member, alert).hasPrefix("needless-lock at 3: "))
    let left: [SystemEvent] = [.launch, .enterPasscode, .goHome, .returnToApp, .enterPasscode, .advance(1)]
    try expectEqual(LockFamilyBehaviourTests.outcome(member, left), "holds")
  }

  @Test("controls: rearm=background and rearm=launch do not ask after Control Center")
  func controls() throws {
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member(rearm: "background"), Self.controlCenter), "holds")
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member(rearm: "launch"), Self.controlCenter), "holds")
  }

  @Test("a re-arm by the app's own Face ID prompt with no user action is still reported as reauth-loop")
  func reauthLoopFirst() throws {
    let member =
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry+field,rearm=inactive]"
    #expect(
      try LockFamilyBehaviourTests.outcome(member, [.launch, .faceIDMatch, .advance(2)]).hasPrefix("reauth-loop at "))
  }
}
