/// The events' dispatch: the screen's state first (``screenStateRefusal(for:)``), then the rule and the effect of the
/// event's subsystem (``AndroidEventSubsystem``), each in its own file.
extension AndroidDevice {
  /// Why Android cannot produce `event` now, or `nil` when it can.
  public func refusal(for event: AndroidEvent) -> String? {
    if let reason = app.undeclaredProblem(of: event) { return reason }
    if heldBackGesture != nil, event.subsystem != .predictiveBack {
      return "the user's finger is on the back swipe: it ends with backGesture(cancel) or backGesture(commit)"
    }
    if senderTask != nil, let reason = senderTaskRefusal(for: event) { return reason }
    if hasOverlayRefusal(event) {
      if let reason = screenStateRefusal(for: event) { return reason }
      if let reason = notificationShadeRefusal(for: event) { return reason }
      if let reason = otherActivityRefusal(for: event) { return reason }
    }
    switch event.subsystem {
    case .navigation: return navigationRefusal(for: event)
    case .captures: return captureRefusal(for: event)
    case .appWindows: return appWindowRefusal(for: event)
    case .scheduler: return schedulerRefusal(for: event)
    case .multiWindow: return multiWindowRefusal(for: event)
    case .screen: return nil  // the screen's state decides
    case .appScreens: return appScreenRefusal(for: event)
    case .process: return processRefusal(for: event)
    case .entryPoints: return entryPointRefusal(for: event)
    case .recentsGestures: return recentsGestureRefusal(for: event)
    case .appSettings: return appSettingRefusal(for: event)
    case .notificationShade: return nil  // notificationShadeRefusal decided
    case .otherActivity: return nil  // otherActivityRefusal decided
    case .deviceSecurity: return deviceSecurityRefusal(for: event)
    case .systemConfiguration: return systemConfigurationRefusal(for: event)
    case .developerOptions: return developerOptionRefusal(for: event)
    case .predictiveBack: return predictiveBackRefusal(for: event)
    case .externalDisplay: return externalDisplayRefusal(for: event)
    }
  }

  /// Whether the screen's state, the notification shade or another app's activity may refuse `event`: the three
  /// checks that come before every subsystem's rule. With the screen on, no shade and no other activity, they refuse
  /// only `screenOn` (already on), `closeNotificationShade`, `finishOtherActivity` (nothing to close) and may refuse
  /// `openNotificationShade` and `startOtherActivity`; every other event skips them. The generator asks about twenty
  /// candidates a step (issue 30: three switches per candidate). Debug builds check the shortcut against the checks.
  private func hasOverlayRefusal(_ event: AndroidEvent) -> Bool {
    if screen == .off || openShade != nil || otherActivityOnTop != nil { return true }
    let mayRefuse: Bool
    switch event {
    case .screenOn, .openNotificationShade, .closeNotificationShade, .startOtherActivity, .finishOtherActivity:
      mayRefuse = true
    default: mayRefuse = false
    }
    assert(
      mayRefuse
        || (screenStateRefusal(for: event) == nil && notificationShadeRefusal(for: event) == nil
          && otherActivityRefusal(for: event) == nil),
      "hasOverlayRefusal skips a check that refuses \(event)")
    return mayRefuse
  }

