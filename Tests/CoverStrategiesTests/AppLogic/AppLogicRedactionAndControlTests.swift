import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The thirty-first session's new-user words (issue 25): SwiftUI's privacy redaction as state of the view tree
/// (`redact(privacy|placeholder)`, `unredact`, `privacySensitive:`), and an app call that is a control on a screen
/// (`appCall(NAME, screen=SCREEN)`), tapped through the model's hit test.
@MainActor @Suite struct AppLogicRedactionAndControlTests: AppLogicScriptChecks {
  @Test("the words are checked: redact(privacy) needs marked content, one control is on one screen")
  func vocabulary() throws {
    expectEqual(
      Self.error("on scenePhase(inactive): redact(privacy)"),
      "line 1: redact(privacy) redacts only content marked .privacySensitive(), and no screen's is: mark it"
        + " (privacySensitive: root) or redact every text (redact(placeholder))")
    #expect(Self.error("on scenePhase(inactive): redact(placeholder)\non scenePhase(active): unredact") == nil)
    expectEqual(
      Self.error("on scenePhase(inactive): redact(secret)")?.hasPrefix("line 1: redact takes one of privacy"), true)
    expectEqual(
      Self.error("on appCall(demo, screen=settings): set(d)\non appCall(demo): clear(d)"),
      "line 2: appCall(demo) is a control of screen settings (line 1): one control is on one screen, so every"
        + " handler of it says screen=settings")
    expectEqual(
      Self.error("on appCall(demo, scren=settings): set(d)")?.hasPrefix("line 1: appCall takes no argument 'scren'"),
      true)
    #expect(AppLogicStrategy.vocabularyListing.contains("    redact(privacy|placeholder)\n"))
    let script = try AppLogicScript(parsing: "privacySensitive: root\non sceneWillResignActive: redact(privacy)")
    expectEqual(AppLogicStrategy.unavailableRedaction(in: script, onIOS: 15), [])
    expectEqual(
      AppLogicStrategy.unavailableRedaction(in: script, onIOS: 13),
      [
        "redact/unredact (SwiftUI's redacted(reason:), iOS 14+)",
        "privacySensitive: (SwiftUI's privacySensitive(), iOS 15+)",
      ])
    // SwiftUI's App and scenePhase came with iOS 14: no SwiftUI-App profile before it.
    #expect(throws: ProfileError.structureNeedsVersion("swiftui", "14")) { try Profile(named: "iphone-ios13-swiftui") }
  }

  /// The user's fake (`addCover(blur)` at each resign) stranded a view per call; the reason is state, so a second
  /// `redact` draws nothing more, `unredact` restores, and `.privacy` redacts the marked screen's texts only.
  @Test("redact is state: twice is once, unredact restores, .privacy redacts marked content only")
  func redactionIsState() throws {
    func count(_ v: UIView) -> Int {
      v.subviews.reduce(0) { $0 + count($1) + ($1.backgroundColor == .gray && !$1.isUserInteractionEnabled ? 1 : 0) }
    }
    func placeholders(_ d: Device, topScreen: Bool = false) -> Int {
      d.withCurrent {
        let root = d.windowScenes.first.flatMap(d.appWindow(of:))?.rootViewController
        let view = topScreen ? (root as? UINavigationController)?.topViewController?.view : root?.view
        return view.map(count) ?? -1
      }
    }
    // Before iOS 14 no redacted(reason:), before 15 no privacySensitive() (a breaker's iOS 12 and 13 profiles held).
    for (marked, reason, expected, profile) in [
      ("root", "privacy", 3, "iphone-ios17-swiftui"), ("settings", "privacy", 0, "iphone-ios17-swiftui"),
      ("settings", "placeholder", 3, "iphone-ios17-swiftui"), ("root", "placeholder", 0, "iphone-ios13-scenes"),
      ("root", "privacy", 0, "iphone-ios14-swiftui"), ("root", "placeholder", 3, "iphone-ios14-swiftui"),
    ] {
      let strategy = try Self.strategy(
        """
        privacySensitive: \(marked)
        on appCall(hide): redact(\(reason))
        on appCall(show): unredact
        """)
      let d = Device(profile: try Profile(named: profile), strategy: strategy)
      try d.apply(.launch)
      try d.apply(.appCall("hide"))
      try d.apply(.appCall("hide"))
      // The balance, the details and the note field: each covered once.
      #expect(placeholders(d) == expected, "\(marked) \(reason) \(profile)")
      try d.apply(.appCall("show"))
      expectEqual(placeholders(d), 0)
    }
    // A screen pushed while the tree is redacted is drawn redacted at the next update: its recovery words.
    let strategy = try Self.strategy("privacySensitive: root, recovery-phrase\non appCall(hide): redact(privacy)")
    let d = Device(profile: try Profile(named: "iphone-ios17-swiftui"), strategy: strategy)
    try d.apply(.launch)
    try d.apply(.appCall("hide"))
    try d.apply(.pushScreen("recovery-phrase"))
    expectEqual(placeholders(d, topScreen: true), 1)
  }

  /// A demo-mode switch on the root screen: the user taps it only where the hit test reaches the screen, so not
  /// while the app's lock window covers it; a call that is no screen's control is the app's code, as before.
  @Test("a screen's control is a tap: refused while a lock window above takes the touch")
  func controlUnderLockWindowIsRefused() throws {
    let strategy = try Self.strategy(
      """
      claims: nothing
      lock: locked
      on sceneDidEnterBackground: set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on appCall(unlock): clear(locked); hideWindow(lockwin)
      on appCall(demoMode, screen=root): set(demo)
      on appCall(lockNow): set(locked); showWindow(lockwin, level=alert+1, root=lock)
      """)
    expectEqual(strategy.screen(ofAppCall: "demoMode"), "root")
    #expect(strategy.screen(ofAppCall: "lockNow") == nil)
    let d = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: strategy)
    try d.apply(.launch)
    #expect(d.validationError(for: .appCall("demoMode")) == nil)
    try d.apply(.goHome)
    try d.apply(.returnToApp)
    expectEqual(
      d.validationError(for: .appCall("demoMode")),
      "the call is a tap on its screen's control, and a window or controller above that screen takes the touch")
    #expect(d.validationError(for: .appCall("lockNow")) == nil)
    try d.apply(.appCall("unlock"))
    #expect(d.validationError(for: .appCall("demoMode")) == nil)
    try d.apply(.pushScreen("settings"))
    #expect(d.validationError(for: .appCall("demoMode")) != nil)
  }

  /// docs/app-logic.md's lock window with its Unlock button: the tap that releases the lock is the lock's, though
  /// the lock is gone when the step is judged (a breaker's `touch-blocked`, thirty-second session).
  @Test("a tap on the lock's own control that releases it is no touch-blocked")
  func unlockTapIsTheLocks() throws {
    let descriptor = try AppLogicStrategy.descriptor(
      script: AppLogicScript(
        parsing: """
          claims: nothing
          lock: locked
          on sceneDidEnterBackground: set(locked); showWindow(lockwin, level=alert+1, root=lock)
          on unlockTapped: clear(locked); hideWindow(lockwin)
          """))
    let run = TraceRunner(strategy: descriptor, profile: .iPhoneScenes).run([
      .launch, .lockDevice, .unlockDevice, .touch(scene: nil, x: 0.5, y: 0.5),
    ])
    expectEqual(run.verdict, .holds)
  }
}
