/// The screen turning off (the power button) and on again.
///
/// Screen off with the app in front: the device sleeps and the activity is paused and stopped, as when it is no
/// longer visible (https://developer.android.com/guide/components/activities/activity-lifecycle ; the keyguard's
/// sleep token puts the top activities to sleep, AOSP `Task.goToSleepIfPossible`, frameworks/base; high). The
/// window manager takes the snapshot of every visible task as the screen turns off, "We can't take a snapshot when
/// screen is off, so take a snapshot now!" (`TaskSnapshotController.screenTurningOff` → `snapshotForSleeping`,
/// https://github.com/aosp-mirror/platform_frameworks_base , `services/core/java/com/android/server/wm/`; in the
/// window manager from Android 9 to 15; high). That snapshot runs on the window manager's handler, unordered
/// against the app's callbacks as the Home transition's is, so the trace's ``RecentsSnapshotTiming`` choice places
/// it (the Home-press flag is about Home); what the app changes after it is too late for the snapshot, which is the
/// starting window when the app comes back. While the screen is off nothing is drawn and input does not reach
/// apps (a touch on a non-interactive device goes to `PhoneWindowManager.interceptMotionBeforeQueueingNonInteractive`,
/// which only decides whether to wake; high); a running recording continues with black frames, except where it
/// stops (``AndroidPlatformFlags/recordingStopsWhenScreenLocks``).
extension AndroidDevice {
  private static let screenOffReason =
    "the screen is off: nothing is shown and touches do not reach the launcher, Recents or the app until it turns "
    + "on (screenOn; PhoneWindowManager.interceptMotionBeforeQueueingNonInteractive)"

  /// Why the screen's state forbids `event` now, or `nil` when the event's own check decides.
  func screenStateRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .screenOff:
      return screen == .off ? "the screen is already off" : nil
    case .screenOn:
      return screen == .off ? nil : "the screen is already on"
    case .advance, .recentsTiming, .processDeath, .holdPostedWork:
      return nil
    case .screenshot:
      return screen == .off
        ? "the screenshot chord's power key wakes the device; with the screen off there is nothing to capture" : nil
    case .recordingStart, .recordingStop:
      return screen == .off
        ? "a recording is started from its consent dialog and stopped from its status-bar chip, both on screen"
        : nil
    default:
      return screen == .off ? Self.screenOffReason : nil
    }
  }

  /// The power button: the app in front (or in picture-in-picture) goes to sleep and its snapshot is taken.
  func turnScreenOff() {
    screenBeforeOff = screen
    let appWasInFront = screen == .app
    if screen == .app, let activity {
      leave(activity, finishing: false, snapshotAt: snapshotTiming, displayOff: true)
    } else if windowingMode == .pictureInPicture, let activity, activity.isStarted {
      // The picture-in-picture task is visible, so it is snapshotted too; its paused activity stops.
      takeTaskSnapshot()
      stop(activity)
      looper.drain()
    }
    screen = .off
    deviceLocks += 1
    sendScreenOffBroadcast(appWasInFront: appWasInFront)
    if isRecording, profile.flags.recordingStopsWhenScreenLocks { isRecording = false }
    // Deep sleep until the screen is on again (``AndroidPlatformFlags/screenOffDeepSleeps``).
    if profile.flags.screenOffDeepSleeps { looper.sleep() }
  }

  /// The screen turns on and the keyguard is dismissed: the app returns with its snapshot as the starting window
  /// (as ``AndroidEvent/returnToApp``), a picture-in-picture activity starts again (paused), otherwise the launcher
  /// or Recents shows again.
  func turnScreenOn() {
    looper.wake()
    noteKeyguardUnlock()
    let before = screenBeforeOff ?? .home
    screenBeforeOff = nil
    // A screen-off broadcast held by the trace's choice comes after the return's resume.
    defer { deliverLateScreenOffBroadcast(afterResume: before == .app) }
    if before == .app, hasTask {
      returnToApp()
      return
    }
    screen = before == .app ? .home : before
    if windowingMode == .pictureInPicture, let activity, activity.lifecycleState == .CREATED {
      start(activity, restarting: true)
      looper.drain()
    }
  }
}
