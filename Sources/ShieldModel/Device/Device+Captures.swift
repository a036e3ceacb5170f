/// Kinds of image the system takes of the app.
nonisolated public enum CaptureKind: String, Hashable, Sendable, CaseIterable {
  /// The live app-switcher card while the scene is inactive because the switcher is open
  /// (https://github.com/corona-warn-app/cwa-app-ios/issues/666 ; SwiftUI "scenePhase.inactive",
  /// https://developer.apple.com/documentation/swiftui/scenephase/inactive ; medium); also a
  /// stored snapshot shown as the card from the Home Screen when it is stale or outlived the
  /// process (see ``SystemEvent/terminateApp`` and ``SystemEvent/rotate(_:)``).
  case switcherCard
  /// The snapshot taken shortly after `sceneDidEnterBackground` returns (Apple,
  /// "sceneDidEnterBackground(_:)",
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:) ;
  /// QA1838; high).
  case switcherSnapshot
  /// A screenshot: every window of the scene, secure canvas left out.
  case screenshot
  /// A recorded frame, taken at the end of every turn while recording is on.
  case recording
  /// A mirrored frame, taken at the end of every turn while mirroring is on.
  case mirroring
  /// A frame in the Mac's iPhone Mirroring window, taken at the end of every turn while it is
  /// on (see ``SystemEvent/startIPhoneMirroring``).
  case iPhoneMirroring
}

/// An image the system took of one scene.
nonisolated public struct Capture: Hashable, Sendable {
  /// What kind of image.
  public let kind: CaptureKind
  /// The scene's identifier.
  public let scene: String
  /// Virtual time of the capture, in seconds.
  public let time: Double
  /// What it shows.
  public let frame: Frame
  /// Whether this switcher snapshot is only a file on disk: the app has no card in the switcher
  /// (never opened by the user, or its card swiped away), so no one sees it there, but it stays
  /// in the app container's `Library/SplashBoard/Snapshots`, readable from a backup or a
  /// jailbroken device (OWASP MASTG-KNOW-0099,
  /// https://mas.owasp.org/MASTG/knowledge/ios/MASVS-STORAGE/MASTG-KNOW-0099 ; medium). A leak
  /// there is a storage finding, not a card the user's neighbour sees.
  public var isOnDiskOnly = false
  /// The app's lock promise when the image was taken, or `nil` when none stood (judged by
  /// `lock-bypass`; ``PrivacyScreenStrategy/lockPromise(forImageOf:)``).
  public var lockPromise: ImageLockPromise?
}

extension Device {
  /// Renders `scene` as it would appear for `purpose`, at the current virtual time.
  ///
  /// Frames are reused while nothing they show has changed (see `RenderCache`).
  public func render(_ scene: UIWindowScene, for purpose: RenderPurpose) -> Frame {
    let renderer = Renderer(device: self, purpose: purpose)
    let key = RenderCache.Key(
      epoch: renderEpoch, scene: ObjectIdentifier(scene),
      firstResponder: Self.identifier(of: keyboard.firstResponder), isCallBannerShown: systemUI.isCallBannerShown)
    let variant = renderer.variant
    if let frame = renderCache.frame(for: key, variant: variant, now: runLoop.now) {
      #if DEBUG
        let fresh = withCurrent { renderer.render(scene) }
        precondition(
          fresh == frame, "render cache: a change to what \(scene.identifier) shows did not advance RenderEpoch")
      #endif
      return frame
    }
    let (frame, dependsOn, timeDependent) = withCurrent { renderer.renderNoting(scene) }
    renderCache.store(frame, for: key, variant: variant, dependsOn: dependsOn, time: timeDependent ? runLoop.now : nil)
    return frame
  }

  /// `ObjectIdentifier(object)`, or `nil`; not `Optional.map`, whose closure checks its executor.
  private static func identifier(of object: AnyObject?) -> ObjectIdentifier? {
    guard let object else { return nil }
    return ObjectIdentifier(object)
  }

  /// Whether a render of `scene` for display could show a cover or a blur (see
  /// ``render(_:for:)``); `false` means it certainly shows none.
  ///
  /// The checkers and the coverage map both ask each step, each check once per scene; the answers
  /// are kept per scene while nothing a render reads has changed and the clock stands still (one
  /// kept answer thrashed on every multi-scene step: A, B, A, B...).
  package func mayShowCover(_ scene: UIWindowScene) -> Bool {
    let key = CoverWalkKey(epoch: renderEpoch, scene: ObjectIdentifier(scene), now: runLoop.now)
    if let first = coverWalks.first, first.key.epoch != key.epoch || first.key.now != key.now {
      coverWalks.removeAll(keepingCapacity: true)
    }
    for i in coverWalks.indices where coverWalks[i].key == key {
      #if DEBUG
        let fresh = withCurrent { Renderer(device: self, purpose: .display).hasUnclassifiedDrawing(scene) }
        precondition(
          fresh == coverWalks[i].result,
          "cover walk cache: a change to \(scene.identifier) did not advance RenderEpoch")
      #endif
      return coverWalks[i].result
    }
    let result = withCurrent { Renderer(device: self, purpose: .display).hasUnclassifiedDrawing(scene) }
    // Keyed as `RenderCache` is (the scene's object within one epoch); bounded for many scenes.
    if coverWalks.count >= 16 { coverWalks.removeAll(keepingCapacity: true) }
    coverWalks.append((key, result))
    return result
  }

