import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `needless-cover`: a member that promises no needless cover (`noNeedlessCover`) shows none while the app stays in
/// front. Control Center, system alerts and the Face ID prompt resign the app without a leave (the platform's
/// answer), so a cover raised at will-resign-active comes up under each; one raised at did-enter-background does not.
@Suite("needless-cover: a cover while the app stays in front")
struct NeedlessCoverTests {
  static let resign = "cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy,noNeedlessCover]"
  static let background = "cover[on=background,via=window,level=2001,off=foreground,once,lazy,noNeedlessCover]"

  @Test("a cover raised at will-resign-active shows under Control Center, with the callback that raised it")
  func controlCenter() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.resign, [.launch, .openControlCenter]),
      "needless-cover at 1: the cover shows at 160 of 160 points of scene A on the device's screen while the app "
        + "stays in the foreground under Control Center (inactive, no leave: did-become-active alone ends it); it came "
        + "up after sceneWillResignActive(A) during openControlCenter, which ended at t=0.3 s")
  }

  @Test("and under a permission alert and the Face ID prompt; not under Notification Center at rest")
  func alertsAndFaceID() throws {
    let alert = try LockFamilyBehaviourTests.outcome(Self.resign, [.launch, .systemAlert(.permission)])
    expectEqual(
      alert,
      "needless-cover at 1: the cover shows at 160 of 160 points of scene A on the device's screen while the app "
        + "stays in the foreground under a permission alert (inactive, no leave: did-become-active alone ends it); it "
        + "came up after sceneWillResignActive(A) during systemAlert, which ended at t=0 s")
    #expect(
      try LockFamilyBehaviourTests.outcome(Self.resign, [.launch, .systemAlert(.faceID)]).hasPrefix(
        "needless-cover at 1: "))
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.resign, [.launch, .openNotificationCenter, .closeNotificationCenter]),
      "holds")
  }

  @Test("under Notification Center at rest only when the unverified Cover Sheet flag is off")
  func notificationCenterFlag() throws {
    let events: [SystemEvent] = [.launch, .openNotificationCenter]
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.resign, events), "holds")
    let strategy = try #require(StrategyCatalog.descriptor(named: Self.resign))
    var profile = try Profile(named: "iphone-ios17-scenes")
    profile.flags.notificationCenterHidesApp = false
    guard case .violated(let v) = TraceRunner(strategy: strategy, profile: profile).run(events) else {
      Issue.record("expected needless-cover with notificationCenterHidesApp=false")
      return
    }
    expectEqual(v.invariant, .needlessCover)
    #expect(v.detail.contains("under Notification Center (inactive, no leave"), "\(v.detail)")
  }

  @Test("the open switcher and a trip home are leaves: no finding")
  func leaves() throws {
    let events: [SystemEvent] = [.launch, .openAppSwitcher, .closeAppSwitcher, .goHome, .returnToApp, .lockDevice]
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.resign, events), "holds")
  }

  @Test("control: raised at did-enter-background, the cover keeps the promise (and leaks the live card instead)")
  func backgroundControl() throws {
    let events: [SystemEvent] = [
      .launch, .openControlCenter, .closeControlCenter, .systemAlert(.permission), .dismissSystemAlert, .goHome,
      .returnToApp,
    ]
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.background, events), "holds")
    #expect(
      try LockFamilyBehaviourTests.outcome(Self.background, [.launch, .openAppSwitcher]).hasPrefix(
        "snapshot-leak at 1: "))
  }

  @Test("opt-in: the same resign member without the flag claims nothing of it and holds under Control Center")
  func optIn() throws {
    let plain = "cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy]"
    try expectEqual(LockFamilyBehaviourTests.outcome(plain, [.launch, .openControlCenter]), "holds")
    let declared = try #require(StrategyCatalog.descriptor(named: Self.resign))
    let undeclared = try #require(StrategyCatalog.descriptor(named: plain))
    #expect(IOSPlatform.claims(declared, invariant: .needlessCover))
    #expect(!IOSPlatform.claims(undeclared, invariant: .needlessCover))
    expectEqual(declared.name, Self.resign)
  }

  @Test("background-cover-window (corona-warn-app's cover at did-enter-background) declares it and holds under prompts")
  func builtInDeclares() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "background-cover-window"))
    #expect(IOSPlatform.claims(strategy, invariant: .needlessCover))
    let events: [SystemEvent] = [.launch, .openControlCenter, .closeControlCenter, .systemAlert(.faceID), .goHome]
    try expectEqual(
      LockFamilyBehaviourTests.outcome("background-cover-window", events, profile: "iphone-ios13-scenes"), "holds"
    )
  }

  @Test("the callback named is the one after which the drawing changed: the app-level note for an appNote member")
  func appNoteCallback() throws {
    let member = "cover[on=appNote,via=window,level=2001,off=appNote,lazy,noNeedlessCover]"
    let outcome = try LockFamilyBehaviourTests.outcome(member, [.launch, .openControlCenter])
    #expect(
      outcome.hasSuffix(
        "it came up after post UIApplicationWillResignActiveNotification during openControlCenter, which ended at "
          + "t=0.3 s"))
  }

  @Test(
    "the lock family declares it too: a shield at resign shows under Control Center once passed, one at background does not"
  )
  func lockShield() throws {
    func member(_ shield: String) -> String {
      "lock[shield=\(shield),when=launch+becomeActive,as=window,level=2000,key,hideMain,release=field,"
        + "rearm=background,noNeedlessCover]"
    }
    let events: [SystemEvent] = [.launch, .enterPasscode, .advance(1), .openControlCenter]
    let resign = try LockFamilyBehaviourTests.outcome(member("resign"), events)
    expectEqual(
      resign,
      "needless-cover at 3: the cover shows at 160 of 160 points of scene A on the device's screen while the app "
        + "stays in the foreground under Control Center (inactive, no leave: did-become-active alone ends it); it came "
        + "up after sceneWillResignActive(A) during openControlCenter, which ended at t=1.3 s")
    try expectEqual(LockFamilyBehaviourTests.outcome(member("background"), events + [.closeControlCenter]), "holds")
  }

  @Test("a trade-off, not a leak: severity 2.0 and a SARIF note")
  func severity() {
    let rule = SecurityRule.rule(Invariant.needlessCover, captureKind: nil, of: IOSPlatform.self)
    expectEqual(rule.severity, 2.0)
    expectEqual(rule.level, "note")
    expectEqual(SecurityRule.rule(Invariant.strandedCover, captureKind: nil, of: IOSPlatform.self).level, "warning")
  }
}
