/// Delivery of life-cycle callbacks, in UIKit's order: for each scene that changes, its delegate
/// method then its notification; after the last scene, the app-level call (app delegate in an
/// app-delegate-only app) and notification when the aggregate state changed (see
/// ``UIApplication`` and ``UIScene`` for sources).
extension Device {
  package var usesScenes: Bool { profile.appStructure.usesScenes }

  private func sceneDelegate(_ scene: UIScene) -> (any UISceneDelegate)? {
    usesScenes ? scene.modelDelegate : nil
  }

  /// Logs a scene-delegate callback for `explain`. An app without scenes gets none (UIKit
  /// calls no scene delegate there), so its log names only the app delegate's callbacks.
  private func logSceneCallback(_ line: @autoclosure () -> String) {
    if usesScenes { log(line()) }
  }

  private func postSceneNote(_ name: Notification.Name, _ scene: UIScene) {
    guard usesScenes, !isCrashed else { return }
    notificationCenter.post(name: name, object: scene)
  }

  private func appLevel(
    _ name: Notification.Name, delegateCall: (any UIApplicationDelegate, UIApplication) -> Void
  ) {
    guard !isCrashed else { return }
    if !usesScenes, let delegate = appDelegate {
      log("app delegate \(name.rawValue)")
      delegateCall(delegate, application)
    }
    guard !isCrashed else { return }
    notificationCenter.post(name: name, object: application)
  }

  /// foregroundInactive → foregroundActive: `sceneDidBecomeActive`, then the app-level
  /// did-become-active when the app was not active before.
  package func activate(_ scenes: [UIWindowScene]) {
    let wasActive = applicationState == .active
    var changed = 0
    // A non-interactive external-display scene never becomes active
    // (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3679 ; medium).
    for scene in scenes where scene.activationState == .foregroundInactive && scene.isInteractive && !isCrashed {
      scene.activationState = .foregroundActive
      changed += 1
      logSceneCallback("sceneDidBecomeActive(\(scene.identifier))")
      sceneDelegate(scene)?.sceneDidBecomeActive(scene)
      postSceneNote(UIScene.didActivateNotification, scene)
      reportScenePhase(scene)
    }
    let becameActive = !wasActive && applicationState == .active
    if becameActive { process.lastAppCallAwaitsActivation = false }
    for _ in 0..<appLevelCount(aggregateChanged: becameActive, changed: changed) {
      appLevel(UIApplication.didBecomeActiveNotification) { $0.applicationDidBecomeActive($1) }
    }
    if becameActive { reportFlutterLifecycle(.resumed) }
    reportAppPhase()
    if process.holdsTimersUntilActive, applicationState == .active {
      // The timers that fell due while the app was suspended fire now, after did-become-active.
      process.holdsTimersUntilActive = false
      runLoop.fireDueTimers()
    }
    if capture.pendingCaptureChange, applicationState == .active, !isCrashed {
      capture.pendingCaptureChange = false
      screen.deliverCapturedChange()
      notificationCenter.post(name: UIScreen.capturedDidChangeNotification, object: screen)
      TraitChangeRegistry.deliver()
    }
  }

  /// How many times to post an app-level notification: once when the aggregate changed, or
  /// once per changed scene under ``PlatformFlags/perSceneAppNotifications``.
  private func appLevelCount(aggregateChanged: Bool, changed: Int) -> Int {
    if profile.flags.perSceneAppNotifications && usesScenes { return changed }
    return aggregateChanged ? 1 : 0
  }

  /// foregroundActive → foregroundInactive: `sceneWillResignActive`, then the app-level
  /// will-resign-active when no scene is active any more.
  package func resign(_ scenes: [UIWindowScene]) {
    let wasActive = applicationState == .active
    process.isResigningActive = true
    defer { process.isResigningActive = false }
    var changed = 0
    let changesFirst = profile.flags.activationStateChangesBeforeWillResign
    for scene in scenes where scene.activationState == .foregroundActive && !isCrashed {
      if changesFirst { scene.activationState = .foregroundInactive }
      changed += 1
      noteResignForLockStay()
      logSceneCallback("sceneWillResignActive(\(scene.identifier))")
      sceneDelegate(scene)?.sceneWillResignActive(scene)
      postSceneNote(UIScene.willDeactivateNotification, scene)
      if profile.flags.doubleResign {
        sceneDelegate(scene)?.sceneWillResignActive(scene)
        postSceneNote(UIScene.willDeactivateNotification, scene)
      }
      // Before iOS 18 the state changes once the callback and its notification have returned
      // (PlatformFlags.activationStateChangesBeforeWillResign).
      if !changesFirst && !isCrashed { scene.activationState = .foregroundInactive }
      reportScenePhase(scene)
    }
    let aggregate = wasActive && applicationState != .active
    var count = appLevelCount(aggregateChanged: aggregate, changed: changed)
    if profile.flags.doubleResign && count > 0 { count += 1 }
    for _ in 0..<count {
      appLevel(UIApplication.willResignActiveNotification) { $0.applicationWillResignActive($1) }
    }
    if aggregate { reportFlutterLifecycle(.inactive, resigning: true) }
    reportAppPhase()
  }

