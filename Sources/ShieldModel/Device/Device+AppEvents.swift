/// What the app under test does on the user's behalf or on its own: its calls to the strategy's
/// own API, its own presentations (sheets, modals, alerts, share sheets, Safari views) and
/// dismissals, its navigation between screens, and the user's answers to its alerts.
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let appEvents: [HandledKind] = [
    // The rules answer an app call: the strategy may refuse its own calls by name (``PrivacyScreenStrategy/
    // refusalOfAppCall(_:)``: a script's lock switch while its lock is up), which no device flag in the key holds.
    // When the key answered, the generator drew that switch under the lock (a debug build's assertion; a release
    // build's refused step), forty-first session's new user.
    .byRules(.appCall),
    .byKey(.appCallOffMain("enable")),
    .byRules(.answerAlert), .byRules(.presentSheet), .byRules(.dismissSheet),
    .byRules(.pushScreen), .byRules(.popScreen), .byRules(.popToRoot), .byRules(.appPresent), .byRules(.appDismiss),
  ]

  func appRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .appCall, .appCallOffMain:
      if let reason = runningAppRefusal(leavesInterruptions: true, happensWhileLocked: true) { return reason }
      // App code: a suspended app runs none (Device+Suspension).
      if let reason = suspensionRefusal() { return reason }
      if case .appCall(let name) = event, let reason = strategy?.refusalOfAppCall(name) { return .strategy(reason) }
      // A control of one of the app's screens is the user's tap there (not the app's own code off the main thread).
      if case .appCall(let name) = event, let screen = strategy?.screen(ofAppCall: name) {
        return screenControlRefusal(screen)
      }
      return nil
    case .answerAlert:
      if let reason = runningAppRefusal(leavesInterruptions: true) { return reason }
      if answerableAlert() != nil { return nil }
      return answerableAlert(hitTested: false) != nil
        ? "the app's alert is under a window, view or controller that takes the touch (hit-testing gives a touch to the front-most view under it)"
        : "no app alert with a button is up on a scene the user can touch"
    case .presentSheet:
      if let reason = runningAppRefusal() { return reason }
      // The app presents in response to the user, who can touch only an active scene, and only a control the hit
      // test reaches (Device+ScreenControls).
      guard let s = windowScenes.first, isAppActiveWithNoOverlay, s.activationState == .foregroundActive,
        !systemUI.coveredSceneIdentifiers.contains(s.identifier)
      else { return "the app presents only on an active scene the user can touch" }
      return sampleAppControlRefusal(in: s)
    case .dismissSheet:
      if let reason = runningAppRefusal() { return reason }
      return userDismissableController() != nil ? nil : "nothing the user can dismiss is on top of the first scene"
    case .pushScreen, .popScreen, .popToRoot: return navigationRefusal(for: event)
    case .appPresent(let kind, let presenter):
      // App code runs whenever the process does, as appCall.
      if let reason = runningAppRefusal(leavesInterruptions: true, happensWhileLocked: true) { return reason }
      if let reason = suspensionRefusal() { return reason }
      // PHPickerViewController exists from iOS 14 (Apple, WWDC20 session 10652).
      if kind == .photoPicker, profile.osVersion < OSVersion(14) { return "the photo picker exists from iOS 14" }
      // A web sign-in session starts only with its anchor window's scene foreground active
      // (https://github.com/auth0/Auth0.swift/issues/446 ; high).
      if kind == .authSession, windowScenes.first?.activationState != .foregroundActive {
        return "a web sign-in session starts only while the scene is foreground active"
      }
      // A window of the app's own can be made whenever it has a scene (``AppPresenter/newWindow``).
      if presenter == .newWindow { return windowScenes.first != nil ? nil : "the app has no scene" }
      return appController(presenter) != nil ? nil : "the app has no such controller to present from"
    case .appDismiss(let presenter):
      if let reason = runningAppRefusal(leavesInterruptions: true, happensWhileLocked: true) { return reason }
      if let reason = suspensionRefusal() { return reason }
      return appDismissTarget(presenter) != nil ? nil : "nothing is presented from or above that controller"
    default: EventSubsystem.app.unhandled(event)
    }
  }

  func performApp(_ event: SystemEvent) {
    switch event {
    case .appCall(let name):
      if let screen = strategy?.screen(ofAppCall: name) {
        // The user's tap on the screen's control goes through `sendEvent(_:)` as every touch.
        sendTouchEvent()
        log("appCall(\(name)) (a tap on the control of screen \(screen))")
      } else {
        log("appCall(\(name))")
      }
      noteSwitchCall(name)
      strategy?.handleAppCall(name)
    case .appCallOffMain(let name): callOffMain(name)
    case .answerAlert: if let alert = answerableAlert() { answer(alert) }
    case .presentSheet(let kind): presentAppUI(kind)
    case .dismissSheet: if let vc = userDismissableController() { userDismiss(vc) }
    case .pushScreen, .popScreen, .popToRoot: performNavigation(event)
    case .appPresent(let kind, let presenter): appPresent(kind, from: presenter)
    case .appDismiss(let presenter):
      guard let vc = appDismissTarget(presenter) else { return }
      log("appDismiss(\(presenter.rawValue)) on \(type(of: vc))")
      vc.dismiss(animated: false)
      // The app closes its browser window with what it showed (Cordova's `browserExit`).
      if presenter == .newWindow { process.appBrowserWindow?.isHidden = true }
    default: EventSubsystem.app.unhandled(event)
    }
  }

  /// The alert ``SystemEvent/answerAlert`` taps: in the first scene the user can touch
  /// (foreground, active or inactive only under ``PlatformFlags/inAppAlertsResign``, not
  /// covered, no system UI), the top presented view controller of its front-most visible window
  /// that shows one, when it is a `UIAlertController` with an action, neither being presented
  /// nor dismissed, and, with `hitTested`, a tap at its centre reaches it (the hit test of every
  /// tap on the app's UI, ``controlTapRefusal(_:in:)``: a lock window above takes it).
  private func answerableAlert(hitTested: Bool = true) -> UIAlertController? {
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
        if hitTested, controlTapRefusal(alert.view, in: scene) != nil { return nil }
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

extension Device {
  /// Keeps the app call `name` as the one that decides what the app has turned off, when it moves the app's switch
  /// (``PrivacyScreenStrategy/isSwitchCall(_:)``): for this process, and for the next ones when the calls are the
  /// user's setting (``PrivacyScreenStrategy/appCallsAreUserSetting``).
  func noteSwitchCall(_ name: String) {
    guard strategy?.isSwitchCall(name) ?? true else { return }
    process.lastAppCall = name
    process.lastAppCallAwaitsActivation = applicationState != .active
    if strategy?.appCallsAreUserSetting == true { userSettingCall = name }
  }

  /// The app calls the strategy's API from a thread other than the main one
  /// (``SystemEvent/appCallOffMain(_:)``). The model runs every call on its one thread, so it
  /// notices a UIKit call by its effect: a call that changed what the app draws (a window shown,
  /// a view added, a presentation) touched UIKit off the main thread and traps under
  /// ``PlatformFlags/offMainUIKitCallsTrap``; work the call hops to the main queue with
  /// `DispatchQueue.main.async` runs later, on the main thread, and is fine.
  func callOffMain(_ name: String) {
    log("appCallOffMain(\(name))")
    noteSwitchCall(name)
    let before = RenderEpoch.current
    strategy?.handleAppCall(name)
    guard RenderEpoch.current != before, profile.flags.offMainUIKitCallsTrap else { return }
    recordCrash(
      "UIKit used off the main thread in appCallOffMain(\(name)) "
        + "(Main Thread Checker; react-native-capture-protection#88)")
  }
}
