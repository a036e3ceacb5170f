import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Scene life cycle of a scene-based iPhone app")
struct LifecycleOrderTests {
  @Test("Launch connects the scene, enters the foreground, then becomes active; app notes follow the scene's")
  func launchOrder() throws {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)
    // The sample app makes its window key in its own scene setup, before the strategy's hook (F1).
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    expectEqual(
      recorder.calls,
      [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)",
        "UIWindowDidBecomeKeyNotification(window)", "willConnectTo(A)", "UISceneWillConnectNotification(A)",
        "sceneWillEnterForeground(A)", "UISceneWillEnterForegroundNotification(A)",
        "UIApplicationWillEnterForegroundNotification(app)",
        "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)",
        "UIApplicationDidBecomeActiveNotification(app)",
      ])
    let scene = try #require(device.scene(named: "A"))
    expectEqual(scene.activationState, .foregroundActive)
    expectEqual(device.withCurrent { UIApplication.shared.applicationState }, .active)
  }

  @Test("Going home resigns active, then enters the background; each app note after the scene's note")
  func goHomeOrder() throws {
    // https://asciiwwdc.com/2019/sessions/258
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    recorder.calls.removeAll()
    try device.apply(.goHome)
    expectEqual(
      recorder.calls,
      [
        "sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)",
        "UIApplicationWillResignActiveNotification(app)",
        "sceneDidEnterBackground(A)", "UISceneDidEnterBackgroundNotification(A)",
        "UIApplicationDidEnterBackgroundNotification(app)",
      ])
    expectEqual(device.scene(named: "A")?.activationState, .background)
    expectEqual(device.withCurrent { UIApplication.shared.applicationState }, .background)
  }

  @Test("Returning from the Home Screen enters the foreground, then becomes active")
  func returnOrder() throws {
    // https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    try device.apply(.goHome)
    recorder.calls.removeAll()
    try device.apply(.returnToApp)
    expectEqual(
      recorder.calls,
      [
        "sceneWillEnterForeground(A)", "UISceneWillEnterForegroundNotification(A)",
        "UIApplicationWillEnterForegroundNotification(app)",
        "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)",
        "UIApplicationDidBecomeActiveNotification(app)",
      ])
    expectEqual(device.scene(named: "A")?.activationState, .foregroundActive)
  }

  @Test("Application and scene states carry UIKit's raw values")
  func rawValues() {
    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    expectEqual(UIScene.ActivationState.unattached.rawValue, -1)
    expectEqual(UIScene.ActivationState.foregroundActive.rawValue, 0)
    expectEqual(UIScene.ActivationState.foregroundInactive.rawValue, 1)
    expectEqual(UIScene.ActivationState.background.rawValue, 2)
    // https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
    expectEqual(UIApplication.State.active.rawValue, 0)
    expectEqual(UIApplication.State.inactive.rawValue, 1)
    expectEqual(UIApplication.State.background.rawValue, 2)
  }
}