  /// Runs `event`: its captures land in ``lastCaptures``, a crash it causes in ``lastCrash`` (the process is then
  /// killed, as Android kills a crashed app). The engine's checkers judge the result; the model judges nothing.
  /// - Throws: ``AndroidRefusal`` when Android cannot produce the event now; the device is unchanged then.
  public func step(_ event: AndroidEvent) throws(AndroidRefusal) {
    if let reason = refusal(for: event) { throw AndroidRefusal(event: event, reason: reason) }
    lastCaptures = []
    tapThroughLock = nil
    pendingCrash = nil
    eventSerial += 1
    lockAsks.needless = nil
    lockAsks.promptWhileReleased = nil
    if coverRaises.isRecording { coverRaises.callbacks.removeAll(keepingCapacity: true) }
    let lockedBefore = strategy.isAppLocked
    lockAsks.sampledLocked = lockedBefore
    lockAsks.releasedInEvent = nil
    // Work held by the previous step's choice runs first, before this event; under a user's tap on a control, after
    // it: the tap goes to the window on screen when it is dispatched, and an activity the held work starts is not on
    // screen before its own resume (an activity start is a request the system answers later, after pausing the
    // current one: https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ;
    // high). So the control's handler runs in the activity the refusal checked, and a dialog it shows is that
    // activity's, under the one started next (a new user's messenger, s48: the dialog was drawn above its PIN
    // activity).
    let tapFirst = looper.isHeld && { if case .appCall = event { return true } else { return false } }()
    if looper.isHeld, event != .holdPostedWork, !tapFirst { looper.release() }
    deliverLateScreenOffBroadcastBefore(event)
    // The trace held this event's own posts too: the earlier held work waits with them, to the next event.
    let holdsThisEvent = holdsNextPostedWork && event != .holdPostedWork
    if holdsNextPostedWork, event != .holdPostedWork {
      holdsNextPostedWork = false
      looper.hold()
    }
    deliverForegroundChange()
    promptHistory.noteEvent(isUserAction: !event.isTimeOrSchedulerChoice)
    perform(event)
    if tapFirst, !holdsThisEvent, looper.isHeld { looper.release() }
    cancelBiometricPromptIfAppLeft()
    // "Don't keep activities": the system's posted runnable destroys what the event stopped.
    if alwaysFinishActivities { destroyActivitiesAlwaysFinish() }
    updateWindowFocus()
    noteForegroundChange()
    if !profile.flags.foregroundChangeReachesOtherAppsLate { deliverForegroundChange() }
    if isRecording { lastCaptures.append(capture(.recording)) }
    notifyRecordingCallbacksIfChanged()
    lastCrash = pendingCrash
    if let crash = pendingCrash {
      crashes.append(crash)
      killProcess()
    }
    noteLockPromise(lockedBefore: lockedBefore, event: event)
    if biometricPrompt != nil || promptSeeThroughSince != nil { measurePromptSeeThrough() }
    if coverRaises.isRecording { endCoverRaises(event: event) }
  }

  private func perform(_ event: AndroidEvent) {
    switch event.subsystem {
    case .navigation: performNavigation(event)
    case .captures: performCapture(event)
    case .appWindows: performAppWindow(event)
    case .scheduler: performScheduler(event)
    case .multiWindow: performMultiWindow(event)
    case .screen: if event == .screenOff { turnScreenOff() } else { turnScreenOn() }
    case .appScreens: performAppScreen(event)
    case .process: performProcess(event)
    case .entryPoints: performEntryPoint(event)
    case .recentsGestures: performRecentsGesture(event)
    case .appSettings: performAppSetting(event)
    case .notificationShade: performNotificationShade(event)
    case .otherActivity: performOtherActivity(event)
    case .deviceSecurity: performDeviceSecurity(event)
    case .systemConfiguration: performSystemConfiguration(event)
    case .developerOptions: performDeveloperOption(event)
    case .predictiveBack: performPredictiveBack(event)
    case .externalDisplay: performExternalDisplay(event)
    }
  }

  /// Whether the app's activity is resumed on screen and its looper is idle: the state in which nothing the app
  /// posted is still to run, so a cover still shown stays (the stranded-cover check's precondition).
  public var isResumedOnScreenAndIdle: Bool {
    screen == .app && activity?.lifecycleState == .RESUMED && looper.isIdle
  }

  /// Whether the app is in front on screen with its looper idle: its activity resumed, or paused under a biometric
  /// prompt's host activity, whose translucent window leaves it in sight (the lock-bypass check's precondition).
  public var isInFrontOnScreenAndIdle: Bool { isAppUnderTestInFront && looper.isIdle }

  /// The app's sensitive views the user can read on the display now (`window/view`), in drawing order.
  public var legibleSensitiveOnDisplay: [String] { legibleSensitive(in: displayPrimitives()) }

  /// The covers (views a strategy added) and blurred app content the user can see now, in drawing order.
  public var visibleCoversAndBlurs: [String] { visibleCoverOrBlur(in: displayPrimitives()) }
}

