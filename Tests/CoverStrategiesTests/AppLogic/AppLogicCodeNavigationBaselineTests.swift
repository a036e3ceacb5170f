import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The baseline device (the app without the script) navigates as the script's own app code does
/// (``ShieldModel/CodeNavigation``): a touch on a screen the app's code pushed is compared on that screen, and a cover
/// left over it is still `touch-blocked`. Before the forty-third session the baseline stayed on root: docs/app-logic.md's
/// own screens example broke touch-blocked ("reached card instead of root").
@MainActor @Suite struct AppLogicCodeNavigationBaselineTests: AppLogicScriptChecks {
  /// docs/app-logic.md's screens example: a cover at resign while root shows, and the app's own control pushing card.
  static let docsExample =
    AppLogicScriptScreensTests.rootOnlyCover + "\non appCall(openCard): push(card, animated=false)"
  /// A tap in the middle of the first scene.
  static let tap = SystemEvent.touch(scene: nil, x: 0.5, y: 0.5)
  /// `touch-blocked` alone.
  static let touchOnly = InvariantSelection<Invariant>(only: [.touchBlocked])

  @Test("docs/app-logic.md's screens example: a tap on the card the app's code pushed holds")
  func docsExampleHolds() throws {
    try expectEqual(
      Self.scriptOutcome(
        Self.docsExample, [.launch, .appCall("openCard"), Self.tap], profile: "iphone-ios17-scenes"),
      "holds")
    // The trace's own push was compared on card already; the code's push now is too, and a pop brings both back.
    let back = Self.docsExample + "\non appCall(back): pop"
    try expectEqual(
      Self.scriptOutcome(
        back, [.launch, .appCall("openCard"), .appCall("back"), Self.tap], profile: "iphone-ios17-scenes"), "holds")
  }

  @Test("a cover stranded over the card the app's code pushed is still touch-blocked, named against card")
  func strandedCoverOverPushedScreen() throws {
    // The cover goes up at resign with tag 1 and the code removes tag 2: it stays over card. Before the baseline
    // followed the push the detail compared with root ("instead of root").
    let stranded = """
      claims: app-switcher
      screens: root(sensitive), card(sensitive)
      on sceneWillResignActive: addCover(view, tag=1)
      on sceneDidBecomeActive: removeCover(tag=2)
      on appCall(openCard): push(card, animated=false)
      """
    let events: [SystemEvent] = [.launch, .appCall("openCard"), .goHome, .returnToApp, Self.tap]
    try expectEqual(
      Self.scriptOutcome(stranded, events, profile: "iphone-ios17-scenes", invariants: Self.touchOnly),
      "touch-blocked at 4: touch on scene A reached <UIView> instead of card")
  }

  @Test("a pop to root the app's code makes in the background is the baseline's too: the tap on return holds")
  func popToRootAtBackground() throws {
    let script = Self.docsExample + "\non sceneDidEnterBackground: popToRoot"
    let events: [SystemEvent] = [.launch, .appCall("openCard"), .goHome, .returnToApp, Self.tap]
    try expectEqual(
      Self.scriptOutcome(script, events, profile: "iphone-ios17-scenes", invariants: Self.touchOnly), "holds")
  }

  @Test("focus-lost compares with the same navigation: the app's own push over its focused field is no loss")
  func focusAfterCodePush() throws {
    // In the sample app: the push takes root's field off the window, which resigns on both devices alike (before,
    // "scene A has first responder none instead of note-field").
    let script = "claims: app-switcher\non appCall(openSettings): push(settings, animated=false)"
    try expectEqual(
      Self.scriptOutcome(
        script, [.launch, .keyboardShow, .appCall("openSettings")], profile: "iphone-ios17-scenes"), "holds")
  }

  @Test("only the app's screens are noted: push(lock) and the pop that takes the lock off are the lock's own")
  func lockMovesNotNoted() throws {
    let script = """
      claims: nothing
      screens: root(sensitive), card(sensitive)
      lock: locked
      on appCall(lockNow): set(locked); push(lock, animated=false)
      on appCall(unlockNow): clear(locked); pop
      on appCall(openCard): push(card, animated=false)
      on appCall(home): popToRoot
      """
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: script))
    let device = Device(
      profile: .iPhoneScenes, strategy: descriptor.make(), app: IOSPlatform.app(for: descriptor))
    try device.apply(.launch)
    try device.apply(.appCall("lockNow"))
    try device.apply(.appCall("unlockNow"))
    #expect(device.takeCodeNavigations().isEmpty)
    try device.apply(.appCall("openCard"))
    try device.apply(.appCall("lockNow"))
    try device.apply(.appCall("unlockNow"))
    try device.apply(.appCall("home"))
    expectEqual(
      device.takeCodeNavigations(),
      [CodeNavigation(.push("card"), scene: "A"), CodeNavigation(.popToRoot, scene: "A")])
    expectEqual(device.appScreenStack, ["root"])
  }
}
