/// Why an event cannot happen in the device's current state.
nonisolated public struct InvalidEvent: Error, Equatable, CustomStringConvertible {
  /// The event.
  public let event: SystemEvent
  /// Why it is not possible now.
  public let reason: String
  public var description: String { reason }
}

extension Device {
  package var foregroundScenes: [UIWindowScene] {
    // A loop, not `filter`: the closure would check its executor on every call.
    var scenes: [UIWindowScene] = []
    for scene in windowScenes
    where scene.activationState == .foregroundActive || scene.activationState == .foregroundInactive {
      scenes.append(scene)
    }
    return scenes
  }

  private var isAppActiveWithNoOverlay: Bool {
    process.isLaunched && process.isAppInForeground && systemUI.overlay == nil
  }

  /// Why `event` cannot happen now, or `nil` if it can.
  public func validationError(for event: SystemEvent) -> String? { refusal(for: event)?.text(for: event) }

  /// Whether `event` can happen now: ``validationError(for:)`` without building the reason.
  package func isValid(_ event: SystemEvent) -> Bool { refusal(for: event) == nil }

  /// The rule table behind ``validationError(for:)`` and ``isValid(_:)``.
  ///
  /// Each refusal is one of: a sequence iOS cannot produce (the source is next to the rule);
  /// an event whose meaning needs a state (closing what is not open, starting what is on, an
  /// unknown scene or argument); or one of two limits of the model, named where they are: the
  /// call banner and other apps' windows are kept short and unnested (``interruptionRefusal``),
  /// and system panels do not rotate.
  private func refusal(for event: SystemEvent) -> Refusal? {
    if isCrashed { return "the app has crashed" }
    // The Mac's host has none of the iOS system UI these events need (sources at
    // SystemEvent.Kind.isPossible(on:)).
    if profile.device == .mac, !event.kind.isPossible(on: profile) { return "an iPad app on a Mac has no such event" }
    switch event {
    case .launch:
      if process.isLaunched { return "the app is already running" }
      return systemUI.overlay == .appSwitcher ? "close the app switcher first" : nil
    case .terminateApp:
      guard process.isLaunched else { return "the app is not running" }
      if process.isLocked { return "the device is locked" }
      return !process.isAppInForeground && systemUI.overlay == nil
        ? nil : "the app is not in the background with nothing over the Home Screen"
    case .rotate(let o):
      if o == .unknown { return "unknown orientation" }
      if process.isLocked { return "the device is locked" }
      if process.isAppInForeground {
        // Under a system prompt the app's interface turns with the device: the prompt is an
        // alert over it, and rotation reaches every foreground scene, active or not
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilltransition(to:with:) ;
        // high). Panels and the switcher are the model's limit: it does not rotate them.
        if case .systemAlert = systemUI.overlay {
        } else if !isAppActiveWithNoOverlay {
          return "the app is not active with nothing over it"
        }
      } else if systemUI.overlay != nil {
        return "system UI is shown over the Home Screen"
      }
      return systemUI.interfaceOrientation == o ? "already in that orientation" : nil
    case .openControlCenter where !process.isLaunched, .systemAlert where !process.isLaunched:
      if systemUI.overlay != nil { return "system UI is already shown" }
      if event == .systemAlert(.faceID) { return "the app's own Face ID request needs the app running" }
      return nil
    case .closeControlCenter where !process.isLaunched:
      return systemUI.overlay == .controlCenter ? nil : "Control Center is not open"
    case .dismissSystemAlert where !process.isLaunched:
      if case .systemAlert = systemUI.overlay { return nil }
      return "no system alert is shown"
    case .openAppSwitcher where !process.isLaunched:
      if capture.storedSnapshots.isEmpty { return "the app has not been launched" }
      return systemUI.overlay == nil ? nil : "system UI is already shown"
    case .closeAppSwitcher where !process.isLaunched:
      return systemUI.overlay == .appSwitcher ? nil : "the app switcher is not open"
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
    case .recordingStart: return capture.isRecording ? "recording is already on" : nil
    case .recordingStop: return capture.isRecording ? nil : "recording is off"
    case .mirroringStart: return capture.isMirroring ? "mirroring is already on" : nil
    case .mirroringStop: return capture.isMirroring ? nil : "mirroring is off"
    case .startIPhoneMirroring:
      // iPhone Mirroring needs an iPhone on iOS 18 and a Mac on macOS 15
      // (Apple, https://support.apple.com/en-us/120421 ; high).
      guard SystemEvent.Kind.startIPhoneMirroring.isPossible(on: profile) else {
        return "iPhone Mirroring needs an iPhone on iOS 18 or later"
      }
      return capture.isIPhoneMirroring ? "iPhone Mirroring is already on" : nil
    case .stopIPhoneMirroring: return capture.isIPhoneMirroring ? nil : "iPhone Mirroring is off"
    case .advance(let s): return s > 0 && s <= 3600 ? nil : "advance takes 0 < seconds <= 3600"
    case .transitionFrames(let n):
      return (1...SystemEvent.maximumTransitionFrames).contains(n) ? nil : "transitionFrames takes 1 to 120 frames"
    case .screenshot: return nil
    default: break
    }
    guard process.isLaunched else { return "the app has not been launched" }
    if let reason = interruptionRefusal(for: event) { return reason }
    if process.isLocked {
      switch event {
      case .advance, .runMainQueue, .appCall, .recordingStart, .recordingStop, .mirroringStart, .mirroringStop,
        .startIPhoneMirroring, .stopIPhoneMirroring,
        .transitionFrames:
        break
      default: return "the device is locked"
      }
    }
    switch event {
    case .goHome:
      guard process.isAppInForeground else { return "the app is not on screen" }
      // As for the switcher: the swipe works under a prompt and from the switcher, and closes a
      // panel first (sources at openAppSwitcher).
      switch systemUI.overlay {
      case nil, .appSwitcher, .systemAlert: return nil
      default: return .closeFirst(systemUI.overlay!)
      }
    case .returnToApp:
      return !process.isAppInForeground && systemUI.overlay == nil ? nil : "the app is not on the Home Screen"
    case .openAppSwitcher:
      // The home indicator stays live under a system prompt, the app's own Face ID prompt
      // included: the user swipes up during its animation
      // (https://github.com/strongbox-password-safe/Strongbox/issues/555 ; iOS 15; medium). Over
      // Control Center or Notification Center the same swipe closes the panel instead
      // (https://support.apple.com/guide/iphone/use-and-customize-control-center-iph59095ec58/ios ;
      // https://support.apple.com/guide/iphone/view-and-respond-to-notifications-iph6534c01bc/ios ; high).
      switch systemUI.overlay {
      case nil, .systemAlert: return nil
      default: return "system UI is already shown"
      }
    case .closeAppSwitcher:
      return systemUI.overlay == .appSwitcher ? nil : "the app switcher is not open"
    case .openControlCenter, .openNotificationCenter, .systemAlert, .keyboardShow:
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      if case .keyboardShow = event, keyboard.firstResponder != nil { return "the keyboard is already up" }
      return nil
    case .callBanner:
      guard isAppActiveWithNoOverlay, applicationState == .active else {
        return "the app is not active with nothing over it"
      }
      return systemUI.isCallBannerShown ? "the call banner is already shown" : nil
    case .dismissCallBanner:
      return systemUI.isCallBannerShown ? nil : "the call banner is not shown"
    case .otherAppCovers(let id):
      guard profile.device == .iPadStageManager else { return "other apps' windows exist only on ipad-stage" }
      guard let s = scene(named: id), s.isInteractive else { return .noScene }
      guard isAppActiveWithNoOverlay, !systemUI.isCallBannerShown else {
        return "the app is not active with nothing over it"
      }
      if systemUI.coveredSceneIdentifiers.contains(id) { return .scene("is already covered") }
      return s.activationState == .foregroundActive ? nil : .scene("is not active")
    case .otherAppUncovers(let id):
      return systemUI.coveredSceneIdentifiers.contains(id) ? nil : .scene("is not covered")
    case .closeControlCenter:
      return systemUI.overlay == .controlCenter ? nil : "Control Center is not open"
    case .closeNotificationCenter:
      return systemUI.overlay == .notificationCenter ? nil : "Notification Center is not open"
    case .dismissSystemAlert:
      if case .systemAlert = systemUI.overlay { return nil }
      return "no system alert is shown"
    case .resizeScene(let id, let width):
      // Only Split View's divider and Stage Manager's window corner resize a scene; an iPhone's
      // and a Mac-hosted window's size follows the screen (Apple Support, "Use Split View on iPad").
      guard profile.device == .iPadSplitView || profile.device == .iPadStageManager else {
        return "only ipad-split and ipad-stage resize a scene"
      }
      guard let s = scene(named: id), s.isInteractive else { return .noScene }
      // The user drags the app's own divider or window: nothing may be over it.
      guard isAppActiveWithNoOverlay, !systemUI.isCallBannerShown else {
        return "the app is not active with nothing over it"
      }
      if systemUI.coveredSceneIdentifiers.contains(id) { return .scene("is covered") }
      guard s.activationState == .foregroundActive else { return .scene("is not active") }
      // Dragging the divider to the edge closes the other pane: for the app's own scene that is
      // backgroundScene.
      if width == .full, profile.device == .iPadSplitView, appScenes.count > 1 {
        return .scene("shares Split View with another scene of the app (closing that pane is backgroundScene)")
      }
      return sceneBounds(width: width, forCount: appScenes.count, onScreen: screen.bounds) == s.bounds
        ? .scene("already has that width") : nil
    case .connectScene(let id):
      guard profile.device.supportsMultipleScenes, usesScenes else {
        return "this profile has only one scene"
      }
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      if scene(named: id) != nil { return .scene("is already connected") }
      if id == "external" { return "'external' names the mirrored display's scene, which mirroring connects" }
      return windowScenes.count < 8 ? nil : "at most 8 scenes"
    case .disconnectScene(let id):
      guard let s = scene(named: id) else { return .noScene }
      if !s.isInteractive { return "the external display's scene closes only when mirroring stops" }
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      return windowScenes.filter(\.isInteractive).count > 1 ? nil : "the last scene cannot be closed"
    case .backgroundScene(let id):
      guard profile.device.supportsMultipleScenes, usesScenes else { return "this profile has only one scene" }
      guard let s = scene(named: id), s.isInteractive else { return .noScene }
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      if systemUI.coveredSceneIdentifiers.contains(id) { return .scene("is covered") }
      guard s.activationState == .foregroundActive else { return .scene("is not active") }
      // The last foreground scene going away is the app going home.
      let others = windowScenes.filter {
        $0 !== s && $0.isInteractive && $0.activationState != .background && $0.activationState != .unattached
      }
      return others.isEmpty ? "no other scene of the app stays in the foreground (that is goHome)" : nil
    case .foregroundScene(let id):
      guard let s = scene(named: id), s.isInteractive else { return .noScene }
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      return s.activationState == .background ? nil : .scene("is not in the background")
    case .touch(let id, let x, let y):
      guard (0...1).contains(x), (0...1).contains(y) else { return "touch coordinates are fractions 0...1" }
      guard let s = id.map({ scene(named: $0) }) ?? windowScenes.first else { return .noScene }
      guard isAppActiveWithNoOverlay, s.activationState == .foregroundActive,
        !systemUI.coveredSceneIdentifiers.contains(s.identifier)
      else {
        return "touches reach only an active scene with nothing over it"
      }
      return nil
    case .answerAlert:
      return answerableAlert() != nil ? nil : "no app alert with a button is up on a scene the user can touch"
    case .presentSheet:
      // The app presents in response to the user, who can touch only an active scene.
      guard let s = windowScenes.first, isAppActiveWithNoOverlay, s.activationState == .foregroundActive,
        !systemUI.coveredSceneIdentifiers.contains(s.identifier)
      else { return "the app presents only on an active scene the user can touch" }
      return appWindow(of: s)?.rootViewController != nil ? nil : "the app has no window to present from"
    case .dismissSheet:
      return userDismissableController() != nil ? nil : "nothing the user can dismiss is on top of the first scene"
    case .keyboardHide:
      return keyboard.firstResponder != nil ? nil : "the keyboard is not up"
    case .faceIDMatch:
      guard systemUI.overlay == .systemAlert(.faceID) else { return "the app's Face ID prompt is not shown" }
      return systemUI.faceIDDismissalDeadline != nil ? "the Face ID prompt has already matched" : nil
    case .appCall:
      return process.isSuspended ? "the app is suspended" : nil
    case .runMainQueue:
      return nil
    default:
      return nil
    }
  }

