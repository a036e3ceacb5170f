/// A switcher snapshot the system keeps for one scene in one orientation.
nonisolated package struct StoredSnapshot: Hashable, Sendable {
  /// The scene's identifier.
  package let scene: String
  /// Whether it was taken in landscape (landscape left and right share a size, so one image).
  package let isLandscape: Bool
  /// Virtual time it was taken, in seconds.
  package let time: Double
  /// What it shows.
  package let frame: Frame
}

/// The system's snapshot store: one snapshot per scene and orientation, kept across rotations
/// and across the process's death.
///
/// iPad report (iOS 9, medium): the system lays the app out per orientation for its snapshots,
/// and with Slide Over only the last size was captured
/// (https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher).
/// Snapshots are files in the app container's `Library/SplashBoard/Snapshots` (OWASP
/// MASTG-KNOW-0099; current iOS; medium), `Library/Caches/Snapshots` on older iOS
/// (https://sans.org/blog/whats-in-your-ios-image-cache ; old), so they outlive the process.
/// Model choice (low confidence, pessimistic): each background takes the current orientation
/// only; the image of the other orientation stays stored, stale, and is the card when the
/// switcher is opened from the Home Screen in that orientation.
extension Device {
  /// Keeps `frame` as the snapshot of `scene` in its current orientation, replacing the one
  /// taken before in that orientation.
  package func storeSnapshot(_ frame: Frame, of scene: UIWindowScene) {
    let landscape = scene.interfaceOrientation.isLandscape
    capture.storedSnapshots.removeAll { $0.scene == scene.identifier && $0.isLandscape == landscape }
    capture.storedSnapshots.append(
      StoredSnapshot(scene: scene.identifier, isLandscape: landscape, time: runLoop.now, frame: frame))
  }

  /// The scene's session ended (the user closed the window): its snapshots go.
  package func discardSnapshots(of scene: UIWindowScene) {
    capture.storedSnapshots.removeAll { $0.scene == scene.identifier }
  }

  /// The cards the switcher shows when opened from the Home Screen: per scene with a stored
  /// snapshot, the one taken in the screen's current orientation. A card is recorded as a
  /// ``CaptureKind/switcherCard`` capture when it is stale (not the scene's latest snapshot) or
  /// the process has ended; the latest snapshot of a running app was already checked when it
  /// was taken. A scene with no snapshot in this orientation shows its latest one, scaled.
  package func recordCardsFromHomeScreen() {
    let landscape = systemUI.interfaceOrientation.isLandscape
    var scenes: [String] = []
    for s in capture.storedSnapshots where !scenes.contains(s.scene) { scenes.append(s.scene) }
    for id in scenes {
      guard let card = capture.storedSnapshots.last(where: { $0.scene == id && $0.isLandscape == landscape }),
        let latest = capture.storedSnapshots.last(where: { $0.scene == id })
      else { continue }
      let isStale = card != latest
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
    process.isAppInForeground = false
    resetProcessState()
  }
}
