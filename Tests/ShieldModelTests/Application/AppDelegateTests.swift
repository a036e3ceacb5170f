import TestExpectations
import Testing

@testable import ShieldModel

@Suite("App delegate in app-delegate-only and scene-based apps")
struct AppDelegateTests {
  @Test("An app-delegate-only app gets the four delegate methods, each before its notification")
  func appDelegateOnly() throws {
    // https://developer.apple.com/library/archive/qa/qa1838/_index.html
    let recorder = Recorder()
    let device = try launched("iphone-ios17-appdelegate", strategy: recorder)
    expectEqual(
      recorder.take(),
      [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)", "applicationDidBecomeActive",
        "UIApplicationDidBecomeActiveNotification(app)",
      ])
    try device.apply(.goHome)
    expectEqual(
      recorder.take(),
      [
        "applicationWillResignActive", "UIApplicationWillResignActiveNotification(app)",
        "applicationDidEnterBackground", "UIApplicationDidEnterBackgroundNotification(app)",
      ])
    try device.apply(.returnToApp)
    expectEqual(
      recorder.take(),
      [
        "applicationWillEnterForeground", "UIApplicationWillEnterForegroundNotification(app)",
        "applicationDidBecomeActive", "UIApplicationDidBecomeActiveNotification(app)",
      ])
  }

  @Test("An app-delegate-only app's window is the delegate's key window, in the app's only scene")
  func appDelegateWindow() throws {
    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    let device = try launched("iphone-ios17-appdelegate")
    device.withCurrent {
      let window = UIApplication.shared.delegate?.window ?? nil
      #expect(window != nil)
      #expect(window?.windowScene === device.windowScenes.first)
      expectEqual(UIApplication.shared.windows.count, 1)
      expectEqual(window?.isKeyWindow, true)
    }
  }

  @Test("A scene-based app never gets the four UI-state delegate methods, only the notifications")
  func sceneBasedSkipsDelegate() throws {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    try device.apply(.openControlCenter, .closeControlCenter, .goHome, .returnToApp)
    let delegateCalls = recorder.calls.filter { $0.hasPrefix("application") }
    #expect(delegateCalls.isEmpty)
    expectEqual(recorder.calls.filter { $0.hasPrefix("UIApplicationWillResignActive") }.count, 2)
    expectEqual(recorder.calls.first, "didFinishLaunching")
  }

  @Test(
    "A Flutter host is built with the app delegate or with scenes, as its profile says",
    arguments: [
      ("iphone-ios17-flutter3.29", true), ("iphone-ios26-flutter3.41-appdelegate", true),
      ("iphone-ios26-flutter3.41-scenes", false), ("iphone-ios17-flutter3.41", false),
    ])
  func flutter(profile: String, delegateCalled: Bool) throws {
    // https://docs.flutter.dev/release/breaking-changes/uiscenedelegate
    let recorder = Recorder()
    let device = try launched(profile, strategy: recorder)
    try device.apply(.goHome)
    expectEqual(recorder.calls.contains("applicationDidEnterBackground"), delegateCalled)
    expectEqual(recorder.calls.contains("sceneDidEnterBackground(A)"), !delegateCalled)
  }
}
