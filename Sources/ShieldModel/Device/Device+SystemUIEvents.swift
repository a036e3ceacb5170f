/// System UI over the app or the Home Screen: the app switcher, Control Center, Notification
/// Center and system prompts, the app's own Face ID prompt among them.
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let systemUIEvents: [HandledKind] = [
    .byKey(.openAppSwitcher), .byKey(.closeAppSwitcher), .byKey(.openControlCenter), .byKey(.closeControlCenter),
    .byKey(.openNotificationCenter), .byKey(.closeNotificationCenter),
    // The Face ID prompt has rules of its own; each kind answers for itself.
    // The sign-in prompts read the OS version too: the rules answer for them.
    .byKey(eachOf: SystemAlertKind.allCases.filter { !$0.isSignInPrompt }.map { .systemAlert($0) }),
    .byKey(.dismissSystemAlert), .byKey(.faceIDMatch),
    // Another Mac app's focus (Device+MacFocus.swift).
    .byRules(.focusOtherMacApp), .byRules(.focusMacApp),
  ]

  func systemUIRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .focusOtherMacApp, .focusMacApp: return macFocusRefusal(for: event)
    case .openAppSwitcher:
      guard process.isLaunched else {
        if capture.storedSnapshots.isEmpty { return "the app has not been launched" }
        return systemUI.overlay == nil ? nil : "system UI is already shown"
      }
      if let reason = runningAppRefusal() { return reason }
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
      if process.isLaunched, let reason = runningAppRefusal() { return reason }
      return systemUI.overlay == .appSwitcher ? nil : "the app switcher is not open"
    case .openControlCenter, .systemAlert:
      if case .systemAlert(.signInWithApple) = event, profile.osVersion < OSVersion(13) {
        return "Sign in with Apple exists from iOS 13"
      }
      guard process.isLaunched else {
        if systemUI.overlay != nil { return "system UI is already shown" }
        if case .systemAlert(let kind) = event, kind.isAppsOwnRequest {
          return kind == .faceID
            ? "the app's own Face ID request needs the app running"
            : "the app's own sign-in request needs the app running"
        }
        return nil
      }
      if let reason = runningAppRefusal() { return reason }
      return isAppActiveWithNoOverlay ? nil : "the app is not active with nothing over it"
    case .openNotificationCenter:
      if let reason = runningAppRefusal() { return reason }
      return isAppActiveWithNoOverlay ? nil : "the app is not active with nothing over it"
    case .closeControlCenter:
      if process.isLaunched, let reason = runningAppRefusal() { return reason }
      return systemUI.overlay == .controlCenter ? nil : "Control Center is not open"
    case .closeNotificationCenter:
      if let reason = runningAppRefusal() { return reason }
      return systemUI.overlay == .notificationCenter ? nil : "Notification Center is not open"
    case .dismissSystemAlert:
      if process.isLaunched, let reason = runningAppRefusal() { return reason }
      // The Face ID permission alert has no Cancel: the user answers it (Don't Allow or OK).
      if isFaceIDPermissionAlertShown {
        return "the Face ID permission alert is answered with faceIDPermission(allow|deny)"
      }
      if case .systemAlert = systemUI.overlay { return nil }
      return "no system alert is shown"
    case .faceIDMatch:
      if let reason = runningAppRefusal() { return reason }
      guard systemUI.overlay == .systemAlert(.faceID) else { return "the app's Face ID prompt is not shown" }
      if isDevicePasscodeUIShown { return "the system's passcode UI is shown, not Face ID" }
      if isFaceIDPermissionAlertShown { return "the Face ID permission alert is shown: the scan comes after OK" }
      return systemUI.faceIDDismissalDeadline != nil ? "the Face ID prompt has already matched" : nil
    default: EventSubsystem.systemUI.unhandled(event)
    }
  }

  func performSystemUI(_ event: SystemEvent) {
    switch event {
    case .focusOtherMacApp, .focusMacApp: performMacFocus(event)
    case .openAppSwitcher: openAppSwitcher()
    case .closeAppSwitcher: closeAppSwitcher()
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
      if kind == .faceID { promptHidesKeptKeyboard() }
      // Whether the Sign in with Apple sheet resigns the app is a flag (one report).
      let resigns = kind != .signInWithApple || profile.flags.signInWithAppleResigns
      if process.isLaunched, resigns { resign(foregroundScenes) }
    case .closeControlCenter, .closeNotificationCenter, .dismissSystemAlert: closeOverlay()
    case .faceIDMatch:
      systemUI.faceIDDismissalDeadline = runLoop.now + biometricPromptDismissal
      // A match ends the run of failed attempts.
      systemUI.biometryFailures = 0
      finishBiometricRequest(failing: nil)
    default: EventSubsystem.systemUI.unhandled(event)
    }
  }

  private func openAppSwitcher() {
    // Over a system prompt: the scene is already inactive and gets no further callback; the
    // prompt goes (model choice, as for goHome), and a Face ID request in flight is cancelled,
    // its reply (an error) reaching the app
    // (https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/systemcancel ; high).
    if case .systemAlert(let kind) = systemUI.overlay {
      if kind == .faceID && systemUI.faceIDDismissalDeadline == nil { finishBiometricRequest(failing: .systemCancel) }
      systemUI.faceIDDismissalDeadline = nil
    }
    systemUI.overlay = .appSwitcher
    systemUI.switcherOpenedFromHome = !process.isAppInForeground
    if process.isAppInForeground {
      beginLeaveForNewWindows()
      if capture.cardPrecedesNextResignCommit {
        capture.cardPrecedesNextResignCommit = false
        capture.staleCards = currentCards()
      }
      resign(foregroundScenes)
      let behind = runTransition(seconds: profile.timings.switcherZoom, sampleCard: profile.flags.switcherCardIsLive)
      // The app fell behind (``SystemEvent/transitionTurns(_:)``): the card settles on what
      // the resign committed, before the work it asked for.
      if behind, capture.staleCards.isEmpty { capture.staleCards = currentCards() }
    } else {
      recordCardsFromHomeScreen()
      runTransition(seconds: profile.timings.switcherZoom)
    }
  }

  /// Each interactive foreground scene as the switcher's card shows it now.
  private func currentCards() -> [(scene: String, frame: Frame)] {
    foregroundScenes.filter(\.isInteractive).map { ($0.identifier, render($0, for: .display)) }
  }

  private func closeAppSwitcher() {
    systemUI.overlay = nil
    // With the process ended the model goes back to the Home Screen (`launch` starts it).
    if !process.isLaunched { return }
    if systemUI.switcherOpenedFromHome {
      returnToApp()
    } else {
      runTransition(seconds: profile.timings.returnZoom, sampleReturnCover: true)
      activate(foregroundScenes)
    }
  }

  /// Control Center or Notification Center closes, or the system prompt goes.
  func closeOverlay() {
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
        // The user cancels: the reply reaches the app while the prompt still animates away
        // (an LAContext request fails with userCancel).
        finishBiometricRequest(failing: .userCancel)
        runTransition(seconds: biometricPromptDismissal)
      }
    }
    systemUI.faceIDDismissalDeadline = nil
    if isPanel { runTransition(seconds: profile.timings.panelPull) }
    systemUI.overlay = nil
    guard process.isLaunched else { return }
    activate(foregroundScenes)
    if fromNotificationCenter, profile.flags.duplicateDidBecomeActive, applicationState == .active {
      redeliverDidBecomeActive()
    }
  }

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
    log("\(biometryName) prompt gone")
    activate(foregroundScenes)
  }

  /// The reply of the app's Face ID request arrives while the prompt is still on screen and the
  /// scene still inactive (KeePassium maintainer, iOS 16–17,
  /// https://github.com/keepassium/KeePassium/issues/330 ; medium): an ``LAContext`` request's
  /// reply on its private queue, from which the app hops to the main queue
  /// (https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:) ;
  /// high), or, for the prompt of ``SystemEvent/systemAlert(_:)``, the strategy's
  /// `biometricPromptDidFinish` on the main queue. `error` is `nil` on a match.
  func finishBiometricRequest(failing error: LAError.Code?) {
    answerAuthentication(failing: error)
  }
}
