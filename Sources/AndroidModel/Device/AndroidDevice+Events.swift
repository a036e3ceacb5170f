extension AndroidDevice {
  private static let touchReason =
    "the user can touch the app only while its activity is resumed on screen (input goes to the focused window)"

  private var dismissibleWindow: Window? {
    guard screen == .app else { return nil }
    return windowManager.windows.last { window in
      switch window.kind {
      case .dialog, .reactNativeModal, .composeDialog, .popup, .ime: return true
      case .toast, nil: return false
      }
    }
  }

  // In split screen a touch on the app's half first moves the focus to it (focusApp), so the app takes input only
  // while it is the top resumed activity.
  private var appIsInFront: Bool {
    screen == .app && activity?.lifecycleState == .RESUMED && activity?.isTopResumedActivity == true
  }

  /// Why Android cannot produce `event` now, or `nil` when it can.
  public func refusal(for event: AndroidEvent) -> String? {
    if let reason = screenStateRefusal(for: event) { return reason }
    switch event {
    case .launch:
      return hasTask
        ? "the task exists: its launcher icon brings it back (returnToApp), it does not start a second one "
          + "(https://developer.android.com/guide/components/activities/tasks-and-back-stack)" : nil
    case .pressHome:
      return screen == .home ? "Home on the home screen changes nothing" : nil
    case .openRecents:
      return screen == .recents
        ? "in Recents the Overview button switches to the previous task (returnToApp); it does not reopen Recents"
        : nil
    case .closeRecents:
      return screen == .recents ? nil : "Recents is not open"
    case .returnToApp:
      if !hasTask { return "the app has no task to bring back (launch starts one)" }
      if windowingMode == .pictureInPicture {
        return "the task is in the picture-in-picture window; tapping it expands it (exitPictureInPicture)"
      }
      return screen == .app ? "the app is already on screen" : nil
    case .screenshot:
      return nil
    case .recordingStart:
      return isRecording ? "one MediaProjection recording at a time: the recorder's tile stops the running one" : nil
    case .recordingStop:
      return isRecording ? nil : "no recording runs"
    case .showWindow(let kind):
      guard appIsInFront else { return Self.touchReason }
      return refusal(forShowing: kind)
    case .dismissWindow:
      guard appIsInFront else { return Self.touchReason }
      return dismissibleWindow == nil ? "no dialog, popup or keyboard is shown" : nil
    case .appCall(let name):
      guard appIsInFront else { return Self.touchReason }
      return strategy.appCalls.contains(name) ? nil : "the app has no control that makes the call \(name)"
    case .advance(let seconds):
      return seconds > 0 ? nil : "time only moves forward"
    case .rotate:
      return appIsInFront ? nil : "a rotation recreates only the activity on screen; the model rotates in the app"
    case .back:
      if screen == .app, windowingMode == .splitScreen, activity?.isTopResumedActivity == false {
        return "Back goes to the focused window, the other app's (focusApp moves the focus)"
      }
      return appIsInFront ? nil : "Back on the home screen or in Recents does not reach the app"
    case .recentsTiming:
      return profile.flags.recentsSnapshotAtHomePress
        ? "on this profile the snapshot is taken when Home is pressed "
          + "(AndroidPlatformFlags.recentsSnapshotAtHomePress; capacitor-privacy-screen PR 1, Android 15)" : nil
    case .enterSplitScreen, .focusOtherApp, .focusApp, .exitSplitScreen, .enterPictureInPicture,
      .exitPictureInPicture, .fold, .unfold:
      return multiWindowRefusal(for: event)
    case .screenOff, .screenOn:
      return nil
    }
  }

  private func refusal(forShowing kind: WindowKind) -> String? {
    switch kind {
    case .reactNativeModal:
      return profile.structure == .reactNative ? nil : "only a React Native host shows React Native modals"
    case .composeDialog:
      return profile.structure == .compose ? nil : "only a Compose UI makes Compose dialogs"
    case .popup:
      return profile.structure == .flutter
        ? "Flutter draws its menus and dropdowns in its own surface; it makes no PopupWindow" : nil
    case .ime:
      return windowManager.windows.contains { $0.kind == .ime } ? "the keyboard is already shown" : nil
    case .dialog, .toast:
      return nil
    }
  }

  /// Runs `event`: its captures land in ``lastCaptures``, a crash it causes in ``lastCrash`` (the process is then
  /// killed, as Android kills a crashed app). The engine's checkers judge the result; the model judges nothing.
  /// - Throws: ``AndroidRefusal`` when Android cannot produce the event now; the device is unchanged then.
  public func step(_ event: AndroidEvent) throws(AndroidRefusal) {
    if let reason = refusal(for: event) { throw AndroidRefusal(event: event, reason: reason) }
    lastCaptures = []
    pendingCrash = nil
    perform(event)
    if isRecording { lastCaptures.append(capture(.recording)) }
    notifyRecordingCallbacksIfChanged()
    lastCrash = pendingCrash
    if let crash = pendingCrash {
      crashes.append(crash)
      killProcess()
    }
  }

  private func perform(_ event: AndroidEvent) {
    switch event {
    case .launch:
      createActivity()
    case .pressHome:
      if screen == .app, let activity { leave(activity, finishing: false) }
      screen = .home
    case .openRecents:
      if screen == .app, let activity { leave(activity, finishing: false) }
      screen = .recents
      if taskSnapshot != nil { lastCaptures.append(capture(.recentsThumbnail)) }
    case .closeRecents:
      screen = .home
    case .returnToApp:
      returnToApp()
    case .screenshot:
      lastCaptures.append(capture(.screenshot))
      deliverScreenCaptureCallbacks()
    case .recordingStart:
      isRecording = true
    case .recordingStop:
      isRecording = false
    case .showWindow(let kind):
      if let activity { show(kind, in: activity) }
      looper.drain()
    case .dismissWindow:
      if let window = dismissibleWindow { windowManager.remove(window) }
      looper.drain()
    case .appCall(let name):
      if let activity { strategy.onAppCall(name, activity) }
      looper.drain()
    case .advance(let seconds):
      looper.advance(by: seconds)
      for window in windowManager.windows where (window.expiresAt ?? .infinity) <= now { windowManager.remove(window) }
    case .rotate:
      if let activity { configurationChanged(activity, .rotation) }
    case .back:
      back()
    case .recentsTiming(let timing):
      snapshotTiming = timing
    case .enterSplitScreen, .focusOtherApp, .focusApp, .exitSplitScreen, .enterPictureInPicture,
      .exitPictureInPicture, .fold, .unfold:
      performMultiWindow(event)
    case .screenOff:
      turnScreenOff()
    case .screenOn:
      turnScreenOn()
    }
  }

  /// The task comes back: while the app draws its first frame, the system shows the last snapshot as the starting
  /// window (https://source.android.com/docs/core/perf/task-snapshots ; high); only a recording sees it.
  func returnToApp() {
    if isRecording, var image = taskSnapshot?.image {
      image.kind = .startingWindow
      lastCaptures.append(image)
    }
    if let activity {
      start(activity, restarting: true)
      resume(activity)
    } else {
      createActivity()
    }
  }

  private func back() {
    guard let activity else { return }
    if let window = dismissibleWindow {
      windowManager.remove(window)
      looper.drain()
      return
    }
    leave(activity, finishing: profile.backFinishesRootActivity)
    screen = .home
  }

  private func show(_ kind: WindowKind, in activity: Activity) {
    switch kind {
    case .dialog:
      let dialog = Dialog(activity)
      strategy.onCreateDialog(dialog, activity)
      dialog.show()
    case .reactNativeModal:
      let dialog = Dialog(activity: activity, kind: .reactNativeModal, text: "Card 4921 •••• 7788 · PIN 4821")
      strategy.onCreateDialog(dialog, activity)
      dialog.show()
    case .composeDialog(let policy):
      // Compose's DialogWrapper applies the policy to its own window; app code gets no hook.
      let dialog = Dialog(activity: activity, kind: kind, text: "Confirm transfer to DE89 3704 0044")
      let secure: Bool
      switch policy {
      case .Inherit: secure = activity.window.isSecure
      case .SecureOn: secure = true
      case .SecureOff: secure = false
      }
      let flag = WindowManager.LayoutParams.FLAG_SECURE
      dialog.window.setFlags(secure ? flag : 0, flag)
      dialog.show()
    case .popup:
      let popup = PopupWindow(activity: activity)
      popup.showAsDropDown(activity.findViewById("cvv"))
      strategy.onPopupWindowShown(popup, activity)
    case .toast:
      Toast.makeText(activity, "Copied", Toast.LENGTH_SHORT).show()
    case .ime:
      let display = displayBounds
      let ime = Window(
        label: "ime", kind: .ime, type: WindowManager.LayoutParams.TYPE_INPUT_METHOD,
        frame: DpRect(x: 0, y: display.height - 280, width: display.width, height: 280), owner: nil,
        decorRole: .system)
      ime.decorView.setBackgroundColor(0xFF20_2124)
      windowManager.add(ime)
    }
  }

  /// Screenshot detection (API 34): callbacks of a started, visible activity whose window is not secure run on the
  /// main looper.
  private func deliverScreenCaptureCallbacks() {
    guard screen == .app, let activity, activity.isStarted, !activity.window.isSecure,
      !activity.screenCaptureCallbacks.isEmpty
    else { return }
    for callback in activity.screenCaptureCallbacks {
      activity.handler.post {
        self.screenCaptureCallbackCount += 1
        callback.onScreenCaptured()
      }
    }
    looper.drain()
  }

  /// Whether the app's activity is resumed on screen and its looper is idle: the state in which nothing the app
  /// posted is still to run, so a cover still shown stays (the stranded-cover check's precondition).
  public var isResumedOnScreenAndIdle: Bool {
    screen == .app && activity?.lifecycleState == .RESUMED && looper.isIdle
  }

  /// The covers (views a strategy added) and blurred app content the user can see now, in drawing order.
  public var visibleCoversAndBlurs: [String] { visibleCoverOrBlur(in: displayPrimitives()) }
}