  /// Applies one event: delivers the callbacks it causes, runs the main queue at the end of the
  /// turn, and records captures (switcher cards, snapshots, screenshots, recorded frames).
  ///
  /// - Throws: ``InvalidEvent`` if the event cannot happen now; the device is unchanged.
  public func apply(_ event: SystemEvent) throws(InvalidEvent) {
    if let reason = validationError(for: event) { throw InvalidEvent(event: event, reason: reason) }
    withCurrent { perform(event) }
  }

  private func perform(_ event: SystemEvent) {
    // The user did something more: the switcher refreshes a card it took too early.
    if !capture.staleCards.isEmpty { capture.staleCards.removeAll() }
    // The undefined order: queued blocks run before the pending snapshot only on runMainQueue.
    if !capture.pendingSnapshotScenes.isEmpty {
      if event == .runMainQueue || profile.flags.queuedBlocksRunBeforeSnapshot { drainMainQueue() }
      takePendingSnapshots()
    }
    switch event {
    case .launch: launch()
    case .terminateApp: terminateProcess()
    case .prewarm: prewarmProcess()
    case .backgroundLaunch: launchInBackground()
    case .lockDevice:
      if case .systemAlert(let kind) = systemUI.overlay, kind == .faceID, systemUI.faceIDDismissalDeadline == nil {
        finishBiometricRequest()
      }
      systemUI.faceIDDismissalDeadline = nil
      // The panel or prompt goes with the lock; the switcher was over the Home Screen or the app.
      systemUI.overlay = nil
      process.isLocked = true
      process.lockedOverApp = process.isAppInForeground
      let scenes = foregroundScenes
      resign(scenes)
      runTransition(seconds: profile.timings.lockTransition)
      enterBackground(scenes)
      process.isAppInForeground = false
    case .unlockDevice:
      process.isLocked = false
      if process.lockedOverApp { returnToApp() }
    case .goHome:
      let scenes = foregroundScenes
      let wasFaceID = systemUI.overlay == .systemAlert(.faceID)
      // A scene already inactive (under a system prompt) gets no second resign, only
      // did-enter-background (https://github.com/keepassium/KeePassium/issues/330 ; medium).
      resign(scenes)
      runTransition(seconds: profile.timings.homeGesture)
      enterBackground(scenes)
      systemUI.overlay = nil
      process.isAppInForeground = false
      if wasFaceID && systemUI.faceIDDismissalDeadline == nil { finishBiometricRequest() }
      systemUI.faceIDDismissalDeadline = nil
    case .returnToApp: returnToApp()
    case .openAppSwitcher:
      // Over a system prompt: the scene is already inactive and gets no further callback; the
      // prompt goes (model choice, as for goHome), and a Face ID request in flight is cancelled,
      // its reply (an error) reaching the app
      // (https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/systemcancel ; high).
      if case .systemAlert(let kind) = systemUI.overlay {
        if kind == .faceID && systemUI.faceIDDismissalDeadline == nil { finishBiometricRequest() }
        systemUI.faceIDDismissalDeadline = nil
      }
      systemUI.overlay = .appSwitcher
      systemUI.switcherOpenedFromHome = !process.isAppInForeground
      if process.isAppInForeground {
        if profile.flags.switcherCardMayPrecedeResignCommit {
          capture.staleCards = foregroundScenes.filter(\.isInteractive).map {
            ($0.identifier, render($0, for: .display))
          }
        }
        resign(foregroundScenes)
        runTransition(seconds: profile.timings.switcherZoom, sampleCard: profile.flags.switcherCardIsLive)
      } else {
        recordCardsFromHomeScreen()
        runTransition(seconds: profile.timings.switcherZoom)
      }
    case .closeAppSwitcher:
      systemUI.overlay = nil
      // With the process ended the model goes back to the Home Screen (`launch` starts it).
      if !process.isLaunched { break }
      if systemUI.switcherOpenedFromHome {
        returnToApp()
      } else {
        runTransition(seconds: profile.timings.returnZoom)
        activate(foregroundScenes)
      }
    case .openControlCenter:
      systemUI.overlay = .controlCenter
      if process.isLaunched { resign(foregroundScenes) }
      runTransition(seconds: profile.timings.panelPull)
    case .openNotificationCenter:
      systemUI.overlay = .notificationCenter
      resign(foregroundScenes)
      runTransition(seconds: profile.timings.panelPull)
    case .systemAlert(let kind):
      // The model's Face ID prompt is always the app's own LAContext request.
      if kind == .faceID { strategy?.biometricPromptWillAppear() }
      systemUI.overlay = .systemAlert(kind)
      if process.isLaunched { resign(foregroundScenes) }
    case .closeControlCenter, .closeNotificationCenter, .dismissSystemAlert:
      // Back to active with did-become-active only: no will-enter-foreground
      // (https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ; high).
      let wasFaceID = systemUI.overlay == .systemAlert(.faceID)
      let fromNotificationCenter = systemUI.overlay == .notificationCenter
      let isPanel = systemUI.overlay == .controlCenter || fromNotificationCenter
      if wasFaceID {
        if let deadline = systemUI.faceIDDismissalDeadline {
          // Matched already: the rest of the prompt's animation.
          if deadline > runLoop.now { runTransition(seconds: deadline - runLoop.now) }
        } else {
          // The match's reply reaches the app while the prompt still animates away.
          finishBiometricRequest()
          runTransition(seconds: profile.timings.faceIDDismissal)
        }
      }
      systemUI.faceIDDismissalDeadline = nil
      if isPanel { runTransition(seconds: profile.timings.panelPull) }
      systemUI.overlay = nil
      guard process.isLaunched else { break }
      activate(foregroundScenes)
      if fromNotificationCenter, profile.flags.duplicateDidBecomeActive, applicationState == .active {
        redeliverDidBecomeActive()
      }
    case .callBanner:
      systemUI.isCallBannerShown = true
      log("callBanner")
      if profile.flags.callBannerResigns { resign(foregroundScenes) }
    case .dismissCallBanner:
      systemUI.isCallBannerShown = false
      log("dismissCallBanner")
      // Back with did-become-active only, as after any interruption.
      if profile.flags.callBannerResigns { activate(foregroundScenes) }
    case .otherAppCovers(let id):
      systemUI.coveredSceneIdentifiers.append(id)
      log("otherAppCovers(\(id))")
      if !profile.flags.windowingSuppressesActivation, let s = scene(named: id) { resign([s]) }
    case .otherAppUncovers(let id):
      systemUI.coveredSceneIdentifiers.removeAll { $0 == id }
      log("otherAppUncovers(\(id))")
      if !profile.flags.windowingSuppressesActivation, let s = scene(named: id) { activate([s]) }
    case .screenshot: takeScreenshot()
    case .recordingStart: setCapture(recording: true, mirroring: capture.isMirroring)
    case .recordingStop: setCapture(recording: false, mirroring: capture.isMirroring)
    case .mirroringStart:
      setCapture(recording: capture.isRecording, mirroring: true)
      connectExternalSceneIfNeeded()
    case .mirroringStop:
      if let external = windowScenes.first(where: { !$0.isInteractive }) { disconnectScene(external) }
      setCapture(recording: capture.isRecording, mirroring: false)
    case .startIPhoneMirroring:
      // No capture change reaches the app: isCaptured and sceneCaptureState stay as they are.
      capture.isIPhoneMirroring = true
      log("startIPhoneMirroring")
    case .stopIPhoneMirroring:
      capture.isIPhoneMirroring = false
      log("stopIPhoneMirroring")
    case .rotate(let o):
      if process.isAppInForeground { rotate(to: o) } else { rotateHomeScreen(to: o) }
    case .connectScene(let id): connectScene(identifier: id, activate: true)
    case .resizeScene(let id, let width): if let s = scene(named: id) { resize(s, to: width) }
    case .backgroundScene(let id):
      if let s = scene(named: id) {
        resign([s])
        enterBackground([s])
      }
    case .foregroundScene(let id):
      if let s = scene(named: id) {
        enterForeground([s])
        activate([s])
      }
    case .disconnectScene(let id): if let s = scene(named: id) { disconnectScene(s) }
    case .touch(let id, let x, let y): touch(scene: id.flatMap { scene(named: $0) } ?? windowScenes[0], x: x, y: y)
    case .answerAlert: if let alert = answerableAlert() { answer(alert) }
    case .presentSheet(let kind): presentAppUI(kind)
    case .dismissSheet: if let vc = userDismissableController() { userDismiss(vc) }
    case .keyboardShow:
      let field = windowScenes.lazy.compactMap { self.typingField(in: $0) }.first
      if let scene = field?.window?.windowScene, let trap = flutterTextInputTrap(in: scene) {
        recordCrash(trap)
      } else {
        field?.becomeFirstResponder()
      }
    case .keyboardHide: keyboard.firstResponder?.resignFirstResponder()
    case .appCall(let name):
      log("appCall(\(name))")
      process.lastAppCall = name
      if let unlock = strategy?.unlockCall, name == unlock { process.isAppLockEngaged = false }
      strategy?.handleAppCall(name)
    case .runMainQueue: break
    case .transitionFrames(let frames): runLoop.nextTransitionFrames = frames
    case .faceIDMatch:
      systemUI.faceIDDismissalDeadline = runLoop.now + profile.timings.faceIDDismissal
      finishBiometricRequest()
    case .advance(let seconds): advanceClock(to: runLoop.now + seconds)
    }
    endTurn()
  }

