/// Window focus (`onWindowFocusChanged`), kept apart from the lifecycle as Android keeps it: "a foreground activity
/// will have window focus... unless it has displayed other dialogs or popups that take input focus ... Likewise, the
/// system may display system-level windows (such as the status bar notification panel or a system alert) which will
/// temporarily take window input focus without pausing the foreground activity"; from API 29 several activities may be
/// resumed, and only the top resumed one has focus
/// (https://developer.android.com/reference/android/app/Activity#onWindowFocusChanged(boolean) ; all APIs; high).
/// The model's focus-taking windows are the app's dialogs, SystemUI's notification shade and biometric prompt (which takes focus and
/// fires no lifecycle callback: E. Tatarka, https://evan.tatarka.me/blog/2019-10-01-the-mess-that-is-android-biometrics ,
/// API 28–29; medium-high). Popups are not focusable by default (`PopupWindow.setFocusable`), the IME and toasts never
/// take window focus; another app's overlay is left out (its focusability is its own choice; not modeled). Focus is
/// settled once per event, after its work: a window raised in the event that resumes the activity (a prompt asked in
/// `onResume`) is up before the activity's first focus (on a device the focus may come first; not modeled).
extension AndroidDevice {
  /// Whether the activity's window should have focus now.
  private func windowShouldHaveFocus(_ activity: Activity) -> Bool {
    guard screen == .app, activity.lifecycleState == .RESUMED, activity.isTopResumedActivity || !profile.hasMultiResume
    else { return false }
    for window in windowManager.windows where window !== activity.window && window.isAttached {
      if window === biometricPrompt?.window { return false }
      if window.attributes.type == WindowManager.LayoutParams.TYPE_NOTIFICATION_SHADE { return false }
      switch window.kind {
      case .dialog?, .reactNativeModal?, .composeDialog?, .composeBottomSheet?: return false
      default: continue
      }
    }
    return true
  }

  /// Tells the activity when its window gained or lost focus since it was last told, running what the callback posts;
  /// a callback that changes the windows again (a lock asking for the prompt on focus) is told again, a few times at
  /// most. Called once at the end of every event (a cheap loop over the attached windows).
  func updateWindowFocus() {
    // An activity another one covered lost focus with its pause.
    for below in backgroundActivities where below.hasWindowFocus {
      below.hasWindowFocus = false
      strategy.onWindowFocusChanged(below, false)
    }
    for _ in 0..<4 {
      guard let activity else { return }
      let focused = windowShouldHaveFocus(activity)
      guard focused != activity.hasWindowFocus else { return }
      activity.hasWindowFocus = focused
      if focused { applySoftInputMode(of: activity.window) }
      if coverRaises.isRecording { noteCoverCallback("onWindowFocusChanged(\(focused))") }
      strategy.onWindowFocusChanged(activity, focused)
      looper.drain()
    }
  }
}
