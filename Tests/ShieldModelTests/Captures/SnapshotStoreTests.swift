import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// Covers the scene in sceneDidEnterBackground once the app has called `enable`.
private final class CoverAfterEnable: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var appCalls: [String] { ["enable"] }
  var isOn = false
  var cover: UIWindow?
  func handleAppCall(_ name: String) { if name == "enable" { isOn = true } }
  func sceneDidEnterBackground(_ scene: UIScene) {
    guard isOn, let scene = scene as? UIWindowScene else { return }
    cover = makeCoverWindow(in: scene)
    cover?.isHidden = false
  }
  func sceneWillEnterForeground(_ scene: UIScene) {
    cover?.isHidden = true
    cover = nil
  }
}

/// Covers the scene in sceneDidEnterBackground with a view sized for portrait that does not resize.
private final class PortraitOnlyCover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var cover: UIView?
  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let scene = scene as? UIWindowScene, let window = scene.windows.first else { return }
    let view = UIView(frame: window.bounds)  // no autoresizing mask
    view.backgroundColor = .white
    window.addSubview(view)
    cover = view
  }
  func sceneWillEnterForeground(_ scene: UIScene) {
    cover?.removeFromSuperview()
    cover = nil
  }
}

@Suite("Snapshot store: one snapshot per orientation, snapshots outliving the process")
struct SnapshotStoreTests {
  @Test("iPad, by default: one snapshot per background, as on iPhone; a cover sized for the scene holds")
  func iPadOneOrientationByDefault() throws {
    // Issue 26 (S3): the other-orientation pass rests on one iOS 9.3 report, so it is a flag.
    let d = try launched("ipad-split-ios17-scenes", strategy: PortraitOnlyCover())
    try d.apply(.goHome, .advance(1))
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    expectEqual(snapshots.count, 1)
    expectEqual(snapshots.first.map { !$0.frame.showsSensitiveContent }, true)
    expectEqual(d.capture.storedSnapshots.map(\.isLandscape), [false])
  }

  @Test("iPad under snapshotsOtherOrientationOnIPad: both orientations; a cover sized for one leaks in the other")
  func iPadBothOrientations() throws {
    // https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher
    let d = try launched(
      "ipad-split-ios17-scenes+snapshotsOtherOrientationOnIPad=true", strategy: PortraitOnlyCover())
    let scene = try #require(d.scene(named: "A"))
    let content = try #require(d.mainWindow()?.rootViewController?.view)
    let payButton = try #require(d.appView("pay-button")?.frame)
    try d.apply(.goHome, .advance(1))
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    expectEqual(snapshots.count, 2)
    expectEqual(snapshots.first.map { !$0.frame.showsSensitiveContent }, true)  // portrait: covered
    expectEqual(snapshots.last?.frame.showsSensitiveContent, true)  // landscape: the right third shows
    expectEqual(d.capture.storedSnapshots.map(\.isLandscape), [false, true])
    expectEqual(d.capture.storedSnapshots.map(\.frame), snapshots.map(\.frame))
    // The layout is back as it was.
    expectEqual(scene.bounds, CGRect(x: 0, y: 0, width: 1024, height: 1366))
    #expect(content.frame == scene.bounds && d.appView("pay-button")?.frame == payButton)
    // The landscape card, from the same pass, was checked when taken: no card is recorded.
    try d.apply(.rotate(.landscapeLeft), .openAppSwitcher)
    #expect(d.collectCaptures().isEmpty)
  }

  @Test("On iPhone a background snapshots only the current orientation")
  func iPhoneOneOrientation() throws {
    // The same report: iPhones' switcher is never in landscape.
    let d = try launched(strategy: PortraitOnlyCover())
    try d.apply(.goHome, .advance(1))
    expectEqual(d.collectCaptures().filter { $0.kind == .switcherSnapshot }.count, 1)
    expectEqual(d.capture.storedSnapshots.map(\.isLandscape), [false])
  }

  @Test("A snapshot per orientation; the other one goes stale and is the card after a rotation on the Home Screen")
  func staleOrientation() throws {
    // uikit-facts §3: https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher
    let d = try launched(strategy: CoverAfterEnable())
    try d.apply(.goHome, .advance(1))  // portrait snapshot, no cover yet
    let portrait = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(portrait.count == 1 && portrait[0].frame.showsSensitiveContent)
    try d.apply(.returnToApp, .appCall("enable"), .rotate(.landscapeLeft), .goHome, .advance(1))
    let landscape = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(landscape.count == 1 && !landscape[0].frame.showsSensitiveContent)
    expectEqual(d.capture.storedSnapshots.map(\.isLandscape), [false, true])
    try d.apply(.rotate(.portrait))
    expectEqual(d.scene(named: "A")?.interfaceOrientation, .landscapeLeft)  // the app is away
    expectEqual(d.scene(named: "A")?.bounds.size, CGSize(width: 844, height: 390))
    try d.apply(.openAppSwitcher)
    let cards = d.collectCaptures()
    expectEqual(cards.map(\.kind), [.switcherCard])
    expectEqual(cards.first?.frame, portrait[0].frame)
    expectEqual(cards.first?.frame.showsSensitiveContent, true)
    expectEqual(d.validationError(for: .rotate(.landscapeLeft)), "system UI is shown over the Home Screen")
    try d.apply(.closeAppSwitcher)  // back into the app: its scene turns first
    expectEqual(d.scene(named: "A")?.interfaceOrientation, .portrait)
    expectEqual(d.scene(named: "A")?.bounds.size, CGSize(width: 390, height: 844))
    expectEqual(d.appView("pay-button")?.frame, CGRect(x: 20, y: 724, width: 350, height: 50))
  }