/// The parts of the model that events drive; each holds its events' rules and effects in its own file.
nonisolated enum AndroidEventSubsystem {
  /// Launching, Home, Recents, returning to the task and Back (`AndroidDevice+NavigationEvents.swift`).
  case navigation
  /// Screenshots, MediaProjection recordings and other apps' photos (`AndroidDevice+CaptureEvents.swift`; what is
  /// saved in shared storage, `AndroidDevice+MediaStore.swift`).
  case captures
  /// The app's own windows and controls: dialogs, popups, toasts, the keyboard, app calls, rotation
  /// (`AndroidDevice+AppWindowEvents.swift`).
  case appWindows
  /// Virtual time and the Recents snapshot's timing (`AndroidDevice+SchedulerEvents.swift`).
  case scheduler
  /// Split screen, picture-in-picture and folding (`AndroidDevice+MultiWindow.swift`).
  case multiWindow
  /// The screen turning off and on (`AndroidDevice+Screen.swift`).
  case screen
  /// The app's navigation between its own screens (`AndroidDevice+AppScreenEvents.swift`).
  case appScreens
  /// The system killing the app's process (`AndroidDevice+ProcessEvents.swift`).
  case process
  /// Entry points other than the launcher icon: notifications, widgets, tiles, shortcuts, shares and links
  /// (`AndroidDevice+EntryPoints.swift`).
  case entryPoints
  /// Gesture navigation's quick switch and abandoned Recents/Home swipes (`AndroidDevice+RecentsGestures.swift`).
  case recentsGestures
  /// The app's own settings the user toggles: its screen-security setting (`AndroidDevice+AppSettingEvents.swift`).
  case appSettings
  /// SystemUI's notification shade pulled over the app (`AndroidDevice+NotificationShade.swift`).
  case notificationShade
  /// Another app's activity the app starts over itself in its own task (`AndroidDevice+OtherActivity.swift`).
  case otherActivity
  /// The device's authentication state and the user's force stop in Settings (`AndroidDevice+DeviceSecurity.swift`).
  case deviceSecurity
  /// The dark theme, the language and the font size changed in the system's settings
  /// (`AndroidDevice+SystemConfiguration.swift`).
  case systemConfiguration
  /// The Developer options that change how the system keeps the app's activities ("Don't keep activities",
  /// `AndroidDevice+DeveloperOptions.swift`).
  case developerOptions
  /// The back swipe of gesture navigation and its preview (`AndroidDevice+PredictiveBack.swift`).
  case predictiveBack
  /// The external monitor the user connects and moves the app to (`AndroidDevice+ExternalDisplay.swift`).
  case externalDisplay
}

extension AndroidEvent {
  /// The subsystem whose file holds the event's rule and effect.
  nonisolated var subsystem: AndroidEventSubsystem {
    switch self {
    case .launch, .pressHome, .openRecents, .closeRecents, .returnToApp, .back, .removeTask: .navigation
    case .screenshot, .recordingStart, .recordingStop, .otherAppPhoto: .captures
    case .showWindow, .dismissWindow, .appCall, .rotate, .biometricMatch, .biometricNoMatch, .deviceCredentialMatch:
      .appWindows
    case .advance, .recentsTiming, .holdPostedWork: .scheduler
    case .enterSplitScreen, .focusOtherApp, .focusApp, .exitSplitScreen, .enterPictureInPicture,
      .exitPictureInPicture, .fold, .unfold:
      .multiWindow
    case .screenOff, .screenOn: .screen
    case .navigate, .navigateBack: .appScreens
    case .processDeath: .process
    case .openEntry: .entryPoints
    case .quickSwitch, .abandonRecentsGesture: .recentsGestures
    case .screenSecurity: .appSettings
    case .openNotificationShade, .closeNotificationShade: .notificationShade
    case .startOtherActivity, .finishOtherActivity: .otherActivity
    case .biometricError, .removeDeviceSecurity, .enrollBiometric, .forceStop: .deviceSecurity
    case .configurationChange: .systemConfiguration
    case .dontKeepActivities: .developerOptions
    case .backGesture: .predictiveBack
    case .externalDisplay: .externalDisplay
    }
  }
}