  /// While the call banner is shown or another app covers a scene, only events that leave
  /// both in place are valid: the model keeps these interruptions short and unnested.
  private func interruptionRefusal(for event: SystemEvent) -> Refusal? {
    guard systemUI.isCallBannerShown || !systemUI.coveredSceneIdentifiers.isEmpty else { return nil }
    switch event {
    case .dismissCallBanner, .otherAppCovers, .otherAppUncovers, .callBanner, .touch, .answerAlert, .screenshot,
      .recordingStart, .recordingStop, .advance, .runMainQueue, .appCall, .transitionFrames:
      return nil
    default:
      return systemUI.isCallBannerShown ? "dismiss the call banner first" : "uncover the covered scenes first"
    }
  }

  private func launch() {
    let wasPrewarmed = process.isPrewarmed
    process.isPrewarmed = false
    process.isLaunched = true
    process.isAppInForeground = true
    if !wasPrewarmed { startProcess() }
    // Launched under Control Center or a system prompt opened from the Home Screen, the app
    // stays inactive until the overlay closes, then gets did-become-active only (model choice,
    // low: inferred from the interruption rule,
    // https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ).
    let activates = systemUI.overlay == nil
    catchUpWithScreenOrientation()  // a prewarmed app-delegate app's scene predates a rotation
    if usesScenes {
      connectScene(identifier: "A", activate: activates)
      connectExternalSceneIfNeeded()
    } else {
      let scene = implicitScene!
      scene.isCaptured = capture.isActive
      scene.activationState = .foregroundInactive
      if activates { activate([scene]) }
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
    process.isAppLockEngaged = strategy?.capabilities.contains(.isLock) == true
    log("application(_:didFinishLaunchingWithOptions:)")
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
  }

  private func prewarmProcess() {
    process.isPrewarmed = true
    startProcess()
  }

  /// A system-requested launch: the scene connects straight into the background
  /// (`scene(_:willConnectTo:)` then `sceneDidEnterBackground`), and the snapshot is taken
  /// without the scene ever having been active. An app without scenes runs didFinishLaunching
  /// in the background state, then `applicationDidEnterBackground` (Apple, "About the app launch
  /// sequence", https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence ;
  /// App Programming Guide for iOS, "Launching into the background"; medium).
  private func launchInBackground() {
    process.isLaunched = true
    process.isAppInForeground = false
    startProcess(intoBackground: true)
    if usesScenes {
      connectScene(identifier: "A", activate: false, intoBackground: true)
    } else if let scene = implicitScene {
      deliverLaunchIntoBackground()
      capture.pendingSnapshotScenes.append(scene)
    }
  }

  private func returnToApp() {
    process.isAppInForeground = true
    catchUpWithScreenOrientation()
    let scenes = windowScenes.filter { $0.activationState == .background }
    if profile.flags.secureCanvasFailsToRecomposite { markSecureCanvasesStale(in: scenes) }
    enterForeground(scenes)
    runTransition(seconds: profile.timings.returnZoom)
    activate(scenes)
  }

  /// The screen rotated while the app was away: its scenes take the new orientation and size
  /// before any callback.
  private func catchUpWithScreenOrientation() {
    guard let first = windowScenes.first, first.interfaceOrientation != systemUI.interfaceOrientation else { return }
    for s in windowScenes where s.isInteractive { s.interfaceOrientation = systemUI.interfaceOrientation }
    relayoutScenesForced()
  }

  private func endTurn() {
    if capture.pendingSnapshotScenes.isEmpty { drainMainQueue() }
    blankSecureCanvasesOnMac()
    recordContinuousCaptures()
  }

  /// Lets the device run with no user input until it is quiet: snapshots are taken, the main
  /// queue drains, animations end and timers fire (at most `limit` seconds of virtual time).
  public func settle(limit: Double = 60) {
    guard !isCrashed else { return }
    withCurrent {
      if !capture.pendingSnapshotScenes.isEmpty { takePendingSnapshots() }
      drainMainQueue()
      let deadline = runLoop.now + limit
      while !isCrashed, let next = nextClockDeadline, next <= deadline {
        advanceClock(to: next)
      }
      recordContinuousCaptures()
    }
  }

  private func setCapture(recording: Bool, mirroring: Bool) {
    let was = capture.isActive
    capture.isRecording = recording
    capture.isMirroring = mirroring
    for s in windowScenes { s.isCaptured = capture.isActive }
    guard was != capture.isActive, process.isLaunched, !process.isSuspended else { return }
    if profile.flags.captureChangeDeliveredOnlyWhileActive, applicationState != .active {
      capture.pendingCaptureChange.toggle()  // two changes while inactive cancel out
      return
    }
    notificationCenter.post(name: UIScreen.capturedDidChangeNotification, object: screen)
  }

  private func rotate(to orientation: UIInterfaceOrientation) {
    let size = profile.device.screenSize
    screen.bounds =
      orientation.isLandscape
      ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
      : CGRect(origin: .zero, size: size)
    systemUI.interfaceOrientation = orientation
    for s in windowScenes { s.interfaceOrientation = orientation }
    log("rotate(\(orientation))")
    relayoutScenesForced()
  }

  /// The device turns while the Home Screen is shown: only the screen turns; the app's scenes
  /// catch up when it comes back, and the switcher picks the card of the new orientation.
  private func rotateHomeScreen(to orientation: UIInterfaceOrientation) {
    let size = profile.device.screenSize
    screen.bounds =
      orientation.isLandscape
      ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
      : CGRect(origin: .zero, size: size)
    systemUI.interfaceOrientation = orientation
    log("rotate(\(orientation)) on the Home Screen")
  }

  /// The user drags the divider (Split View: the app's other panes take the rest of the width)
  /// or the window's corner (Stage Manager); windows follow as in a rotation.
  private func resize(_ scene: UIWindowScene, to width: SceneWidth) {
    scene.width = width
    if profile.device == .iPadSplitView, let rest = width.complement {
      for other in appScenes where other !== scene { other.width = rest }
    }
    log("resizeScene(\(scene.identifier), \(width.rawValue))")
    relayoutScenes()
  }

  private func relayoutScenesForced() {
    let count = windowScenes.count
    for scene in windowScenes {
      let bounds = bounds(of: scene, forCount: count, onScreen: screen.bounds)
      scene.bounds = bounds
      for window in scene.windows { window.frame = bounds }
    }
    trapOnViewLayerCycles()
  }

  /// The view a touch at fractions `x`, `y` of `scene` would reach now, without touching
  /// (the top-most window that draws there and whose hit test answers).
  package func hitView(in scene: UIWindowScene, x: Double, y: Double) -> UIView? {
    let point = scene.bounds.point(atFractionX: x, y: y)
    for window in scene.windows.reversed() {
      let local = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
      guard window.layerPathContains(local) else { continue }
      if let v = window.hitTest(local, with: nil) { return v }
    }
    return nil
  }

  /// How touch results name `view`: its accessibility identifier, else its type in brackets.
  package static func touchTargetName(_ view: UIView?) -> String {
    view.map { $0.accessibilityIdentifier ?? "<\(String(describing: type(of: $0)))>" } ?? "<none>"
  }

  private func touch(scene: UIWindowScene, x: Double, y: Double) {
    let hit = hitView(in: scene, x: x, y: y)
    let target = Self.touchTargetName(hit)
    // The scene the user touches takes keyboard focus: its window becomes key
    // (https://developer.apple.com/forums/thread/695932 ; medium).
    if let w = hit?.window, let key = keyboard.keyWindow, key.windowScene !== scene, w.windowScene === scene {
      makeKey(w)
    }
    lastTouch = TouchResult(scene: scene.identifier, target: target, isAppView: hit?.accessibilityIdentifier != nil)
    log("touch(\(scene.identifier)) -> \(target)")
    if let field = hit as? UITextField {
      // The app's own field is Flutter's text input in a Flutter host; a strategy's field is not.
      if field.accessibilityIdentifier != nil, field.accessibilityIdentifier == app.typingFieldIdentifier,
        let trap = flutterTextInputTrap(in: scene)
      {
        recordCrash(trap)
      } else {
        field.becomeFirstResponder()
      }
    }
  }
}

extension Device {
  /// The alert ``SystemEvent/answerAlert`` taps: in the first scene the user can touch
  /// (foreground, active or inactive only under ``PlatformFlags/inAppAlertsResign``, not
  /// covered, no system UI), the top presented view controller of its front-most visible window
  /// that shows one, when it is a `UIAlertController` with an action, neither being presented
  /// nor dismissed.
  private func answerableAlert() -> UIAlertController? {
    guard isAppActiveWithNoOverlay, LiveObjects.alertControllers > 0 else { return nil }
    for scene in windowScenes where scene.isInteractive {
      switch scene.activationState {
      case .foregroundActive: break
      case .foregroundInactive where profile.flags.inAppAlertsResign: break
      default: continue
      }
      if systemUI.coveredSceneIdentifiers.contains(scene.identifier) { continue }
      for window in scene.windows.reversed() where !window.isHidden {
        guard var top = window.rootViewController else { continue }
        while let presented = top.presentedViewController { top = presented }
        guard let alert = top as? UIAlertController else { continue }
        if alert.actions.isEmpty || alert.isBeingPresented || alert.isBeingDismissed { return nil }
        return alert
      }
    }
    return nil
  }

