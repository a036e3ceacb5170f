import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// Each dimension of the lock family with a member the platform fails and one it holds, and the
/// verdicts a parameter decides alone, labelled by construction.
@Suite("Lock family: what each dimension does on the model")
struct LockFamilyBehaviourTests {
  /// The outcome of `events` for the lock `name` on `profile`, as one line.
  static func outcome(_ name: String, _ events: [SystemEvent], profile: String = "iphone-ios17-scenes") throws
    -> String
  {
    let strategy = try #require(StrategyCatalog.descriptor(named: name))
    let runner = TraceRunner(strategy: strategy, profile: try Profile(named: profile))
    switch runner.run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
    }
  }

  @Test("as: a lock presented from the root is not shown while the root presents; a lock window is")
  func placement() throws {
    let events: [SystemEvent] = [.launch, .enterPasscode, .presentSheet(.sheet), .goHome, .returnToApp]
    try expectEqual(
      Self.outcome(
        "lock[shield=none,when=launch+background,as=present,from=root,style=fullScreen,release=keypad]", events),
      "lock-bypass at 4: sensitive content visible at 40 of 160 points of scene A zooming back in at t=0.5 s "
        + "while the app is locked")
    try expectEqual(
      Self.outcome("lock[shield=none,when=launch+background,as=window,release=keypad]", events + [.enterPasscode]),
      "holds")
  }

  @Test("as: a SwiftUI overlay is in the root view, below the app's own sheet")
  func swiftUIOverlay() throws {
    try expectEqual(
      Self.outcome(
        "lock[as=swiftui,release=keypad]", [.launch, .presentSheet(.sheet)], profile: "iphone-ios17-swiftui"),
      "lock-bypass at 1: sensitive content visible at 40 of 160 points of scene A while the app is locked")
    try expectEqual(
      Self.outcome("lock[as=swiftui,release=keypad]", [.launch, .enterPasscode], profile: "iphone-ios17-swiftui"),
      "holds")
  }

  @Test("when: will-enter-foreground alone misses an app-delegate app's launch, not a scene app's")
  func whenForeground() throws {
    let lock = "lock[when=foreground,as=subview,of=window0,release=field]"
    try expectEqual(
      Self.outcome(lock, [.launch], profile: "iphone-ios17-appdelegate"),
      "lock-bypass at 0: sensitive content visible at 96 of 160 points of scene A while the app is locked")
    try expectEqual(Self.outcome(lock, [.launch, .enterPasscode]), "holds")
  }

  @Test("when: no launch or return moment leaves a new process unlocked, by construction")
  func whenByConstruction() throws {
    try expectEqual(
      Self.outcome("lock[when=background,release=keypad]", [.launch]),
      "lock-bypass at 0: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(by construction: when=background has no launch or return moment: a new process shows no lock)")
  }

  @Test("release: Face ID matched while the lock is still presented in: UIKit ignores the dismissal (stranded)")
  func replyBeforeTheLockIsUp() throws {
    let animated = "lock[as=present,from=top,style=fullScreen,release=biometry,animated]"
    try expectEqual(
      Self.outcome(animated, [.launch, .faceIDMatch]),
      "stranded-cover at 2: cover visible at 160 of 160 points of active scene A after settling: view UIView in"
        + " window 0 (UIWindow, level normal) (added by lock[shield=resign,when=launch+becomeActive,as=present,from=top,"
        + "style=fullScreen,release=biometry,rearm=background,animated])")
    try expectEqual(
      Self.outcome("lock[as=present,from=top,style=fullScreen,release=biometry]", [.launch, .faceIDMatch]),
      "holds")
  }

  @Test("release: the user's cancel leaves the lock up; its Unlock button asks again; the match lets the user in")
  func retry() throws {
    let signal = "lock[as=window,level=1002,key,hideMain,release=biometry]"
    try expectEqual(
      Self.outcome(signal, [.launch, .dismissSystemAlert, .touch(scene: nil, x: 0.5, y: 0.5), .faceIDMatch]),
      "holds")
    // After the cancel nothing asks again by itself: the prompt is gone and the lock stays.
    try expectEqual(
      Self.outcome(signal, [.launch, .dismissSystemAlert, .faceIDMatch]),
      "invalid at 2: the app's Face ID prompt is not shown")
  }

  @Test("release=none dismisses the lock without authentication, by construction")
  func releaseNone() throws {
    try expectEqual(
      Self.outcome("lock[when=launch+background,as=present,from=root,style=fullScreen,release=none]", [.launch]),
      "lock-bypass at 0: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(by construction: release=none dismisses the lock without authentication)")
  }

  @Test("the violation carries the deciding parameter apart from its detail; platform verdicts carry none")
  func byConstructionField() throws {
    func violation(_ name: String, _ events: [SystemEvent]) throws -> Violation<IOSPlatform>? {
      let runner = TraceRunner(
        strategy: try #require(StrategyCatalog.descriptor(named: name)),
        profile: try Profile(named: "iphone-ios17-scenes"))
      if case .violated(let v) = runner.run(events) { return v }
      return nil
    }
    let none = try violation(
      "lock[when=launch+background,as=present,from=root,style=fullScreen,release=none]", [.launch])
    expectEqual(none?.byConstruction, "release=none dismisses the lock without authentication")
    let sheet = try violation("sheet-app-lock", [.launch, .dismissSheet])
    #expect(sheet?.invariant == .lockBypass && sheet?.byConstruction == nil)
  }

  @Test("rearm: armed from will-resign-active, the lock re-arms on its own Face ID prompt (reauth-loop)")
  func rearmInactive() throws {
    // The matched prompt animates away for faceIDDismissal (1.5 s by default); did-become-active,
    // which re-asks, comes once it has gone.
    let dismissal = PlatformTimings().faceIDDismissal
    expectEqual(dismissal, 1.5)
    let loop =
      "the app asked for Face ID again at t=1.5 s right after a successful match, "
      + "with no user action between: its lock re-armed on its own prompt"
    try expectEqual(
      Self.outcome("lock[release=biometry,rearm=inactive]", [.launch, .faceIDMatch, .advance(dismissal)]),
      "reauth-loop at 2: \(loop)")
    // One second in, the prompt is still going: the request comes at the run's settling (step 3).
    try expectEqual(
      Self.outcome("lock[release=biometry,rearm=inactive]", [.launch, .faceIDMatch, .advance(1)]),
      "reauth-loop at 3: \(loop)")
    try expectEqual(
      Self.outcome("lock[release=biometry,rearm=background]", [.launch, .faceIDMatch, .advance(dismissal)]),
      "holds")
  }

  @Test("rearm: the grace keeps the lock down after a short absence and arms it after a long one")
  func grace() throws {
    let lock = "lock[when=launch+foreground,release=keypad,grace=30]"
    try expectEqual(Self.outcome(lock, [.launch, .enterPasscode, .goHome, .advance(10), .returnToApp]), "holds")
    try expectEqual(
      Self.outcome(lock, [.launch, .enterPasscode, .goHome, .advance(60), .returnToApp, .enterPasscode]), "holds")
    // Armed on the long absence: the keypad is there to type into; on the short one it is not.
    #expect(
      try Self.outcome(lock, [.launch, .enterPasscode, .goHome, .advance(10), .returnToApp, .enterPasscode])
        .hasPrefix("invalid at 5: no passcode entry"))
  }

  @Test("rearm: with timedLaunch a relaunch within the grace forgets a lock the killed process left unpassed")
  func timedLaunch() throws {
    let events: [SystemEvent] = [.launch, .goHome, .advance(1), .terminateApp, .launch]
    try expectEqual(
      Self.outcome("lock[when=launch+foreground,release=keypad,grace=30,timedLaunch]", events),
      "lock-bypass at 4: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(by construction: timedLaunch decides a launch by the grace timer alone: the lock a killed process left "
        + "unpassed is not shown)")
    try expectEqual(
      Self.outcome("lock[when=launch+foreground,release=keypad,grace=30]", events + [.enterPasscode]), "holds")
  }

  @Test("shield: at did-enter-background it misses the live switcher card; at will-resign-active it covers it")
  func shield() throws {
    try expectEqual(
      Self.outcome("lock[shield=background,release=keypad]", [.launch, .enterPasscode, .openAppSwitcher]),
      "snapshot-leak at 2: switcherCard of scene A at t=0.4 s shows sensitive content at 96 of 160 points")
    try expectEqual(
      Self.outcome(
        "lock[shield=resign,release=keypad]", [.launch, .enterPasscode, .openAppSwitcher, .closeAppSwitcher]),
      "holds")
  }

  @Test(
    "hygiene: a lock window made key takes the keyboard and gives it back at the unlock; one only shown leaves the keyboard over its keypad; Signal's restore holds"
  )
  func keyWindow() throws {
    let events: [SystemEvent] = [.launch, .enterPasscode, .keyboardShow, .goHome, .returnToApp, .enterPasscode]
    try expectEqual(Self.outcome("lock[when=launch+background,as=window,key,release=keypad]", events), "holds")
    // C87: the keyboard's window, above the lock's level, stays over it once the lock is up, and
    // its keys type into the field behind the lock (LockKeyInputTests).
    try expectEqual(
      Self.outcome("lock[shield=none,when=launch+background,as=window,release=keypad]", events),
      "lock-bypass at 4: the keyboard of note-field lies above the lock in scene A: note-field keeps first "
        + "responder behind the lock, so keys reach locked content while the app is locked")
    try expectEqual(
      Self.outcome("lock[when=launch+background,as=window,release=keypad,restoreResponder]", events), "holds")
    try expectEqual(
      Self.outcome("lock[when=launch+background,as=window,release=keypad,endEditing]", events),
      "focus-lost at 5: scene A has first responder none instead of note-field")
  }

  @Test("the promise outlives the process: a lock left unpassed is known to the next launch")
  func promisePersisted() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "window-app-lock"))
    let runner = TraceRunner(strategy: strategy, profile: try Profile(named: "iphone-ios17-scenes"))
    let session = runner.makeSession()
    for e: SystemEvent in [.launch, .goHome, .advance(1), .terminateApp] { try session.device.apply(e) }
    #expect(session.device.userDefaults.bool(forKey: "lockFamily.unpassed"))
    try session.device.apply(.launch)
    #expect(session.device.isAppLocked)
    try session.device.apply(.enterPasscode)
    #expect(!session.device.isAppLocked)
    #expect(!session.device.userDefaults.bool(forKey: "lockFamily.unpassed"))
  }
}