  /// foregroundInactive → background: `sceneDidEnterBackground`, then the app-level
  /// did-enter-background when no scene remains in the foreground. Snapshots become pending.
  package func enterBackground(_ scenes: [UIWindowScene]) {
    let wasForeground = applicationState != .background
    var changed = 0
    for scene in scenes where scene.activationState == .foregroundInactive && !isCrashed {
      scene.activationState = .background
      if coverRaises.isRecording { noteCoverLeave() }
      changed += 1
      logSceneCallback("sceneDidEnterBackground(\(scene.identifier))")
      let lockedBefore = strategy?.isAppLock == true && isAppLocked
      sceneDelegate(scene)?.sceneDidEnterBackground(scene)
      noteSceneRearm(by: scene, callback: "sceneDidEnterBackground", lockedBefore: lockedBefore)
      postSceneNote(UIScene.didEnterBackgroundNotification, scene)
      // The switcher shows cards of the app's own scenes only.
      if scene.isInteractive { capture.pendingSnapshotScenes.append(scene) }
      reportScenePhase(scene)
    }
    let enteredBackground = wasForeground && applicationState == .background
    // The keyboard goes down with the app; the return shows it again for the field that kept
    // first responder, drawn (https://github.com/blinksh/blink/issues/272 : "when you minimize the
    // app and then re-open it, the keyboard appears"; iOS 10; medium).
    if enteredBackground { keyboard.isUndrawn = false }
    for _ in 0..<appLevelCount(aggregateChanged: enteredBackground, changed: changed) {
      appLevel(UIApplication.didEnterBackgroundNotification) { $0.applicationDidEnterBackground($1) }
    }
    if enteredBackground { reportFlutterLifecycle(.paused) }
    reportAppPhase()
  }

  /// The app-level did-enter-background that follows didFinishLaunching in a launch into the
  /// background (see `launchInBackground`): the app delegate's call and the note in an app
  /// without scenes, the note alone in a scene app under
  /// ``PlatformFlags/backgroundLaunchPostsAppDidEnterBackground``.
  package func deliverLaunchIntoBackground() {
    guard !isCrashed else { return }
    appLevel(UIApplication.didEnterBackgroundNotification) { $0.applicationDidEnterBackground($1) }
    reportFlutterLifecycle(.paused)
    reportAppPhase()
  }

  /// background or unattached → foregroundInactive: `sceneWillEnterForeground`, then the
  /// app-level will-enter-foreground when the app was entirely in the background. Resumes a
  /// suspended app first.
  package func enterForeground(_ scenes: [UIWindowScene]) {
    // Under overdueTimersFireAfterBecomeActive, what fell due while suspended waits for did-become-active.
    if process.isSuspended, profile.flags.overdueTimersFireAfterBecomeActive { process.holdsTimersUntilActive = true }
    process.isSuspended = false
    process.dropsAnimations = false
    process.backgroundTasksExpireAt = nil
    let wasBackground = applicationState == .background
    var changed = 0
    for scene in scenes where scene.activationState == .background && !isCrashed {
      scene.activationState = .foregroundInactive
      changed += 1
      logSceneCallback("sceneWillEnterForeground(\(scene.identifier))")
      sceneDelegate(scene)?.sceneWillEnterForeground(scene)
      postSceneNote(UIScene.willEnterForegroundNotification, scene)
      reportScenePhase(scene)
    }
    let enteredForeground = wasBackground && applicationState != .background
    if usesScenes || isLaunchedBefore {
      for _ in 0..<appLevelCount(aggregateChanged: enteredForeground, changed: changed) {
        appLevel(UIApplication.willEnterForegroundNotification) { $0.applicationWillEnterForeground($1) }
      }
    }
    if enteredForeground && isLaunchedBefore { reportFlutterLifecycle(.inactive) }
    reportAppPhase()
  }

  /// In an app-delegate-only app, will-enter-foreground is not delivered at launch (the app
  /// starts inactive, then becomes active); from the first return to the app it is.
  private var isLaunchedBefore: Bool { process.isLaunched }

