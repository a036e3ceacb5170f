import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// The sample's recovery phrase pushed over the banking screen: rows 3-8 hold the words.
nonisolated let recoveryPortrait = rows(("........", 3), ("SSSSSSSS", 6), ("........", 11))

@Suite("The app's own navigation: screens pushed and popped by its code")
struct AppNavigationTests {
  @Test("pushScreen shows another screen and changes what is sensitive; popScreen and popToRoot come back")
  func pushAndPop() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    expectEqual(d.render(scene, for: .display).rendering, samplePortrait)
    try d.apply(.pushScreen("settings"))
    #expect(!d.render(scene, for: .display).showsSensitiveContent)
    expectEqual(d.appScreenStack, ["root", "settings"])
    try d.apply(.pushScreen("recovery-phrase"))
    expectEqual(d.render(scene, for: .display).rendering, recoveryPortrait)
    try d.apply(.popScreen)
    #expect(d.appScreenStack == ["root", "settings"] && !d.render(scene, for: .display).showsSensitiveContent)
    try d.apply(.pushScreen("recovery-phrase"), .popToRoot)
    #expect(d.appScreenStack == ["root"] && d.appNavigationDepth == 1)
    expectEqual(d.render(scene, for: .display).rendering, samplePortrait)
  }

  @Test("app code navigates whenever it runs: inactive under the switcher, in the background until suspended")
  func validWhileAppCodeRuns() throws {
    let d = try launched()
    try d.apply(.openAppSwitcher, .pushScreen("settings"))
    expectEqual(d.appScreenStack, ["root", "settings"])
    try d.apply(.closeAppSwitcher, .goHome, .advance(1))
    // Suspended after the snapshot: no app code runs.
    expectEqual(d.validationError(for: .popScreen), SuspensionTests.text)
    let fresh = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: nil)
    expectEqual(fresh.validationError(for: .pushScreen("settings")), "the app has not been launched")
  }

  @Test("refusals: an unknown screen, nothing to pop, an app of one screen")
  func refusals() throws {
    let d = try launched()
    expectEqual(d.validationError(for: .pushScreen("vault")), "the app has no screen of that name")
    expectEqual(d.validationError(for: .popScreen), "the app shows its first screen")
    expectEqual(d.validationError(for: .popToRoot), "the app shows its first screen")
    let oneScreen = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: nil, app: memoApp)
    try oneScreen.apply(.launch)
    expectEqual(oneScreen.validationError(for: .pushScreen("settings")), "the app has no other screen to navigate to")
    // An app of one screen keeps its screen as the window's root, as before screens existed.
    #expect(oneScreen.mainWindow()?.rootViewController is DescribedViewController)
  }

  @Test("a view app code added to the navigation controller's view stays above the screens it swaps")
  func containerKeepsAddedViews() throws {
    let d = try launched()
    let nav = try #require(d.mainWindow()?.rootViewController as? UINavigationController)
    let cover = d.withCurrent { () -> UIView in
      let v = UIView(frame: nav.view.bounds)
      nav.view.addSubview(v)
      return v
    }
    try d.apply(.pushScreen("recovery-phrase"))
    #expect(nav.view.subviews.count == 2 && nav.view.subviews.last === cover)
    #expect(nav.view.subviews.first === nav.topViewController?.view)
  }

  @Test("the typing field leaves with its screen: its first responder resigns, keyboardShow finds no field")
  func focusLeavesWithScreen() throws {
    let d = try launched()
    try d.apply(.keyboardShow)
    #expect(d.keyboard.firstResponder != nil)
    try d.apply(.pushScreen("settings"))
    #expect(d.keyboard.firstResponder == nil)
    // No field under the tap: keyboardShow is refused (F5), and nothing takes first responder.
    #expect(d.validationError(for: .keyboardShow) != nil)
    #expect(d.keyboard.firstResponder == nil)
    try d.apply(.popScreen, .keyboardShow)
    expectEqual(d.keyboard.firstResponder?.accessibilityIdentifier, "note-field")
  }

  @Test("visibleViewController is a controller presented on the navigation controller, else the top")
  func visibleController() throws {
    let d = try launched()
    let nav = try #require(d.mainWindow()?.rootViewController as? UINavigationController)
    try d.apply(.pushScreen("settings"))
    expectEqual((nav.visibleViewController as? any AppScreen)?.screenIdentifier, "settings")
    expectEqual(d.withCurrent { nav.visibleAppScreen?.isSensitiveScreen }, false)
    try d.apply(.presentSheet(.sheet))
    #expect(nav.visibleViewController === nav.presentedViewController)
    expectEqual(d.withCurrent { nav.visibleAppScreen?.screenIdentifier }, "sheet")
    expectEqual(d.withCurrent { nav.visibleAppScreen?.isSensitiveScreen }, true)
  }

  @Test("a screen in a non-sensitive scene is neutral; the recovery phrase is sensitive in a sensitive one")
  func screenSensitivity() throws {
    let d = Device(
      profile: try Profile(named: "ipad-split-ios18-scenes"), strategy: nil, app: .sample.withNonSensitiveScenes(["A"]))
    try d.apply(.launch, .pushScreen("recovery-phrase"))
    #expect(!d.render(d.scene(named: "A")!, for: .display).showsSensitiveContent)
    expectEqual(AppDescription.sample.screen(named: "recovery-phrase")?.showsSensitiveContent, true)
    expectEqual(AppDescription.sample.screen(named: "settings")?.showsSensitiveContent, false)
  }
}
