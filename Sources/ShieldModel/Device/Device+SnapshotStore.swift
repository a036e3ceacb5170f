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
/// At each background UIKit snapshots the scene in its current orientation and keeps that image
/// per orientation; the other orientation's image stays stored, stale, and is the card when the
/// switcher is opened from the Home Screen in that orientation
/// (https://github.com/brave/brave-browser/issues/56957 , iPhone, iOS 17; medium; staleness is
/// the model's pessimistic reading, one report and no second source found: the flag
/// ``PlatformFlags/staleOrientationCardShown``, whose `false` shows the scene's latest snapshot,
/// scaled, as for a scene with no image in that orientation). iPad, under
/// ``PlatformFlags/snapshotsOtherOrientationOnIPad`` (default off: one iOS 9.3 report): UIKit
/// also lays the app out at the other orientation's size, running its layout callbacks, and
/// snapshots that image too. Snapshots are files in the app container's
/// `Library/SplashBoard/Snapshots` (OWASP MASTG-KNOW-0099; current iOS; medium),
/// `Library/Caches/Snapshots` on older iOS (https://sans.org/blog/whats-in-your-ios-image-cache ;
/// old), so they outlive the process; an app with no switcher card (never opened, or swiped
/// away) has them on disk only (``Capture/isOnDiskOnly``).
/// `ignoreSnapshotOnNextApplicationLaunch()` changes none of this: it only stops the next
/// launch from showing the snapshot in place of the launch image
/// (https://developer.apple.com/documentation/uikit/uiapplication/ignoresnapshotonnextapplicationlaunch() ;
/// high), and the model does not draw the launch transition.
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

  /// The iPad's second snapshot of one background
  /// (``PlatformFlags/snapshotsOtherOrientationOnIPad``): lays `scene` out at the other
  /// orientation's size, renders, stores and records that image, and lays the scene back out.
  /// Setting a window's frame runs the app's layout: subviews follow their autoresizing masks,
  /// and the root controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews` run
  /// (``UIWindow/frame``), as `layoutSubviews` ran at both sizes in the report.
  package func takeOtherOrientationSnapshot(of scene: UIWindowScene) {
    let size = profile.device.screenSize
    let otherScreen =
      scene.interfaceOrientation.isLandscape
      ? CGRect(origin: .zero, size: size) : CGRect(x: 0, y: 0, width: size.height, height: size.width)
    let other = bounds(of: scene, forCount: appSceneCount, onScreen: otherScreen)
    let bounds = scene.bounds
    let windows = scene.windows
    let frames = windows.map(\.frame)
    scene.bounds = other
    for window in windows { window.frame = other }
    let frame = render(scene, for: .switcherSnapshot)
    storeSnapshot(frame, of: scene, otherOrientation: true)
    var snapshot = Capture(kind: .switcherSnapshot, scene: scene.identifier, time: runLoop.now, frame: frame)
    snapshot.isOnDiskOnly = !capture.appHasSwitcherCard
    appendCapture(snapshot)
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
  /// pass), the process has ended, or the app's lock promise stands now (a grace that ran out
  /// while the app was suspended: ``ImageLockPromise``); the latest snapshots of a running app
  /// were otherwise already checked when they were taken. A scene with no snapshot in this orientation shows its latest one, scaled.
  package func recordCardsFromHomeScreen() {
    // An app never opened, or whose card was swiped away, has its snapshots on disk only.
    guard capture.appHasSwitcherCard else { return }
    let landscape = systemUI.interfaceOrientation.isLandscape
    var scenes: [String] = []
    for s in capture.storedSnapshots where !scenes.contains(s.scene) { scenes.append(s.scene) }
    for id in scenes {
      guard let latest = capture.storedSnapshots.last(where: { $0.scene == id }),
        let card = profile.flags.staleOrientationCardShown
          ? capture.storedSnapshots.last(where: { $0.scene == id && $0.isLandscape == landscape }) : latest
      else { continue }
      let isStale = card.pass != latest.pass
      // A fresh card of a running app is its snapshot, judged when taken; seen again while the
      // app's lock promise stands (its grace ran out since), it is judged again (`lock-bypass`).
      guard isStale || !process.isLaunched || strategy?.lockPromise(forImageOf: .switcherCard) != nil
      else { continue }
      appendCapture(Capture(kind: .switcherCard, scene: id, time: runLoop.now, frame: card.frame))
      // Said as it is: a suspended process has not ended; its card is judged again for the lock's promise.
      var source = "a stale snapshot"
      if !isStale {
        source =
          process.isLaunched
          ? "the \(process.isSuspended ? "suspended" : "running") app's latest snapshot, judged again while "
            + "its lock promise stands" : "the snapshot of an ended process"
      }
      log("switcher card(\(id)) from \(source)")
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
