import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// A cover window shown at did-enter-background whose root controller records the sizes its
/// layout callbacks see.
private final class LayoutRecordingCover: PrivacyScreenStrategy {
  final class Controller: UIViewController {
    var sizes: [CGSize] = []
    override func viewDidLayoutSubviews() { sizes.append(view.bounds.size) }
  }
  var claims: ProtectionClaims { .appSwitcher }
  let controller = Controller()
  var cover: UIWindow?
  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let scene = scene as? UIWindowScene else { return }
    let w = makeCoverWindow(in: scene)
    w.rootViewController = controller
    w.isHidden = false
    cover = w
  }
}

/// Records the SwiftUI phases it is given, and covers the scene in `.background`.
private final class PhaseCover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var phases: [String] = []
  func scenePhaseDidChange(to phase: ScenePhase, in scene: UIWindowScene) {
    phases.append("\(scene.identifier):\(phase.rawValue)")
    guard phase == .background, let window = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    let overlay = UIView(frame: window.bounds)
    overlay.backgroundColor = .black
    window.addSubview(overlay)
  }
  func appScenePhaseDidChange(to phase: ScenePhase) { phases.append("app:\(phase.rawValue)") }
}

/// Calls `ignoreSnapshotOnNextApplicationLaunch()` at did-enter-background and covers nothing.
private final class IgnoresSnapshot: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func sceneDidEnterBackground(_ scene: UIScene) { UIApplication.shared.ignoreSnapshotOnNextApplicationLaunch() }
}

@Suite("Snapshots and launch (issue 26, S3 S9-S12 S14)")
struct SnapshotLaunchTests {
  @Test("iPad other-orientation pass: the app's layout callbacks run at the other size, then back")
  func otherOrientationRunsLayout() throws {
    let strategy = LayoutRecordingCover()
    let d = try launched("ipad-split-ios17-scenes+snapshotsOtherOrientationOnIPad=true", strategy: strategy)
    try d.apply(.goHome, .advance(1))
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    // A cover window follows the scene's size: both images are covered.
    expectEqual(snapshots.count, 2)
    #expect(snapshots.allSatisfy { !$0.frame.showsSensitiveContent })
    expectEqual(
      strategy.controller.sizes.suffix(2), [CGSize(width: 1366, height: 1024), CGSize(width: 1024, height: 1366)])
  }

