/// The app's own windows and controls, which the user reaches by touch: dialogs, React Native modals, Compose dialogs,
/// popups, toasts and the keyboard, the strategy's app calls, and rotation (a configuration change).
extension AndroidDevice {
  private static let touchReason =
    "the user can touch the app only while its activity is resumed on screen (input goes to the focused window)"
  /// Why the app's own controls take no touch while another process's window is above it, naming that window: another
  /// app's overlay, SystemUI's biometric prompt or the notification shade.
  var overlayReason: String {
    let above: String
    switch windowManager.windows.last(where: \.isOtherAppsWindow)?.attributes.type {
    case WindowManager.LayoutParams.TYPE_STATUS_BAR_SUB_PANEL:
      above = "SystemUI's biometric prompt (TYPE_STATUS_BAR_SUB_PANEL)"
    case WindowManager.LayoutParams.TYPE_NOTIFICATION_SHADE:
      above = "the notification shade (TYPE_NOTIFICATION_SHADE)"
    default:
      above = "another app's overlay (TYPE_APPLICATION_OVERLAY)"
    }
    return above + " is above the app and takes the touches and keys; only its own controls (the strategy's app calls)"
      + " answer"
  }

  /// The top-most window the user can dismiss (Back or dismissWindow): a dialog, a popup or the keyboard.
  var dismissibleWindow: Window? {
    guard screen == .app else { return nil }
    return windowManager.windows.last { window in
      switch window.kind {
      case .dialog, .reactNativeModal, .composeDialog, .composeBottomSheet, .popup, .composePopup, .ime: return true
      case .toast, .sensitiveToast, nil: return false
      }
    }
  }

  // In split screen a touch on the app's half first moves the focus to it (focusApp), so the app takes input only
  // while it is the top resumed activity.
  var appIsInFront: Bool {
    screen == .app && activity?.lifecycleState == .RESUMED && activity?.isTopResumedActivity == true
  }