  /// The user picks the alert's default button: UIKit dismisses the alert, then runs the
  /// action's handler.
  private func answer(_ alert: UIAlertController) {
    let action = alert.actions.first { $0.style == .default } ?? alert.actions[0]
    log("answerAlert(\(action.title ?? ""))")
    alert.dismiss(animated: false)
    action.handler?(action)
  }
}

/// Why an event is refused, as a static text or the parts of one, so that checking validity
/// builds no text and has nothing to release (``Device/isValid(_:)`` runs for every candidate
/// of every generated step). Scene identifiers come from the event.
private nonisolated enum Refusal: ExpressibleByStringLiteral {
  case text(StaticString)
  /// `close <overlay> first`.
  case closeFirst(SystemOverlay)
  /// `no scene <id>`.
  case noScene
  /// `scene <id> <rest>`.
  case scene(StaticString)

  init(stringLiteral value: StaticString) { self = .text(value) }

  func text(for event: SystemEvent) -> String {
    switch self {
    case .text(let t): return t.description
    case .closeFirst(let overlay): return "close \(String(describing: overlay)) first"
    case .noScene: return "no scene \(Self.sceneIdentifier(of: event))"
    case .scene(let rest): return "scene \(Self.sceneIdentifier(of: event)) \(rest)"
    }
  }

  private static func sceneIdentifier(of event: SystemEvent) -> String {
    switch event {
    case .connectScene(let id), .disconnectScene(let id), .otherAppCovers(let id), .otherAppUncovers(let id),
      .backgroundScene(let id), .foregroundScene(let id), .resizeScene(let id, _):
      return id
    case .touch(let id, _, _): return id ?? ""
    default: return ""
    }
  }
}

extension Device {
  /// Connects the non-interactive external-display scene when mirroring is on, the app runs in
  /// the foreground, declares the role (``PlatformFlags/externalDisplayScene``) and uses scenes.
  /// It enters the foreground but never becomes active
  /// (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3679 ; iOS 13+; medium).
  package func connectExternalSceneIfNeeded() {
    guard profile.flags.externalDisplayScene, usesScenes, process.isLaunched, process.isAppInForeground,
      capture.isMirroring,
      scene(named: Device.externalSceneIdentifier) == nil
    else { return }
    connectScene(
      identifier: Device.externalSceneIdentifier, activate: false,
      role: .windowExternalDisplayNonInteractive)
  }