  @Test("staleOrientationCardShown=false: the other orientation's card is the latest snapshot, so no stale card")
  func staleOrientationFlag() throws {
    // One report (https://github.com/brave/brave-browser/issues/56957): the flag answers it the other way.
    let d = try launched("iphone-ios17-scenes+staleOrientationCardShown=false", strategy: CoverAfterEnable())
    try d.apply(.goHome, .advance(1), .returnToApp, .appCall("enable"), .rotate(.landscapeLeft), .goHome, .advance(1))
    _ = d.collectCaptures()
    expectEqual(d.capture.storedSnapshots.map(\.isLandscape), [false, true])
    try d.apply(.rotate(.portrait), .openAppSwitcher)
    #expect(d.collectCaptures().isEmpty)  // the latest (landscape, covered) image, checked when taken
  }

  @Test("A new snapshot in one orientation replaces only that orientation's")
  func replacePerOrientation() throws {
    let d = try launched(strategy: CoverAfterEnable())
    try d.apply(.goHome, .returnToApp, .appCall("enable"), .goHome, .rotate(.landscapeRight), .openAppSwitcher)
    // No landscape snapshot yet: the portrait one (the latest) is shown scaled; it was checked
    // when it was taken, so no card is recorded.
    expectEqual(d.collectCaptures().map(\.kind), [.switcherSnapshot, .switcherSnapshot])
    expectEqual(d.capture.storedSnapshots.count, 1)
    expectEqual(d.capture.storedSnapshots.first.map { !$0.isLandscape && !$0.frame.showsSensitiveContent }, true)
  }

  @Test("terminateApp runs no callback; the snapshot outlives the process and is the card; relaunch replaces it")
  func outlivesProcess() throws {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)
    var made: [Recorder] = []
    let first = Recorder()
    let d = Device(
      profile: try Profile(named: "iphone-ios17-scenes"), strategy: first,
      makeStrategy: {
        let r = Recorder()
        made.append(r)
        return r
      })
    expectEqual(d.validationError(for: .terminateApp), "the app is not running")
    try d.apply(.launch)
    expectEqual(
      d.validationError(for: .terminateApp),
      "the app is not in the background with nothing over the Home Screen, nor in the open switcher")
    try d.apply(.goHome, .advance(1))
    let snapshot = try #require(d.collectCaptures().first { $0.kind == .switcherSnapshot })
    _ = first.take()
    try d.apply(.terminateApp)
    #expect(first.take().isEmpty)
    #expect(!d.isLaunched && d.windowScenes.isEmpty && made.count == 1)
    expectEqual(d.validationError(for: .returnToApp), "the app has not been launched")
    try d.apply(.openAppSwitcher)
    let cards = d.collectCaptures()
    #expect(cards.map(\.kind) == [.switcherCard] && cards.first?.scene == "A")
    #expect(cards.first?.frame == snapshot.frame && snapshot.frame.showsSensitiveContent)
    expectEqual(d.validationError(for: .launch), "close the app switcher first")
    try d.apply(.closeAppSwitcher)
    #expect(!d.isLaunched && d.overlay == nil)
    try d.apply(.launch)
    let second = try #require(made.first)
    #expect(first.take().isEmpty)  // the old process's observers are gone
    expectEqual(
      second.take(),
      [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)",
        "UIWindowDidBecomeKeyNotification(window)", "willConnectTo(A)",
        "UISceneWillConnectNotification(A)",
        "sceneWillEnterForeground(A)", "UISceneWillEnterForegroundNotification(A)",
        "UIApplicationWillEnterForegroundNotification(app)", "sceneDidBecomeActive(A)",
        "UISceneDidActivateNotification(A)", "UIApplicationDidBecomeActiveNotification(app)",
      ])
    try d.apply(.goHome, .advance(1))
    #expect(d.capture.storedSnapshots.count == 1 && d.capture.storedSnapshots[0].time == d.now - 1)
  }

  @Test(
    "the user swipes the card away in the open switcher: a running app enters the background, then hears will-terminate; no card stays"
  )
  func swipeAway() throws {
    // From the app: inactive in the switcher, still running: did-enter-background first
    // (swipeAwayDeliversBackground), then will-terminate.
    let r = Recorder()
    let d = try launched("iphone-ios17-scenes", strategy: r)
    try d.apply(.goHome, .returnToApp, .openAppSwitcher)
    _ = r.take()
    try d.apply(.terminateApp)
    expectEqual(
      r.take(),
      [
        "sceneDidEnterBackground(A)", "UISceneDidEnterBackgroundNotification(A)",
        "UIApplicationDidEnterBackgroundNotification(app)", "UIApplicationWillTerminateNotification(app)",
      ])
    // With the flag off only the notification comes.
    let o = Recorder()
    let f = try launched("iphone-ios17-scenes+swipeAwayDeliversBackground=false", strategy: o)
    try f.apply(.openAppSwitcher)
    _ = o.take()
    try f.apply(.terminateApp)
    expectEqual(o.take(), ["UIApplicationWillTerminateNotification(app)"])
    #expect(f.capture.storedSnapshots.isEmpty)
    #expect(!d.isLaunched && d.overlay == .appSwitcher && d.capture.storedSnapshots.isEmpty)
    try d.apply(.closeAppSwitcher)
    // Nothing left to show from the Home Screen.
    expectEqual(d.validationError(for: .openAppSwitcher), "the app has not been launched")
    // From the Home Screen, suspended: no callback, and the stored card goes with it.
    let q = Recorder()
    let e = try launched("iphone-ios17-scenes", strategy: q)
    try e.apply(.goHome, .advance(1), .openAppSwitcher)
    _ = q.take()
    try e.apply(.terminateApp)
    #expect(q.take().isEmpty && e.capture.storedSnapshots.isEmpty)
  }
}