  @Test("A scene app's background launch connects no scene by default: no snapshot, suspended, no card")
  func backgroundLaunchWithoutScene() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: r)
    try d.apply(.backgroundLaunch, .advance(1))
    expectEqual(r.take(), ["didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)"])
    #expect(d.windowScenes.isEmpty && d.isLaunched && d.process.isSuspended)
    #expect(d.collectCaptures().isEmpty && d.capture.storedSnapshots.isEmpty)
    // The switcher opened from the Home Screen has no card for the app.
    try d.apply(.openAppSwitcher, .closeAppSwitcher)
    #expect(d.collectCaptures().filter { $0.kind == .switcherCard }.isEmpty)
    // The user opens the app: the scene connects into the foreground, as at a launch.
    if !d.isAppInForeground { try d.apply(.returnToApp) }
    let calls = r.take()
    #expect(calls.contains("willConnectTo(A)") && calls.contains("sceneDidBecomeActive(A)"))
    #expect(d.scene(named: "A")?.activationState == .foregroundActive && d.capture.appHasSwitcherCard)
  }

  @Test("backgroundLaunchConnectsScene: the scene connects into the background; its snapshot is on disk only")
  func backgroundLaunchWithScene() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-scenes+backgroundLaunchConnectsScene=true"), strategy: r)
    try d.apply(.backgroundLaunch, .advance(1))
    expectEqual(
      r.take(),
      [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)",
        "UIWindowDidBecomeKeyNotification(window)", "willConnectTo(A)",
        "UISceneWillConnectNotification(A)",
        "sceneDidEnterBackground(A)", "UISceneDidEnterBackgroundNotification(A)",
      ])
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(snapshots.count == 1 && snapshots[0].frame.showsSensitiveContent && snapshots[0].isOnDiskOnly)
  }

  @Test("After the user has opened the app, a background launch's snapshot is its switcher card")
  func backgroundLaunchWithCard() throws {
    let d = Device(
      profile: try Profile(named: "iphone-ios17-scenes+backgroundLaunchConnectsScene=true"), strategy: nil)
    try d.apply(.launch, .goHome, .advance(1), .terminateApp, .backgroundLaunch, .advance(1))
    let last = try #require(d.collectCaptures().last { $0.kind == .switcherSnapshot })
    #expect(!last.isOnDiskOnly && last.frame.showsSensitiveContent)
    // Swiped away in the switcher: the next background launch's snapshot is on disk only again.
    try d.apply(.openAppSwitcher, .terminateApp, .closeAppSwitcher, .backgroundLaunch, .advance(1))
    let again = try #require(d.collectCaptures().last { $0.kind == .switcherSnapshot })
    #expect(again.isOnDiskOnly)
  }

  @Test("App-delegate apps: the documented background sequence, did-enter-background then the snapshot")
  func backgroundLaunchAppDelegate() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-appdelegate"), strategy: r)
    try d.apply(.backgroundLaunch, .advance(1))
    expectEqual(
      r.take(),
      [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)", "applicationDidEnterBackground",
        "UIApplicationDidEnterBackgroundNotification(app)",
      ])
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(snapshots.count == 1 && snapshots[0].isOnDiskOnly)
  }

  @Test("backgroundLaunchPostsAppDidEnterBackground: a scene app's background launch posts the app-level note")
  func backgroundLaunchAppNote() throws {
    for (flag, expected) in [(false, 0), (true, 1)] {
      let r = Recorder()
      let d = Device(
        profile: try Profile(named: "iphone-ios17-scenes+backgroundLaunchPostsAppDidEnterBackground=\(flag)"),
        strategy: r)
      try d.apply(.backgroundLaunch)
      expectEqual(r.take().filter { $0 == "UIApplicationDidEnterBackgroundNotification(app)" }.count, expected)
    }
  }

  @Test(
    "SwiftUI: a scene connected into the background has its phase from the first update; the cover is in the snapshot")
  func scenePhaseAtBackgroundLaunch() throws {
    let strategy = PhaseCover()
    let d = Device(
      profile: try Profile(named: "iphone-ios17-swiftui+backgroundLaunchConnectsScene=true"), strategy: strategy)
    try d.apply(.backgroundLaunch)
    expectEqual(strategy.phases, ["A:background", "app:background"])
    try d.apply(.advance(1))
    let snapshot = try #require(d.collectCaptures().first { $0.kind == .switcherSnapshot })
    #expect(!snapshot.frame.showsSensitiveContent)
  }

  @Test("An app that shows its login screen at cold launch: the background launch snapshots that screen")
  func launchScreenAtBackgroundLaunch() throws {
    var app = AppDescription.sample
    let profile = try Profile(named: "iphone-ios17-appdelegate")
    let bare = Device(profile: profile, strategy: nil, app: app)
    try bare.apply(.backgroundLaunch, .advance(1))
    expectEqual(bare.collectCaptures().first { $0.kind == .switcherSnapshot }?.frame.showsSensitiveContent, true)
    app.launchScreen = "settings"  // a screen with nothing sensitive, as a login screen
    let locked = Device(profile: profile, strategy: nil, app: app)
    try locked.apply(.backgroundLaunch, .advance(1))
    expectEqual(locked.collectCaptures().first { $0.kind == .switcherSnapshot }?.frame.showsSensitiveContent, false)
    expectEqual(locked.appScreenStack, ["root", "settings"])
    #expect(app.canonicalText.hasSuffix("launch-screen: \"settings\""))
  }

  @Test("ignoreSnapshotOnNextApplicationLaunch leaves the switcher snapshot as it is")
  func ignoreSnapshotKeepsTheSnapshot() throws {
    let d = try launched(strategy: IgnoresSnapshot())
    try d.apply(.goHome, .advance(1))
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(snapshots.count == 1 && snapshots[0].frame.showsSensitiveContent && !snapshots[0].isOnDiskOnly)
    expectEqual(d.capture.storedSnapshots.count, 1)
  }
}