  /// The identifier of the external display's scene.
  public static let externalSceneIdentifier = "external"

  /// The duplicated did-become-active of ``PlatformFlags/duplicateDidBecomeActive``: the
  /// app-level call and notification once more (radar 49216830; iOS 11–12.1.4; medium).
  private func redeliverDidBecomeActive() {
    if !usesScenes { appDelegate?.applicationDidBecomeActive(application) }
    if !isCrashed { notificationCenter.post(name: UIApplication.didBecomeActiveNotification, object: application) }
  }

  /// After a match the prompt goes by itself once its animation ends: did-become-active, as
  /// ``SystemEvent/dismissSystemAlert`` would give then.
  package func endMatchedFaceIDPromptIfDue() {
    guard let deadline = systemUI.faceIDDismissalDeadline, runLoop.now >= deadline,
      systemUI.overlay == .systemAlert(.faceID)
    else { return }
    systemUI.faceIDDismissalDeadline = nil
    systemUI.overlay = nil
    log("Face ID prompt gone")
    activate(foregroundScenes)
  }

  /// The reply of the app's Face ID request arrives on the main queue while the prompt is still
  /// on screen and the scene still inactive (KeePassium maintainer, iOS 16–17,
  /// https://github.com/keepassium/KeePassium/issues/330 ; medium); the app hops to the main
  /// queue, since `evaluatePolicy` replies on a private queue
  /// (https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:) ;
  /// high).
  private func finishBiometricRequest() {
    enqueueMain { [weak self] in self?.strategy?.biometricPromptDidFinish() }
  }
}
