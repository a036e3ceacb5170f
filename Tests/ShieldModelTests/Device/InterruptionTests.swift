import TestExpectations
import Testing

@testable import ShieldModel

nonisolated private let interruptions: [(open: SystemEvent, close: SystemEvent)] =
  [(.openControlCenter, .closeControlCenter), (.openNotificationCenter, .closeNotificationCenter)]
  + SystemAlertKind.allCases.map { (.systemAlert($0), .dismissSystemAlert) }

@Suite("System interruptions: inactive without backgrounding")
struct InterruptionTests {
  @Test(
    "Control Center, Notification Center and system alerts resign active and return with did-become-active only",
    arguments: interruptions)
  func interruption(open: SystemEvent, close: SystemEvent) throws {
    // https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    _ = recorder.take()
    try device.apply(open)
    expectEqual(
      recorder.take(),
      [
        "sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)",
        "UIApplicationWillResignActiveNotification(app)",
      ])
    expectEqual(device.scene(named: "A")?.activationState, .foregroundInactive)
    expectEqual(device.withCurrent { UIApplication.shared.applicationState }, .inactive)
    try device.apply(.advance(1))
    #expect(device.collectCaptures().allSatisfy { $0.kind != .switcherSnapshot })
    try device.apply(close)
    expectEqual(
      recorder.take(),
      [
        "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)",
        "UIApplicationDidBecomeActiveNotification(app)",
      ])
    expectEqual(device.scene(named: "A")?.activationState, .foregroundActive)
  }

  @Test(
    "Going home while already inactive delivers only did-enter-background",
    arguments: [
      SystemEvent.openAppSwitcher, .systemAlert(.call),
    ])
  func homeWhileInactive(interruption: SystemEvent) throws {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    try device.apply(interruption)
    _ = recorder.take()
    try device.apply(.goHome)
    expectEqual(
      recorder.take(),
      [
        "sceneDidEnterBackground(A)", "UISceneDidEnterBackgroundNotification(A)",
        "UIApplicationDidEnterBackgroundNotification(app)",
      ])
    expectEqual(device.scene(named: "A")?.activationState, .background)
  }

  @Test("Closing the app switcher back into the app delivers did-become-active only")
  func switcherBack() throws {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    try device.apply(.openAppSwitcher)
    _ = recorder.take()
    try device.apply(.closeAppSwitcher)
    expectEqual(
      recorder.take(),
      [
        "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)",
        "UIApplicationDidBecomeActiveNotification(app)",
      ])
  }

  @Test("A system alert makes every visible scene inactive; the app-level note is posted once")
  func allScenes() throws {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance
    let recorder = Recorder()
    let device = try launched("ipad-split-ios17-scenes", strategy: recorder)
    try device.apply(.connectScene("B"))
    _ = recorder.take()
    try device.apply(.systemAlert(.faceID))
    expectEqual(
      recorder.take(),
      [
        "sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)",
        "sceneWillResignActive(B)", "UISceneWillDeactivateNotification(B)",
        "UIApplicationWillResignActiveNotification(app)",
      ])
  }
}
