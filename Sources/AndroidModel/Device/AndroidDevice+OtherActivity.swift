/// Another app's activity the app under test starts over itself and comes back from (``OtherActivityTheme``): the
/// share sheet, the runtime permission dialog, an account picker, the camera, a document picker.
///
/// - Starting it: the app's activity loses top-resumed and gets `onPause`; under a ``OtherActivityTheme/fullScreen``
///   activity it then gets `onStop` (and, from API 28, `onSaveInstanceState` after it). Under a
///   ``OtherActivityTheme/dialog`` one it stays paused and visible under the dim ("Coordinating activities",
///   https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; all API
///   levels; high). The other activity's window takes window focus (the app's activity is paused, so it has none).
/// - Finishing it: the app's activity gets `onRestart` and `onStart` after a stop, then `onResume` (the same page;
///   high). With "Don't keep activities" on, the stopped activity was destroyed under a ``OtherActivityTheme/fullScreen``
///   one and is made again from its saved state instead (``recreateAlwaysFinished(_:)``).
/// - The other activity is in the app's task (a started-for-result activity cannot be in another task, see
///   ``OtherActivityTheme``), so the app never leaves the screen: no Recents snapshot is taken, and the lock's
///   promise (`needless-lock`) counts the round trip as in-app, the camera's full-screen activity included (the user
///   took a photo for the app from inside its task; Android shows neither Home nor Recents; high).
/// - The other app's activity is the app in front for other apps' code (its package resumed; `UsageStatsManager`
///   reports `ACTIVITY_RESUMED` per activity's package,
///   https://developer.android.com/reference/android/app/usage/UsageEvents.Event#ACTIVITY_RESUMED ; API 29+; high).
/// - While it is on top the model takes captures, time and the scheduler's choices, its finish, and, under a
///   ``OtherActivityTheme/fullScreen`` one, the app's process dying; everything else is refused until it finishes
///   (Home, Recents, the screen turning off under it: not modeled).
/// - Process death under it (``AndroidEvent/processDeath`` while a full-screen activity is on top): "When starting an
///   activity for a result, it is possible—and, in cases of memory-intensive operations such as camera usage, almost
///   certain—that your process and your activity will be destroyed due to low memory"
///   (https://developer.android.com/training/basics/intents/result ; all API levels; high). The app's activity is
///   stopped, so its state was saved; the other activity lives on in its own process, in the app's task. Finishing
///   it makes the app's activity again in a new process from its saved state (`onCreate` with the saved back stack,
///   `onStart`, `onResume`; the result is delivered to the new instance, the same page; high): every static starts
///   over (a lock's in-process state, a protection set by an app call and kept in a static), as after any process
///   death (`AndroidDevice+ProcessEvents.swift`). A dialog-themed activity leaves the app's activity paused and
///   visible, a process the system keeps (https://developer.android.com/guide/components/activities/process-lifecycle :
///   a visible process is killed only to keep the foreground running; refused).
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
    case .processDeath:
      // With no other app's activity on top, the process rule decides (the screen off reaches this check too).
      guard let theme = otherActivityOnTop else { return nil }
      if activity == nil { return "the app's process is already dead under the other app's activity" }
      guard theme == .fullScreen else {
        return "the app's activity is paused and visible under the dialog-themed activity: its process is visible, "
          + "which the system does not kill to reclaim memory"
      }
      return nil
    default:
      return otherActivityOnTop == nil
        ? nil : "another app's activity is on top of the app: the model takes only its finish until it finishes"
    }
  }

  func performOtherActivity(_ event: AndroidEvent) {
    guard let activity else {
      // The app's process died under the other activity: finishing it makes the activity again from saved state.
      if event == .finishOtherActivity { finishOtherActivityIntoNewProcess() }
      return
    }
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
      if wasStopped {
        // "Don't keep activities" destroyed it under the full-screen activity: made again from its saved state.
        if recreateAlwaysFinished(activity) { return }
        start(activity, restarting: true)
      }
      resume(activity)
    default:
      preconditionFailure("\(event) is not another app's activity event")
    }
  }

  /// Finishing the other activity after the app's process died under it: a new process makes the app's activity
  /// from the saved back stack (or afresh after a crash, which saved nothing), with the result delivered to it.
  private func finishOtherActivityIntoNewProcess() {
    if let window = otherActivityWindow { windowManager.remove(window) }
    otherActivityOnTop = nil
    createActivity()
  }

  /// Whether `window` is hidden under another app's full-screen activity: the app's stopped windows are not drawn.
  func isHiddenUnderOtherActivity(_ window: Window) -> Bool {
    otherActivityOnTop == .fullScreen && window.label != Self.otherActivityLabel
  }
}
