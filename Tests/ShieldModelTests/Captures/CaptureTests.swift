import TestExpectations
import Testing

@testable import ShieldModel

/// Shows an opaque cover in sceneDidEnterBackground and hides it in sceneWillEnterForeground.
private final class BackgroundCover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var cover: UIWindow?
  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let scene = scene as? UIWindowScene else { return }
    cover = makeCoverWindow(in: scene)
    cover?.isHidden = false
  }
  func sceneWillEnterForeground(_ scene: UIScene) {
    cover?.isHidden = true
    cover = nil
  }
}

/// Counts the captures already taken when the screenshot notification arrives.
private final class ScreenshotObserver: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var capturesSeen: [Int] = []
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    NotificationCenter.default.addObserver(
      forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: nil
    ) { [weak self] _ in self?.capturesSeen.append(Device.current?.capture.captures.count ?? -1) }
  }
}

@Suite("Captures: switcher snapshots and cards, screenshots, recording and mirroring")
struct CaptureTests {
  @Test("The switcher snapshot is taken after sceneDidEnterBackground returns, before the next event")
  func snapshotAfterBackground() throws {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
    let device = try launched(logging: true)
    try device.apply(.advance(2))
    _ = device.collectCaptures()
    _ = device.takeLog()
    try device.apply(.goHome)
    #expect(device.collectCaptures().isEmpty)
    expectEqual(device.takeLog().last, "post UIApplicationDidEnterBackgroundNotification")
    try device.apply(.returnToApp)
    expectEqual(device.takeLog().prefix(2), ["snapshot(A)", "sceneWillEnterForeground(A)"])
    let captures = device.collectCaptures()
    expectEqual(captures.map(\.kind), [.switcherSnapshot])
    expectEqual(captures.first?.scene, "A")
    expectEqual(captures.first?.time, 2 + PlatformTimings.seconds(frames: PlatformTimings.frames(0.5)))
    expectEqual(captures.first?.frame.rendering, samplePortrait)
  }

  @Test("A cover shown without animation in sceneDidEnterBackground is what the snapshot shows")
  func coverInSnapshot() throws {
    // https://developer.apple.com/library/archive/qa/qa1838/_index.html
    let device = try launched(strategy: BackgroundCover())
    try device.apply(.goHome)
    device.settle()
    let snapshot = try #require(device.collectCaptures().first { $0.kind == .switcherSnapshot })
    expectEqual(snapshot.frame.rendering, allCover)
  }

  @Test("While the switcher is open over the app the card is live; a background-only cover does not hide it")
  func liveSwitcherCard() throws {
    // https://github.com/corona-warn-app/cwa-app-ios/issues/666
    let device = try launched(strategy: BackgroundCover())
    _ = device.collectCaptures()
    try device.apply(.openAppSwitcher)
    expectEqual(device.scene(named: "A")?.activationState, .foregroundInactive)
    let cards = device.collectCaptures()
    expectEqual(cards.map(\.kind), [.switcherCard])
    expectEqual(cards.first?.frame.rendering, samplePortrait)
    try device.apply(.advance(1))
    expectEqual(device.collectCaptures().map(\.kind), [.switcherCard])  // one per turn while open
    try device.apply(.closeAppSwitcher)
    #expect(device.collectCaptures().isEmpty)
  }

  @Test("Control Center makes the app inactive but shows no switcher card")
  func noCardUnderControlCenter() throws {
    // https://developer.apple.com/documentation/swiftui/scenephase/inactive
    let device = try launched()
    _ = device.collectCaptures()
    try device.apply(.openControlCenter)
    #expect(device.collectCaptures().isEmpty)
  }

  @Test("A screenshot shows the scenes on screen: a scene in the background is in none")
  func screenshotLeavesBackgroundScenesOut() throws {
    // A screenshot is of the screen: a scene the user sent to the background (an iPad's other window) is not on it.
    let device = try launched("ipad-split-ios18-scenes")
    try device.apply(.connectScene("B"))
    _ = device.collectCaptures()
    try device.apply(.screenshot)
    expectEqual(device.collectCaptures().filter { $0.kind == .screenshot }.map(\.scene).sorted(), ["A", "B"])
    try device.apply(.backgroundScene("B"), .advance(1))
    expectEqual(device.scene(named: "B")?.activationState, .background)
    _ = device.collectCaptures()
    try device.apply(.screenshot)
    expectEqual(device.collectCaptures().filter { $0.kind == .screenshot }.map(\.scene), ["A"])
  }