  /// Returns and clears the captures recorded since the last call.
  package func collectCaptures() -> [Capture] {
    // Hands the array over: emptying a shared buffer while keeping its capacity would copy it.
    let collected = capture.captures
    capture.captures = []
    return collected
  }

  private func record(_ kind: CaptureKind, _ scene: UIWindowScene, _ purpose: RenderPurpose) {
    guard recordsCaptures else { return }
    let frame = render(scene, for: purpose)
    appendCapture(Capture(kind: kind, scene: scene.identifier, time: runLoop.now, frame: frame))
  }

  /// Takes the app-switcher snapshot of every scene that entered the background; once no scene
  /// is in the foreground the app runs its queued work (``runQueuedWorkBeforeSuspension()``), then
  /// is suspended.
  package func takePendingSnapshots() {
    let scenes = capture.pendingSnapshotScenes
    capture.pendingSnapshotScenes.removeAll()
    for scene in scenes where scene.activationState == .background {
      let frame = render(scene, for: .switcherSnapshot)
      scene.switcherSnapshot = frame
      capture.snapshotPasses += 1
      storeSnapshot(frame, of: scene)
      var snapshot = Capture(kind: .switcherSnapshot, scene: scene.identifier, time: runLoop.now, frame: frame)
      snapshot.isOnDiskOnly = !capture.appHasSwitcherCard
      appendCapture(snapshot)
      log("snapshot(\(scene.identifier))\(snapshot.isOnDiskOnly ? " on disk only (no switcher card)" : "")")
      // Only iPads may take the other orientation's image (once per background; see
      // Device+SnapshotStore). (A Mac's window never rotates.)
      if profile.flags.snapshotsOtherOrientationOnIPad, profile.device != .iPhone, profile.device != .mac,
        scene.isInteractive
      {
        takeOtherOrientationSnapshot(of: scene)
      }
    }
    if applicationState == .background {
      runQueuedWorkBeforeSuspension()
      interruptAnimationsInBackground()
      suspendUnlessBackgroundTasks()
    }
  }

  /// The app's last turns in the background, after its snapshot and before its suspension: under
  /// ``PlatformFlags/queuedWorkRunsBeforeSuspension`` the main queue drains, so the work queued at or
  /// after did-enter-background (a `.background` scene phase's handler, a `DispatchQueue.main.async`)
  /// runs now, unseen by the snapshot, and not on the return. No virtual time passes. The flag is
  /// read only when work waits, so a verdict rests on it only then.
  private func runQueuedWorkBeforeSuspension() {
    guard runLoop.hasPendingBlocks, !isCrashed, profile.flags.queuedWorkRunsBeforeSuspension else { return }
    log("the main queue runs in the background before the suspension")
    drainMainQueue()
  }

  /// A screenshot of each scene on screen, then `userDidTakeScreenshotNotification` to an active app.
  package func takeScreenshot() {
    guard process.isLaunched, process.isAppInForeground else { return }
    for scene in windowScenes where scene.activationState != .background {
      record(.screenshot, scene, .screenshot)
    }
    if applicationState == .active {
      notificationCenter.post(name: UIApplication.userDidTakeScreenshotNotification, object: application)
    }
  }

  /// Live switcher cards and recorded or mirrored frames, at the end of a turn.
  package func recordContinuousCaptures() {
    guard process.isLaunched, process.isAppInForeground, !isCrashed else { return }
    let showsSwitcher = systemUI.overlay == .appSwitcher
    // Control Center and Notification Center cover the app on the recorded screen.
    let coversRecording = systemUI.overlay == .controlCenter || systemUI.overlay == .notificationCenter
    // Most turns capture nothing: skip gathering the scenes.
    let isCopied = capture.isRecording || capture.isMirroring || capture.isIPhoneMirroring
    guard showsSwitcher || (!coversRecording && isCopied) else { return }
    var appOnScreen: [UIWindowScene] = []
    var mirrored: [UIWindowScene] = []
    for scene in windowScenes where scene.activationState != .background && scene.activationState != .unattached {
      if scene.isInteractive { appOnScreen.append(scene) } else { mirrored.append(scene) }
    }
    if showsSwitcher {
      for scene in appOnScreen where scene.activationState == .foregroundInactive {
        if let stale = capture.staleCards.first(where: { $0.scene == scene.identifier }) {
          appendCapture(
            Capture(kind: .switcherCard, scene: scene.identifier, time: runLoop.now, frame: stale.frame))
        } else if profile.flags.switcherCardIsLive {
          record(.switcherCard, scene, .display)
        } else if let snapshot = scene.switcherSnapshot {
          appendCapture(
            Capture(kind: .switcherCard, scene: scene.identifier, time: runLoop.now, frame: snapshot))
        }
      }
    }
    guard !coversRecording else { return }
    if capture.isRecording { for scene in appOnScreen { record(.recording, scene, .recording) } }
    // With an external-display scene the external screen shows that scene, not a mirror.
    if capture.isMirroring {
      for scene in mirrored.isEmpty ? appOnScreen : mirrored { record(.mirroring, scene, .mirroring) }
    }
    // The Mac's window copies the iPhone's own screen, never an external-display scene.
    if capture.isIPhoneMirroring { for scene in appOnScreen { record(.iPhoneMirroring, scene, .iPhoneMirroring) } }
  }
}
