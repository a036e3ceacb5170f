import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Two scenes in iPad Split View")
struct MultiSceneTests {
  @Test("Connecting a second scene notifies only that scene; the app was already foreground and active")
  func connectSecond() throws {
    // https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
    let recorder = Recorder()
    let device = try launched("ipad-split-ios17-scenes", strategy: recorder)
    recorder.calls.removeAll()
    try device.apply(.connectScene("B"))
    expectEqual(
      recorder.calls,
      [
        "UIWindowDidBecomeKeyNotification(window)", "willConnectTo(B)", "UISceneWillConnectNotification(B)",
        "sceneWillEnterForeground(B)", "UISceneWillEnterForegroundNotification(B)",
        "sceneDidBecomeActive(B)", "UISceneDidActivateNotification(B)",
      ])
    expectEqual(device.windowScenes.map(\.activationState), [.foregroundActive, .foregroundActive])
    // Split View halves: (1024 - 10) / 2 points wide each.
    expectEqual(
      device.windowScenes.map(\.bounds),
      [
        CGRect(x: 0, y: 0, width: 507, height: 1366), CGRect(x: 0, y: 0, width: 507, height: 1366),
      ])
  }

  @Test("Going home delivers each scene's callbacks, and each app-level note once, on the aggregate")
  func goHomeBoth() throws {
    // https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
    let recorder = Recorder()
    let device = try launched("ipad-split-ios17-scenes", strategy: recorder)
    try device.apply(.connectScene("B"))
    recorder.calls.removeAll()
    try device.apply(.goHome)
    expectEqual(
      recorder.calls,
      [
        "sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)",
        "sceneWillResignActive(B)", "UISceneWillDeactivateNotification(B)",
        "UIApplicationWillResignActiveNotification(app)",
        "sceneDidEnterBackground(A)", "UISceneDidEnterBackgroundNotification(A)",
        "sceneDidEnterBackground(B)", "UISceneDidEnterBackgroundNotification(B)",
        "UIApplicationDidEnterBackgroundNotification(app)",
      ])
  }

  @Test("The app switcher gets one snapshot per scene and orientation after the scenes entered the background")
  func snapshotPerScene() throws {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:) ;
    // both orientations on iPad under snapshotsOtherOrientationOnIPad (default off, issue 26):
    // https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher
    let device = try launched("ipad-split-ios17-scenes+snapshotsOtherOrientationOnIPad=true")
    try device.apply(.connectScene("B"), .goHome)
    _ = device.collectCaptures()
    try device.apply(.advance(1))
    let snapshots = device.collectCaptures().filter { $0.kind == .switcherSnapshot }
    expectEqual(snapshots.map(\.scene), ["A", "A", "B", "B"])
    expectEqual(device.capture.storedSnapshots.map(\.isLandscape), [false, true, false, true])
    #expect(snapshots.allSatisfy { $0.frame.showsSensitiveContent })
  }

  @Test("Closing one scene delivers resign, background and disconnect to it alone; the other fills the screen")
  func disconnectOne() throws {
    // https://mackuba.eu/notes/wwdc19/architecting-your-app-for-multiple-windows/
    let recorder = Recorder()
    let device = try launched("ipad-split-ios17-scenes", strategy: recorder)
    try device.apply(.connectScene("B"))
    let a = try #require(device.scene(named: "A"))
    recorder.calls.removeAll()
    try device.apply(.disconnectScene("A"))
    expectEqual(
      recorder.calls,
      [
        "sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)",
        "sceneDidEnterBackground(A)", "UISceneDidEnterBackgroundNotification(A)",
        "sceneDidDisconnect(A)", "UISceneDidDisconnectNotification(A)",
      ])
    expectEqual(a.activationState, .unattached)
    #expect(a.windows.isEmpty)  // its delegate, and with it the window, is released
    expectEqual(device.windowScenes.map(\.identifier), ["B"])
    expectEqual(device.scene(named: "B")?.bounds, CGRect(x: 0, y: 0, width: 1024, height: 1366))
    expectEqual(device.withCurrent { UIApplication.shared.applicationState }, .active)
  }
}

/// Holds every scene's app window after its scene is gone, as a scene delegate's `window`
/// property does until the delegate is released.
private final class WindowHolder: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
  var windows: [UIWindow] = []
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    if let window = (scene.delegate as? any UIWindowSceneDelegate)?.window { windows.append(window) }
  }
}

@Suite("Key window when a scene goes")
struct KeyWindowAfterDisconnectTests {
  @Test("After the key window's scene disconnects, the remaining scene's app window is key, held or not")
  func keyStatusPassesToTheRemainingScene() throws {
    for strategy in [WindowHolder() as (any PrivacyScreenStrategy)?, nil] {
      let device = try launched("ipad-split-ios18-scenes", strategy: strategy)
      try device.apply(.connectScene("B"))
      try device.apply(.disconnectScene("B"))
      let a = try #require(device.scene(named: "A"))
      expectEqual(device.focus(in: a).keyWindow, "the app's window")
      try device.apply(.touch(scene: "A", x: 0.5, y: 0.5))
      expectEqual(device.focus(in: a).keyWindow, "the app's window")
    }
  }
}
