/// Another app's activity the app under test starts over itself and comes back from (``OtherActivityTheme``): the
/// share sheet, the runtime permission dialog, an account picker, the camera, a document picker.
///
/// - Starting it: the app's activity loses top-resumed and gets `onPause`; under a ``OtherActivityTheme/fullScreen``
///   activity it then gets `onStop` (and, from API 28, `onSaveInstanceState` after it). Under a
///   ``OtherActivityTheme/dialog`` one it stays paused and visible under the dim ("Coordinating activities",
///   https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; all API
///   levels; high). The other activity's window takes window focus (the app's activity is paused, so it has none).
/// - Finishing it: the app's activity gets `onRestart` and `onStart` after a stop, then `onResume` (the same page;
///   high).
/// - The other activity is in the app's task (a started-for-result activity cannot be in another task, see
///   ``OtherActivityTheme``), so the app never leaves the screen: no Recents snapshot is taken, and the lock's
///   promise (`needless-lock`) counts the round trip as in-app, the camera's full-screen activity included (the user
///   took a photo for the app from inside its task; Android shows neither Home nor Recents; high).
/// - The other app's activity is the app in front for other apps' code (its package resumed; `UsageStatsManager`
///   reports `ACTIVITY_RESUMED` per activity's package,
///   https://developer.android.com/reference/android/app/usage/UsageEvents.Event#ACTIVITY_RESUMED ; API 29+; high).
/// - While it is on top the model takes captures, time and the scheduler's choices, and its finish; everything else
///   is refused until it finishes (Home, Recents, the screen turning off or the process dying under it: not
///   modeled).
extension AndroidDevice {
  /// The other app's activity's window while it is on top.
  public var otherActivityWindow: Window? { windowManager.windows.last { $0.label == Self.otherActivityLabel } }

  static let otherActivityLabel = "otherActivity"

  func otherActivityRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .startOtherActivity:
      if otherActivityOnTop != nil { return "another app's activity is already on top of the app" }
      guard screen == .app, let activity, activity.lifecycleState == .RESUMED else {
        return "the app starts another app's activity from its resumed activity on screen only"
      }
      if windowingMode != .fullscreen { return "the model starts another app's activity over a full-screen app only" }
      if isBiometricPromptShown { return "the biometric prompt takes the user's touches: the app's button is under it" }
      return nil
    case .finishOtherActivity:
      return otherActivityOnTop == nil ? "no other app's activity is on top of the app" : nil
    case .screenshot, .recordingStart, .recordingStop, .advance, .holdPostedWork, .recentsTiming:
      return nil
    default:
      return otherActivityOnTop == nil
        ? nil : "another app's activity is on top of the app: the model takes only its finish until it finishes"
    }
  }

  func performOtherActivity(_ event: AndroidEvent) {
    guard let activity else { return }
    switch event {
    case .startOtherActivity(let theme):
      pause(activity)
      let window = Window(
        label: Self.otherActivityLabel, kind: nil, type: WindowManager.LayoutParams.TYPE_APPLICATION,
        frame: displayBounds, owner: nil, decorRole: .none)
      let content = View(context: nil, id: "otherApp", role: .system, frame: nil)
      // A dialog-themed activity dims the app below (the default `backgroundDimAmount` 0.6) and leaves it legible;
      // a full-screen one is opaque.
      content.setBackgroundColor(theme == .dialog ? 0x9900_0000 : 0xFF20_2124)
      window.decorView.addView(content)
      windowManager.add(window)
      otherActivityOnTop = theme
      if theme == .fullScreen {
        stop(activity)
        lifecycleLog.append("onSaveInstanceState")
      }
      looper.drain()
    case .finishOtherActivity:
      if let window = otherActivityWindow { windowManager.remove(window) }
      let wasStopped = otherActivityOnTop == .fullScreen
      otherActivityOnTop = nil
      if wasStopped { start(activity, restarting: true) }
      resume(activity)
    default:
      preconditionFailure("\(event) is not another app's activity event")
    }
  }

  /// Whether `window` is hidden under another app's full-screen activity: the app's stopped windows are not drawn.
  func isHiddenUnderOtherActivity(_ window: Window) -> Bool {
    otherActivityOnTop == .fullScreen && window.label != Self.otherActivityLabel
  }
}