  func appWindowRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .showWindow(let kind):
      guard appIsInFront else { return Self.touchReason }
      if otherAppsWindowTakesTouches { return overlayReason }
      if let reason = refusal(forShowing: kind) { return reason }
      // The keyboard may come from a field of the app's own lock (above its view): only the screen's controls.
      return kind == .ime ? nil : touchTakenAboveScreen(opening: "the \(kind)")
    case .dismissWindow:
      // The prompt's panel takes touches, whichever activity asked for it.
      if isBiometricPromptShown { return nil }
      guard appIsInFront else { return Self.touchReason }
      if otherAppsWindowTakesTouches { return overlayReason }
      return dismissibleWindow == nil ? "no dialog, popup or keyboard is shown" : nil
    case .appCall(let name):
      guard appIsInFront else { return Self.touchReason }
      guard strategy.answersAppCall(name) else { return "the app has no control that makes the call \(name)" }
      // A control on a screen, or the user's settings switch, is the user's tap there (``controlRefusal(ofAppCall:)``).
      return controlRefusal(ofAppCall: name)
    case .rotate:
      if appIsInFront { return nil }
      // The user turns the device in another app or on the home screen: the stopped activity is relaunched when it
      // comes back (``relaunchIfConfigurationChanged(_:)``).
      if screen == .home || screen == .recents, activity?.lifecycleState == .CREATED,
        windowingMode == .fullscreen
      {
        return nil
      }
      return "a rotation recreates the activity on screen, or a stopped one at its return (with the app away on the "
        + "home screen or in Recents)"
    case .biometricMatch, .biometricNoMatch:
      guard isBiometricPromptShown else {
        return "no biometric prompt is shown (the app asks for one, BiometricPrompt)"
      }
      if biometricPrompt?.allowsBiometrics == false {
        return "the prompt allows only the device credential (setAllowedAuthenticators(DEVICE_CREDENTIAL)): it shows"
          + " the PIN, pattern or password view and reads no biometric"
      }
      // A prompt shown during a lockout (biometricLockoutEndsRequestAtOnce=false) reads nothing until it ends; the
      // credential confirmation still takes the device credential (a match is the credential entered).
      if event == .biometricMatch, biometricPrompt?.host.keepsCredentialAfterBiometricError == true { return nil }
      return isBiometricLockedOut ? "the biometric sensor is locked out (5 failed attempts, for 30 s)" : nil
    case .deviceCredentialMatch:
      // The credential is no biometric: the sensor's lockout does not bar it.
      return deviceCredentialAnswerRefusal()
    default:
      preconditionFailure("\(event) is not an app window event")
    }
  }

  private func refusal(forShowing kind: WindowKind) -> String? {
    switch kind {
    case .reactNativeModal:
      return profile.structure == .reactNative ? nil : "only a React Native host shows React Native modals"
    case .composeDialog:
      return profile.structure == .compose ? nil : "only a Compose UI makes Compose dialogs"
    case .composeBottomSheet:
      return profile.structure == .compose ? nil : "only a Compose UI makes Material 3 modal bottom sheets"
    case .composePopup:
      return profile.structure == .compose ? nil : "only a Compose UI makes Compose popups"
    case .popup:
      return profile.structure == .flutter
        ? "Flutter draws its menus and dropdowns in its own surface; it makes no PopupWindow" : nil
    case .ime:
      return windowManager.windows.contains { $0.kind == .ime } ? "the keyboard is already shown" : nil
    case .dialog, .toast, .sensitiveToast:
      return nil
    }
  }

  func performAppWindow(_ event: AndroidEvent) {
    switch event {
    case .showWindow(let kind):
      // The control that opens it is the user's tap on the screen: through the lock while its promise stands.
      let tap = kind == .ime ? nil : screenTouchedThroughLock()
      if let activity { show(kind, in: activity) }
      looper.drain()
      if let tap { noteTapThroughLock(reached: "the control that opens the \(kind)", on: tap, event: "\(event)") }
    case .dismissWindow:
      if isBiometricPromptShown {
        answerBiometricPrompt(error: BiometricPrompt.BIOMETRIC_ERROR_NEGATIVE_BUTTON)
        return
      }
      if let window = dismissibleWindow { windowManager.remove(window) }
      looper.drain()
    case .appCall(let name):
      if let activity {
        // The user's touch or key reaches the activity's window when it has focus (no dialog of the app above it):
        // `Activity.onUserInteraction` runs before the control's handler ("Called whenever a key, touch, or trackball
        // event is dispatched to the activity", https://developer.android.com/reference/android/app/Activity#onUserInteraction() ;
        // a dialog's window dispatches to the dialog; every API; high).
        if activity.hasWindowFocus { userInteracts(with: activity) }
        // A control on a screen (or the settings switch) reached while the lock promise stands: the touch went
        // through the lock.
        let isControl = strategy.screen(ofAppCall: name) != nil || strategy.isSettingsControl(name)
        let tap = isControl ? screenTouchedThroughLock() : nil
        noteDisableCall(name)
        strategy.onAppCall(name, activity)
        if let tap { noteTapThroughLock(name, screen: tap) }
      }
      looper.drain()
    case .rotate:
      // AOSP skips the configuration check only for a stopped activity; one merely paused (a translucent activity
      // such as the prompt's host started over it as the rotation begins) is relaunched at once.
      if let activity, activity.lifecycleState != .CREATED {
        configurationChanged(activity, .rotation)
      } else {
        pendingConfigChanges.formUnion(.rotation)
      }
    case .biometricMatch:
      answerBiometricPrompt(error: nil)
    case .biometricNoMatch:
      failBiometricAttempt()
    case .deviceCredentialMatch:
      answerWithDeviceCredential()
    default:
      preconditionFailure("\(event) is not an app window event")
    }
  }

  private func show(_ kind: WindowKind, in activity: Activity) {
    switch kind {
    case .dialog:
      let dialog = Dialog(activity)
      dialog.window.isSampleAppWindow = true
      showScreenContent(in: dialog.window, of: activity)
      strategy.onCreateDialog(dialog, activity)
      dialog.show()
    case .reactNativeModal:
      let dialog = Dialog(activity: activity, kind: .reactNativeModal, text: "Card 4921 •••• 7788 · PIN 4821")
      dialog.window.isSampleAppWindow = true
      showScreenContent(in: dialog.window, of: activity)
      strategy.onCreateDialog(dialog, activity)
      dialog.show()
    case .composeDialog(let policy):
      // Compose's DialogWrapper applies the policy to its own window; app code gets no hook.
      let dialog = Dialog(activity: activity, kind: kind, text: "Confirm transfer to DE89 3704 0044")
      dialog.window.isSampleAppWindow = true
      showScreenContent(in: dialog.window, of: activity)
      let flag = WindowManager.LayoutParams.FLAG_SECURE
      dialog.window.setFlags(policy.appliesSecureFlag(parentIsSecure: activity.window.isSecure) ? flag : 0, flag)
      dialog.show()
    case .composeBottomSheet(let policy):
      // Material 3's dialog wrapper applies the policy to its own window, as Compose's Dialog does: no app hook.
      let sheet = ComposeBottomSheet.dialog(over: activity, policy: policy)
      sheet.window.isSampleAppWindow = true
      showScreenContent(in: sheet.window, of: activity)
      sheet.show()
    case .popup:
      let popup = PopupWindow(activity: activity)
      popup.window.isSampleAppWindow = true
      showScreenContent(in: popup.window, of: activity)
      popup.showAsDropDown(activity.findViewById("cvv"))
      strategy.onPopupWindowShown(popup, activity)
    case .composePopup(let policy):
      // Compose adds the popup's view to the window manager itself: no `PopupWindow`, no hook for app code.
      let window = ComposePopup.window(over: activity, policy: policy)
      window.isSampleAppWindow = true
      showScreenContent(in: window, of: activity)
      windowManager.add(window)
    case .toast:
      Toast.makeText(activity, "Copied", Toast.LENGTH_SHORT).show()
    case .sensitiveToast:
      Toast(activity: activity, text: "Copied DE89 3704 0044", duration: Toast.LENGTH_SHORT, sensitive: true).show()
    case .ime:
      showIme()
    }
  }

  /// In an app whose dialogs and popups carry the content of the screen below
  /// (``AndroidAppDescription/windowsFollowScreenSensitivity``), a window shown over a neutral screen shows neutral
  /// text.
  private func showScreenContent(in window: Window, of activity: Activity) {
    guard app.windowsFollowScreenSensitivity, activity.currentScreen?.isSensitive == false else { return }
    func neutralize(_ view: View) {
      if case .appSensitive = view.role { view.role = .appNeutral }
      for child in view.children { neutralize(child) }
    }
    neutralize(window.decorView)
  }
}
