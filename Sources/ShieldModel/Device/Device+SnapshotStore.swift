/// A switcher snapshot the system keeps for one scene in one orientation.
nonisolated package struct StoredSnapshot: Hashable, Sendable {
  /// The scene's identifier.
  package let scene: String
  /// Whether it was taken in landscape (landscape left and right share a size, so one image).
  package let isLandscape: Bool
  /// Virtual time it was taken, in seconds.
  package let time: Double
  /// Which snapshot pass took it (``Device/CaptureState/snapshotPasses`` then): the images of
  /// both orientations taken at one background share it.
  package let pass: Int
  /// What it shows.
  package let frame: Frame
}

/// The system's snapshot store: one snapshot per scene and orientation, kept across rotations
/// and across the process's death.
///
/// iPad: at each background, after the snapshot in the current orientation, UIKit lays the app
/// out at the other orientation's size (`layoutSubviews` ran twice, with portrait and landscape
/// sizes, after `applicationDidEnterBackground`), snapshots that too, and the switcher shows the
/// image of the orientation it is opened in; with Slide Over only the last size was captured
/// (https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher ;
/// iOS 9.3.2, iPad mini; one detailed report, medium; "every background" and iPadOS 13+ are
/// not confirmed elsewhere, low). The model does so on every iPad profile: the scene and its
/// windows take the other orientation's size (the app's views follow their autoresizing masks),
/// the image is rendered and checked as a ``CaptureKind/switcherSnapshot``, and the layout is
/// put back. No app callback runs in between (the model has no `layoutSubviews`), so a cover
/// that fits one orientation's size leaks in the other's image. iPhone: the same report says
/// iPhones do not show it since their switcher is never in landscape; the model takes the current
/// orientation only there, and the other orientation's image stays stored, stale (it is the
/// card when the switcher is opened from the Home Screen in that orientation; low confidence,
/// pessimistic). Snapshots are files in the app container's `Library/SplashBoard/Snapshots`
/// (OWASP MASTG-KNOW-0099; current iOS; medium), `Library/Caches/Snapshots` on older iOS
/// (https://sans.org/blog/whats-in-your-ios-image-cache ; old), so they outlive the process.
extension Device {
  /// Keeps `frame` as the snapshot of `scene` in its current orientation, or in the other one
  /// when `otherOrientation`, replacing the one taken before in that orientation.
  package func storeSnapshot(_ frame: Frame, of scene: UIWindowScene, otherOrientation: Bool = false) {
    let landscape = scene.interfaceOrientation.isLandscape != otherOrientation
    capture.storedSnapshots.removeAll { $0.scene == scene.identifier && $0.isLandscape == landscape }
    capture.storedSnapshots.append(
      StoredSnapshot(
        scene: scene.identifier, isLandscape: landscape, time: runLoop.now, pass: capture.snapshotPasses,
        frame: frame))
  }

  /// The iPad's second snapshot of one background: lays `scene` out at the other orientation's
  /// size, renders, stores and records that image, and restores the scene's and windows' sizes.
  package func takeOtherOrientationSnapshot(of scene: UIWindowScene) {
    let size = profile.device.screenSize
    let otherScreen =
      scene.interfaceOrientation.isLandscape
      ? CGRect(origin: .zero, size: size) : CGRect(x: 0, y: 0, width: size.height, height: size.width)
    let other = bounds(of: scene, forCount: appScenes.count, onScreen: otherScreen)
    let bounds = scene.bounds
    let windows = scene.windows
    let frames = windows.map(\.frame)
    scene.bounds = other
    for window in windows { window.frame = other }
    let frame = render(scene, for: .switcherSnapshot)
    storeSnapshot(frame, of: scene, otherOrientation: true)
    capture.captures.append(Capture(kind: .switcherSnapshot, scene: scene.identifier, time: runLoop.now, frame: frame))
    log("snapshot(\(scene.identifier)) at the other orientation's size")
    scene.bounds = bounds
    for (window, old) in zip(windows, frames) { window.frame = old }
  }

  /// The scene's session ended (the user closed the window): its snapshots go.
  package func discardSnapshots(of scene: UIWindowScene) {
    capture.storedSnapshots.removeAll { $0.scene == scene.identifier }
  }

  /// The cards the switcher shows when opened from the Home Screen: per scene with a stored
  /// snapshot, the one taken in the screen's current orientation. A card is recorded as a
  /// ``CaptureKind/switcherCard`` capture when it is stale (not from the scene's latest snapshot
  /// pass) or the process has ended; the latest snapshots of a running app were already checked
  /// when they were taken. A scene with no snapshot in this orientation shows its latest one, scaled.
  package func recordCardsFromHomeScreen() {
    let landscape = systemUI.interfaceOrientation.isLandscape
    var scenes: [String] = []
    for s in capture.storedSnapshots where !scenes.contains(s.scene) { scenes.append(s.scene) }
    for id in scenes {
      guard let card = capture.storedSnapshots.last(where: { $0.scene == id && $0.isLandscape == landscape }),
        let latest = capture.storedSnapshots.last(where: { $0.scene == id })
      else { continue }
      let isStale = card.pass != latest.pass
      guard isStale || !process.isLaunched else { continue }
      capture.captures.append(Capture(kind: .switcherCard, scene: id, time: runLoop.now, frame: card.frame))
      log("switcher card(\(id)) from \(isStale ? "a stale snapshot" : "the snapshot of an ended process")")
    }
  }

  /// The system ends the suspended app (memory pressure, or the user swipes its card away):
  /// no callback runs, since `applicationWillTerminate` is generally not called for a suspended
  /// app (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:) ;
  /// high). Scenes, windows, observers and queued work go; stored snapshots stay.
  package func terminateProcess() {
    log("process terminated")
    for scene in windowScenes { scene.delegate = nil }
    retiredScenes.append(contentsOf: connectedScenes)
    connectedScenes.removeAll()
    implicitScene = nil
    appDelegate = nil
    flutterEngine = nil
    notificationCenter.removeAllObservers()
    runLoop.removeAllWork()
    discardAnimations()
    capture.pendingSnapshotScenes.removeAll()
    capture.pendingCaptureChange = false
    process.lastAppPhase = nil
    process.isLaunched = false
    process.isSuspended = false
    process.dropsAnimations = false
    process.isAppInForeground = false
    endAuthentication()
    resetProcessState()
  }
}