  /// Connects a new scene: `scene(_:willConnectTo:options:)` (with `entry` in its connection
  /// options), then foreground and active (with `pending` delivered around the activation).
  package func connectScene(
    identifier: String, activate shouldActivate: Bool, role: UISceneSession.Role = .windowApplication,
    intoBackground: Bool = false, entry: AppEntry? = nil, delivering pending: AppEntry? = nil
  ) {
    let bounds =
      role == .windowApplication
      ? sceneBounds(forCount: appSceneCount + 1) : CGRect(x: 0, y: 0, width: 1920, height: 1080)
    let scene = UIWindowScene(identifier: identifier, role: role, bounds: bounds)
    scene.isCaptured = capture.isActive
    if role == .windowApplication { scene.interfaceOrientation = systemUI.interfaceOrientation }
    connectedScenes.append(scene)
    // A new pane takes its share: Split View halves the screen again (model choice).
    for s in windowScenes where s.isInteractive { s.width = nil }
    relayoutScenes()
    scene.delegate = AppUnderTestSceneDelegate(device: self)
    scene.activationState = .background
    log("scene(\(identifier), willConnectTo:)")
    withCurrent {
      scene.modelDelegate?.scene(
        scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions(entry: entry))
    }
    postSceneNote(UIScene.willConnectNotification, scene)
    if intoBackground {
      // Straight into the background: did-enter-background, and a snapshot.
      logSceneCallback("sceneDidEnterBackground(\(scene.identifier))")
      sceneDelegate(scene)?.sceneDidEnterBackground(scene)
      postSceneNote(UIScene.didEnterBackgroundNotification, scene)
      reportInitialScenePhase(scene)
      capture.pendingSnapshotScenes.append(scene)
      return
    }
    enterForeground([scene])
    if shouldActivate { activate([scene], delivering: pending) }
  }

  /// Disconnects a scene: resign and background first if needed, then `sceneDidDisconnect`.
  package func disconnectScene(_ scene: UIWindowScene) {
    resign([scene])
    drainMainQueue()
    enterBackground([scene])
    capture.pendingSnapshotScenes.removeAll { $0 === scene }
    discardSnapshots(of: scene)
    scene.activationState = .unattached
    logSceneCallback("sceneDidDisconnect(\(scene.identifier))")
    sceneDelegate(scene)?.sceneDidDisconnect(scene)
    postSceneNote(UIScene.didDisconnectNotification, scene)
    connectedScenes.removeAll { $0 === scene }
    retiredScenes.append(scene)
    scene.delegate = nil
    for s in windowScenes where s.isInteractive { s.width = nil }
    keyWindowSceneDidDisconnect(scene)
    relayoutScenes()
  }

  /// The app's interactive scenes (not an external display's), in connection order.
  package var appScenes: [UIWindowScene] {
    // A loop into a buffer sized once, not `filter`, which grows its result from empty (issue 30).
    var scenes: [UIWindowScene] = []
    scenes.reserveCapacity(windowScenes.count)
    for scene in windowScenes where scene.isInteractive { scenes.append(scene) }
    return scenes
  }

  /// How many ``appScenes`` there are, counted without building the list.
  package var appSceneCount: Int {
    var count = 0
    for scene in windowScenes where scene.isInteractive { count += 1 }
    return count
  }

  /// Scene bounds on this device when `count` scenes share the screen (Split View halves; one
  /// scene fills the screen).
  package func sceneBounds(forCount count: Int) -> CGRect { sceneBounds(forCount: count, onScreen: screen.bounds) }

  /// A scene's bounds when `count` scenes share a screen of bounds `full`, in points.
  package func sceneBounds(forCount count: Int, onScreen full: CGRect) -> CGRect {
    guard profile.device.supportsMultipleScenes, count > 1 else { return full }
    if profile.device == .iPadSplitView {
      return CGRect(x: 0, y: 0, width: ((full.width - 10) / 2).rounded(.down), height: full.height)
    }
    return CGRect(x: 0, y: 0, width: (full.width * 0.7).rounded(.down), height: (full.height * 0.7).rounded(.down))
  }

  /// The bounds of `scene` when `count` scenes share a screen of bounds `full`: those of the
  /// count, with the width the user dragged it to (``UIWindowScene/width``), a fraction of the
  /// screen's width less the Split View divider (10 points) unless it is the whole screen.
  package func bounds(of scene: UIWindowScene, forCount count: Int, onScreen full: CGRect) -> CGRect {
    sceneBounds(width: scene.width, forCount: count, onScreen: full)
  }

  /// ``bounds(of:forCount:onScreen:)`` for a scene of width `width`.
  package func sceneBounds(width: SceneWidth?, forCount count: Int, onScreen full: CGRect) -> CGRect {
    let base = sceneBounds(forCount: count, onScreen: full)
    guard let width else { return base }
    let available = profile.device == .iPadSplitView && width != .full ? full.width - 10 : full.width
    return CGRect(x: 0, y: 0, width: (available * width.fraction).rounded(.down), height: base.height)
  }

  /// Resizes every scene (and its windows) to the current screen and scene count.
  package func relayoutScenes() {
    let count = appSceneCount
    var resized = false
    for scene in windowScenes where scene.isInteractive {
      let bounds = bounds(of: scene, forCount: count, onScreen: screen.bounds)
      guard scene.bounds != bounds else { continue }
      scene.bounds = bounds
      for window in scene.windows { window.frame = bounds }
      resized = true
    }
    if resized { trapOnViewLayerCycles() }
  }
}
