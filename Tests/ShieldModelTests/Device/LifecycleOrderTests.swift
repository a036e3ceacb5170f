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
    #expect(
      recorder.calls == [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)",
        "UIWindowDidBecomeKeyNotification(window)", "willConnectTo(A)", "UISceneWillConnectNotification(A)",
        "sceneWillEnterForeground(A)", "UISceneWillEnterForegroundNotification(A)",
        "UIApplicationWillEnterForegroundNotification(app)",
        "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)",
        "UIApplicationDidBecomeActiveNotification(app)",
      ])
    let scene = try #require(device.scene(named: "A"))
    #expect(scene.activationState == .foregroundActive)
    #expect(device.withCurrent { UIApplication.shared.applicationState } == .active)
  }

  @Test("Going home resigns active, then enters the background; each app note after the scene's note")
  func goHomeOrder() throws {
    // https://asciiwwdc.com/2019/sessions/258
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    recorder.calls.removeAll()
    try device.apply(.goHome)
    #expect(
      recorder.calls == [
        "sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)",
        "UIApplicationWillResignActiveNotification(app)",
        "sceneDidEnterBackground(A)", "UISceneDidEnterBackgroundNotification(A)",
        "UIApplicationDidEnterBackgroundNotification(app)",
      ])
    #expect(device.scene(named: "A")?.activationState == .background)
    #expect(device.withCurrent { UIApplication.shared.applicationState } == .background)
  }

  @Test("Returning from the Home Screen enters the foreground, then becomes active")
  func returnOrder() throws {
    // https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    try device.apply(.goHome)
    recorder.calls.removeAll()
    try device.apply(.returnToApp)
    #expect(
      recorder.calls == [
        "sceneWillEnterForeground(A)", "UISceneWillEnterForegroundNotification(A)",
        "UIApplicationWillEnterForegroundNotification(app)",
        "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)",
        "UIApplicationDidBecomeActiveNotification(app)",
      ])
    #expect(device.scene(named: "A")?.activationState == .foregroundActive)
  }

  @Test("Application and scene states carry UIKit's raw values")
  func rawValues() {
    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    #expect(UIScene.ActivationState.unattached.rawValue == -1)
    #expect(UIScene.ActivationState.foregroundActive.rawValue == 0)
    #expect(UIScene.ActivationState.foregroundInactive.rawValue == 1)
    #expect(UIScene.ActivationState.background.rawValue == 2)
    // https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
    #expect(UIApplication.State.active.rawValue == 0)
    #expect(UIApplication.State.inactive.rawValue == 1)
    #expect(UIApplication.State.background.rawValue == 2)
  }
}
