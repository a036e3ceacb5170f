import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Launch under Control Center or a system prompt")
struct LaunchUnderOverlayTests {
  @Test("A scene launched under Control Center enters the foreground and activates only when it closes")
  func underControlCenter() throws {
    // Inferred from https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background (low).
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: r)
    try d.apply(.openControlCenter, .launch)
    expectEqual(
      r.take(),
      [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)",
        "UIWindowDidBecomeKeyNotification(window)", "willConnectTo(A)",
        "UISceneWillConnectNotification(A)",
        "sceneWillEnterForeground(A)", "UISceneWillEnterForegroundNotification(A)",
        "UIApplicationWillEnterForegroundNotification(app)",
      ])
    expectEqual(d.scene(named: "A")?.activationState, .foregroundInactive)
    try d.apply(.closeControlCenter)
    expectEqual(
      r.take(),
      [
        "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)", "UIApplicationDidBecomeActiveNotification(app)",
      ])
  }

  @Test("An app-delegate app launched under a system prompt gets did-become-active when the prompt goes")
  func underSystemAlertSceneless() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-appdelegate"), strategy: r)
    expectEqual(d.validationError(for: .systemAlert(.faceID)), "the app's own Face ID request needs the app running")
    try d.apply(.systemAlert(.permission))
    expectEqual(d.validationError(for: .openControlCenter), "system UI is already shown")
    try d.apply(.launch)
    expectEqual(r.take(), ["didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)"])
    expectEqual(d.scene(named: "A")?.activationState, .foregroundInactive)
    try d.apply(.dismissSystemAlert)
    expectEqual(r.take(), ["applicationDidBecomeActive", "UIApplicationDidBecomeActiveNotification(app)"])
  }

  @Test("Control Center opened and closed before launch changes nothing")
  func closedBeforeLaunch() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-swiftui"), strategy: r)
    try d.apply(.openControlCenter, .closeControlCenter, .launch)
    expectEqual(r.take().suffix(1), ["UIApplicationDidBecomeActiveNotification(app)"])
    expectEqual(d.scene(named: "A")?.activationState, .foregroundActive)
  }

  @Test("With launchUnderPanelStaysInactive off, Control Center closes as the app opens: a plain launch")
  func panelClosesAsTheAppOpens() throws {
    var p = try Profile(named: "iphone-ios17-scenes")
    p.flags.launchUnderPanelStaysInactive = false
    let r = Recorder()
    let d = Device(profile: p, strategy: r)
    try d.apply(.openControlCenter, .launch)
    #expect(d.validationError(for: .closeControlCenter) != nil)
    expectEqual(d.scene(named: "A")?.activationState, .foregroundActive)
    expectEqual(r.take().suffix(1), ["UIApplicationDidBecomeActiveNotification(app)"])
  }
}
