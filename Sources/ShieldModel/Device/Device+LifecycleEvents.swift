/// The app's life cycle as the user and the system drive it: launching (cold, prewarmed, into the
/// background), ending the process, locking and unlocking, going home and coming back.
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let lifecycleEvents: [HandledKind] = [
    .byKey(.launch), .byKey(.prewarm), .byKey(.backgroundLaunch), .byKey(.terminateApp), .byKey(.lockDevice),
    .byKey(.unlockDevice), .byKey(.goHome), .byKey(.returnToApp), .byRules(.openExternalURL), .byRules(.openEntry),
    .byRules(.updateApp), .byRules(.multitaskingSwipe),
  ]

  func lifecycleRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .launch:
      if process.isLaunched { return "the app is already running" }
      // Apps open from the Home Screen, which is behind the Lock Screen: the user unlocks first
      // (https://support.apple.com/guide/iphone/turn-on-and-wake-iphone-iph5a0b5b9c5/ios ; the Lock Screen
      // offers Notification Center, Control Center and the camera only,
      // https://dummies.com/consumer-electronics/smartphones/iphone/iphone-modes-sleep-wake-lock-and-unlocked ;
      // high). The same rule as an entry's (`entryRefusal`); a launch the system makes (`backgroundLaunch`,
      // `prewarm`) needs no unlock.
      if process.isLocked { return "the device is locked: unlock it first" }
      return systemUI.overlay == .appSwitcher ? "close the app switcher first" : nil
    case .terminateApp:
      guard process.isLaunched else { return "the app is not running" }
      // The system ends a backgrounded app, the device locked or not: it "may terminate suspended
      // apps at any time to reclaim memory" (Apple, "Managing your app's life cycle",
      // https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; high),
      // and ends and relaunches apps in the background while the device is locked (an app
      // update, https://github.com/mozilla-mobile/firefox-ios/issues/34164 ; medium). The user
      // swipes the card away in the open switcher, opened from the app or from the Home Screen.
      if systemUI.overlay == .appSwitcher { return nil }
      return !process.isAppInForeground && systemUI.overlay == nil
        ? nil : "the app is not in the background with nothing over the Home Screen, nor in the open switcher"
    case .prewarm:
      if profile.osVersion < OSVersion(15) { return "prewarming exists from iOS 15" }
      return process.isLaunched || process.isPrewarmed ? "the process is already running" : nil
    case .backgroundLaunch:
      return process.isLaunched || process.isPrewarmed ? "the process is already running" : nil
    case .lockDevice:
      // The side button locks the device whatever is on screen, panels and prompts included
      // (https://support.apple.com/guide/iphone/turn-on-and-wake-iphone-iph5a0b5b9c5/ios ; high);
      // with the app not running a lock changes nothing the model sees.
      return process.isLaunched && !process.isLocked ? nil : "the device is locked, or the app is not launched"
    case .unlockDevice:
      return process.isLocked ? nil : "the device is not locked"
    case .goHome:
      if let reason = runningAppRefusal() { return reason }
      guard process.isAppInForeground else { return "the app is not on screen" }
      // As for the switcher: the swipe works under a prompt and from the switcher, and closes a
      // panel first (sources at openAppSwitcher).
      switch systemUI.overlay {
      case nil, .appSwitcher, .systemAlert: return nil
      default: return .closeFirst(systemUI.overlay!)
      }
    case .returnToApp:
      if let reason = runningAppRefusal() { return reason }
      return !process.isAppInForeground && systemUI.overlay == nil ? nil : "the app is not on the Home Screen"
    case .openExternalURL:
      // The app's code answers the user's tap in the app: the app active with nothing over it.
      if let reason = runningAppRefusal() { return reason }
      return isAppActiveWithNoOverlay && applicationState == .active
        ? nil : "the app is not active with nothing over it"
    case .openEntry(let source, let route): return entryRefusal(source, route)
    case .updateApp: return updateRefusal()
    case .multitaskingSwipe: return multitaskingSwipeRefusal()
    default: EventSubsystem.lifecycle.unhandled(event)
    }
  }

  func performLifecycle(_ event: SystemEvent) {
    switch event {
    case .launch: launch()
    case .terminateApp:
      let askedAsSwiped = systemUI.overlay == .appSwitcher && swipeAwayCard()
      terminateProcess()
      systemUI.swipeAwayRelaunchAt = nil
      systemUI.multitaskingSwipeCancelledAt = nil
      // Unlocking then shows the Home Screen, not the ended app (the model's choice: no source
      // says SpringBoard relaunches it; a later `launch` opens it).
      process.lockedOverApp = false
      if askedAsSwiped { relaunchForSwipeAwayRequest() }
    case .prewarm: prewarmProcess()
    case .backgroundLaunch: launchInBackground()
    case .lockDevice: lockDevice()
    case .unlockDevice:
      process.isLocked = false
      if let since = systemUI.asleepSince {
        systemUI.sleptSeconds += runLoop.now - since
        systemUI.asleepSince = nil
      }
      // The Lock Screen takes a Face ID match or, once Face ID is locked out, the device passcode
      // ("After five unsuccessful attempts to match a face" the passcode is required, Apple Platform
      // Security, https://support.apple.com/guide/security/sec9479035f1/web ; "To recover from bio
      // lockout, users need to enter their passcode (e.g. during device unlock)", Apple, "isLockedOut",
      // https://developer.apple.com/documentation/localauthentication/laenvironment/mechanismbiometry/islockedout ;
      // high): the unlock ends the lockout.
      // The model's user unlocks with biometry while it is usable, else with the passcode (model
      // choice: one unlock event); an ``LAContext`` may reuse the former (``biometricUnlockAt``).
      systemUI.biometricUnlockAt = isFaceIDUsable && !isBiometryLockedOut ? runLoop.now : nil
      if isBiometryLockedOut { systemUI.biometryFailures = 0 }
      if process.lockedOverApp { returnToApp() }
    case .goHome:
      macWindowWillLeaveView()
      goHome()
    case .returnToApp: returnToApp()
    case .openExternalURL: leaveForAnotherApp()
    case .openEntry(let source, let route): openEntry(AppEntry(source: source, route: route))
    case .updateApp: installUpdate()
    case .multitaskingSwipe: performMultitaskingSwipe()
    default: EventSubsystem.lifecycle.unhandled(event)
    }
  }

  /// The user swipes the app's card away in the open switcher: its cards leave the switcher
  /// (the stored snapshots the switcher would show are dropped), and an app still running (the
  /// switcher opened from it, so it is inactive, or one kept in the background by a task) hears
  /// `willTerminateNotification` first (an iOS 9.2 experiment: `applicationWillTerminate` runs
  /// when the app is thrown out of the switcher without having gone to the background,
  /// https://codehunter.cc/a/ios/when-will-applicationwillterminate-be-called ; Apple: it "may be
  /// called" for an app running in the background, not suspended,
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:) ;
  /// medium). A suspended app hears nothing. The switcher stays open, now without the app.
  ///
  /// Under ``PlatformFlags/swipeAwayDeliversBackground`` an app inactive under the switcher
  /// opened from it enters the background first (its scenes' did-enter-background and the app's);
  /// no snapshot is kept, the card being gone.
  ///
  /// Returns whether the app's code made a LocalAuthentication request there that would bring up
  /// a prompt, under ``PlatformFlags/swipeAwayRequestRelaunchesApp`` (see
  /// ``relaunchForSwipeAwayRequest()``).
  private func swipeAwayCard() -> Bool {
    log("card swiped away")
    var asked = false
    // A suspended app hears nothing (Device+Suspension).
    if runsAppCode {
      if profile.flags.swipeAwayDeliversBackground, process.isAppInForeground {
        let before = authentication.pending.count
        enterBackground(foregroundScenes)
        // A request refused at once by the settings, or answered by an earlier success, shows no
        // prompt.
        asked =
          profile.flags.swipeAwayRequestRelaunchesApp && !isCrashed
          && authentication.pending.dropFirst(before).contains { $0.failure == nil && !$0.answersFromEarlierSuccess }
        process.isAppInForeground = false
        capture.pendingSnapshotScenes.removeAll()
      }
      if !isCrashed { notificationCenter.post(name: UIApplication.willTerminateNotification, object: application) }
    }
    capture.storedSnapshots.removeAll()
    capture.staleCards.removeAll()
    capture.appHasSwitcherCard = false
    return asked
  }

  /// ``PlatformFlags/swipeAwayRequestRelaunchesApp``: the Touch ID request the app made as its card
  /// was swiped away brings it back once its process has ended. The switcher goes and the app is
  /// launched again in front; the old process's request is gone with it (no reply), and its launch
  /// code runs as at any launch (the flag's reports: the prompt comes "immediately" after
  /// will-terminate, LTHPasscodeViewController#130; a new process is the model's choice).
  private func relaunchForSwipeAwayRequest() {
    log("the Touch ID request made as the card was swiped away launches the app again")
    systemUI.overlay = nil
    // A new process: the user's pass of the old one's lock is gone with it (a launch is a leave for needless-lock).
    endLockStay()
    launch()
    systemUI.swipeAwayRelaunchAt = runLoop.now
  }

  private func lockDevice() {
    if case .systemAlert(let kind) = systemUI.overlay, kind == .faceID, systemUI.faceIDDismissalDeadline == nil {
      finishBiometricRequest(failing: .systemCancel)
    }
    systemUI.faceIDDismissalDeadline = nil
    // The panel or prompt goes with the lock; the switcher was over the Home Screen or the app.
    systemUI.overlay = nil
    process.isLocked = true
    if systemUI.asleepSince == nil { systemUI.asleepSince = runLoop.now }
    process.lockedOverApp = process.isAppInForeground
    let scenes = foregroundScenes
    if process.isAppInForeground { beginLeaveForNewWindows() }
    resign(scenes)
    runTransition(seconds: profile.timings.lockTransition)
    enterBackground(scenes)
    process.isAppInForeground = false
  }

  private func goHome() {
    let scenes = foregroundScenes
    let wasFaceID = systemUI.overlay == .systemAlert(.faceID)
    // A scene already inactive (under a system prompt) gets no second resign, only
    // did-enter-background (https://github.com/keepassium/KeePassium/issues/330 ; medium).
    beginLeaveForNewWindows()
    resign(scenes)
    runTransition(seconds: profile.timings.homeGesture)
    enterBackground(scenes)
    systemUI.overlay = nil
    process.isAppInForeground = false
    if wasFaceID && systemUI.faceIDDismissalDeadline == nil { finishBiometricRequest(failing: .systemCancel) }
    systemUI.faceIDDismissalDeadline = nil
  }

  /// The app's code opened a URL another app handles (``SystemEvent/openExternalURL``): that
  /// app starts in front and the app leaves as for any other app, will-resign-active, the other
  /// app's zoom (timed as the home gesture, a model choice), then did-enter-background and the
  /// snapshot (Apple, "Managing your app's life cycle"; high).
  private func leaveForAnotherApp() {
    log("the app opened a URL in another app")
    macWindowWillLeaveView()
    let scenes = foregroundScenes
    beginLeaveForNewWindows()
    resign(scenes)
    runTransition(seconds: profile.timings.homeGesture)
    enterBackground(scenes)
    process.isAppInForeground = false
  }

  /// The launch, from the Home Screen or with an entry (``SystemEvent/openEntry(_:_:)``): a
  /// link or quick action arrives in the launch (``entryArrivesWithLaunch(_:processStarted:)``),
  /// anything else through its delegate call around did-become-active.
  func launch(entry: AppEntry? = nil) {
    // The other reading of a launch under a panel or prompt: it closes as the app opens.
    if !profile.flags.launchUnderPanelStaysInactive, systemUI.overlay != nil { closeOverlay() }
    let wasPrewarmed = process.isPrewarmed
    process.isPrewarmed = false
    process.isLaunched = true
    process.isAppInForeground = true
    capture.appHasSwitcherCard = true
    let withLaunch = entryArrivesWithLaunch(entry, processStarted: wasPrewarmed)
    let later = withLaunch ? nil : entry
    if !usesScenes, withLaunch { process.launchEntry = entry }
    if !wasPrewarmed { startProcess() }
    process.launchEntry = nil
    // Launched under Control Center or a system prompt opened from the Home Screen, the app
    // stays inactive until the overlay closes, then gets did-become-active only (flag
    // `launchUnderPanelStaysInactive`, low: inferred from the interruption rule).
    let activates = systemUI.overlay == nil
    catchUpWithScreenOrientation()  // a prewarmed app-delegate app's scene predates a rotation
    if usesScenes {
      connectScene(identifier: "A", activate: activates, entry: withLaunch ? entry : nil, delivering: later)
      connectExternalSceneIfNeeded()
    } else {
      let scene = implicitScene!
      scene.isCaptured = capture.isActive
      scene.activationState = .foregroundInactive
      if activates { activate([scene], delivering: later) }
    }
  }

  /// Makes the app delegate and calls `didFinishLaunching`; in an app-delegate-only app the
  /// implicit scene exists first (unattached) so the delegate's window joins it.
  private func startProcess(intoBackground: Bool = false) {
    let delegate = AppUnderTestDelegate(device: self)
    appDelegate = delegate
    if case .flutterHost(let version, _) = profile.appStructure { flutterEngine = FlutterEngine(version: version) }
    if !usesScenes {
      let scene = UIWindowScene(identifier: "A", role: .windowApplication, bounds: screen.bounds)
      // A launch into the background runs didFinishLaunching with the app already in the
      // background (`applicationState == .background`), as the app-delegate life cycle does.
      if intoBackground { scene.activationState = .background }
      scene.isCaptured = capture.isActive
      scene.interfaceOrientation = systemUI.interfaceOrientation
      implicitScene = scene
      connectedScenes = [scene]
    }
    process.lastAppCall = nil  // a new process turns its strategy on at launch
    log("application(_:didFinishLaunchingWithOptions:)")
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    // "Posted immediately after the app finishes launching" (Apple,
    // "didFinishLaunchingNotification",
    // https://developer.apple.com/documentation/uikit/uiapplication/didfinishlaunchingnotification ;
    // iOS 2+; high): after the delegate's method returns.
    guard !isCrashed else { return }
    notificationCenter.post(name: UIApplication.didFinishLaunchingNotification, object: application)
  }

  private func prewarmProcess() {
    process.isPrewarmed = true
    startProcess()
  }

  /// A system-requested launch (background fetch, a silent push, a location event): the process
  /// runs `didFinishLaunching` in the background state and does the event's work, then is
  /// suspended. An app without scenes then hears `applicationDidEnterBackground` and is
  /// snapshotted (Apple, "About the background execution sequence",
  /// https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence ;
  /// high). A scene-based app connects no scene unless
  /// ``PlatformFlags/backgroundLaunchConnectsScene`` (then the scene connects straight into the
  /// background, `scene(_:willConnectTo:)` then `sceneDidEnterBackground`, and is snapshotted
  /// without ever having been active), and posts the app-level did-enter-background note only
  /// under ``PlatformFlags/backgroundLaunchPostsAppDidEnterBackground``. An app the user never
  /// opened (or whose card was swiped away) has no switcher card: its snapshot is a file on
  /// disk only (``Capture/isOnDiskOnly``).
  private func launchInBackground() {
    process.isLaunched = true
    process.isAppInForeground = false
    startProcess(intoBackground: true)
    if usesScenes {
      if profile.flags.backgroundLaunchConnectsScene {
        connectScene(identifier: "A", activate: false, intoBackground: true)
      } else {
        log("no scene connects at a background launch")
        // With no scene to snapshot the app is suspended once the launch's work has run.
        enqueueMain { [unowned self] in
          if process.isLaunched, !process.isAppInForeground, appSceneCount == 0 { suspendUnlessBackgroundTasks() }
        }
      }
      if profile.flags.backgroundLaunchPostsAppDidEnterBackground { deliverLaunchIntoBackground() }
    } else if let scene = implicitScene {
      deliverLaunchIntoBackground()
      capture.pendingSnapshotScenes.append(scene)
    }
  }

  /// The return from the Home Screen, or with an entry (``SystemEvent/openEntry(_:_:)``), which
  /// comes through its delegate call around did-become-active, or in the connection options of
  /// a scene connecting now.
  func returnToApp(entry: AppEntry? = nil) {
    // On a Mac the app comes back focused, whichever way it returns.
    defer { macWindowDidReturn() }
    process.isAppInForeground = true
    capture.appHasSwitcherCard = true
    catchUpWithScreenOrientation()
    // Opened after a background launch that connected no scene: the scene connects now, into
    // the foreground, as at a launch.
    if usesScenes, appSceneCount == 0 {
      process.isSuspended = false
      let withLaunch = entryArrivesWithLaunch(entry, processStarted: true)
      connectScene(
        identifier: "A", activate: systemUI.overlay == nil, entry: withLaunch ? entry : nil,
        delivering: withLaunch ? nil : entry)
      connectExternalSceneIfNeeded()
      return
    }
    // A loop, not `filter`: the closure would check its executor for every scene.
    var scenes: [UIWindowScene] = []
    for s in windowScenes where s.activationState == .background { scenes.append(s) }
    if profile.flags.secureCanvasFailsToRecomposite { markSecureCanvasesStale(in: scenes) }
    if profile.flags.secureCanvasLostAfterRoundTrip { loseSecureCanvasProtection(in: scenes) }
    enterForeground(scenes)
    trapOnViewLayerCycles(atSizeChange: false)
    runTransition(seconds: profile.timings.returnZoom, sampleReturnCover: true)
    activate(scenes, delivering: entry)
  }

  /// The screen rotated while the app was away: its scenes take the new orientation and size
  /// before any callback.
  private func catchUpWithScreenOrientation() {
    guard let first = windowScenes.first, first.interfaceOrientation != systemUI.interfaceOrientation else { return }
    for s in windowScenes where s.isInteractive { s.interfaceOrientation = systemUI.interfaceOrientation }
    relayoutScenesForced()
  }
}