  @Test("A screenshot is taken first; userDidTakeScreenshotNotification comes after it")
  func screenshot() throws {
    // https://developer.apple.com/documentation/uikit/uiapplication/userdidtakescreenshotnotification
    let observer = ScreenshotObserver()
    let device = try launched(strategy: observer)
    _ = device.collectCaptures()
    try device.apply(.screenshot)
    expectEqual(observer.capturesSeen, [1])
    let captures = device.collectCaptures()
    expectEqual(captures.map(\.kind), [.screenshot])
    expectEqual(captures.first?.frame.rendering, samplePortrait)
  }

  @Test(
    "Recording sets isCaptured and the scene capture state, and records a frame every turn",
    arguments: [
      (SystemEvent.recordingStart, SystemEvent.recordingStop, CaptureKind.recording),
      (SystemEvent.mirroringStart, SystemEvent.mirroringStop, CaptureKind.mirroring),
    ])
  func recording(start: SystemEvent, stop: SystemEvent, kind: CaptureKind) throws {
    // https://developer.apple.com/documentation/uikit/uiscreen/iscaptured
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    let scene = try #require(device.scene(named: "A"))
    _ = recorder.take()
    expectEqual(device.withCurrent { UIScreen.main.isCaptured }, false)
    try device.apply(start)
    expectEqual(recorder.take(), ["UIScreenCapturedDidChangeNotification(screen)"])
    #expect(device.withCurrent { UIScreen.main.isCaptured })
    // https://developer.apple.com/documentation/uikit/uitraitcollection/scenecapturestate
    expectEqual(scene.traitCollection.sceneCaptureState, .active)
    try device.apply(.advance(1), .screenshot)
    let frames = device.collectCaptures().filter { $0.kind == kind }
    expectEqual(frames.map(\.time), [0, 1, 1])
    #expect(frames.allSatisfy { $0.frame.rendering == samplePortrait })
    _ = recorder.take()
    try device.apply(stop, .advance(1))
    expectEqual(recorder.take(), ["UIScreenCapturedDidChangeNotification(screen)"])
    expectEqual(device.withCurrent { UIScreen.main.isCaptured }, false)
    #expect(device.collectCaptures().filter { $0.kind == kind }.isEmpty)
    expectEqual(scene.traitCollection.sceneCaptureState, .inactive)
  }

  @Test("iPhone Mirroring records a frame every turn but tells the app nothing; iPhone on iOS 18+ only")
  func iPhoneMirroring() throws {
    // https://developer.apple.com/forums/thread/762684 ; https://github.com/JayantBadlani/ScreenShield/issues/24
    let recorder = Recorder()
    let device = try launched("iphone-ios18-scenes", strategy: recorder)
    let scene = try #require(device.scene(named: "A"))
    _ = recorder.take()
    try device.apply(.startIPhoneMirroring, .advance(1))
    expectEqual(recorder.take().filter { $0.contains("Captured") }, [])
    expectEqual(device.withCurrent { UIScreen.main.isCaptured }, false)
    expectEqual(scene.traitCollection.sceneCaptureState, .inactive)
    let frames = device.collectCaptures().filter { $0.kind == .iPhoneMirroring }
    expectEqual(frames.map(\.time), [0, 1])
    #expect(device.validationError(for: .startIPhoneMirroring) != nil)
    try device.apply(.stopIPhoneMirroring, .advance(1))
    #expect(device.collectCaptures().filter { $0.kind == .iPhoneMirroring }.isEmpty)
    let older = try launched("iphone-ios17-scenes")
    #expect(older.validationError(for: .startIPhoneMirroring) != nil)
    let iPad = try launched("ipad-split-ios18-scenes")
    #expect(iPad.validationError(for: .startIPhoneMirroring) != nil)
  }
}
