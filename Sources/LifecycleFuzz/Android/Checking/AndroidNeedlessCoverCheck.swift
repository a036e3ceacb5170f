import AndroidModel

/// needless-cover: a strategy that promises it (``AndroidPrivacyStrategy/promisesNoNeedlessCover``) shows no cover
/// or blur on the display while the app stays on screen and the user is still in it: once an event that did not take
/// the app off the screen has ended, no cover of the strategy is in sight while its activity is paused without a stop
/// or has lost window focus. iOS's invariant of the same name, an opt-in trade-off reported at the lowest severity.
///
/// The platform mechanism: a dialog-themed or translucent activity over the app's own (the permission controller's
/// `GrantPermissionsActivity`, the share sheet, a prompt's host activity) pauses it without stopping it, and it stays
/// visible under the dim ("Coordinating activities",
/// https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; high; the
/// permission dialog's pause without a stop measured on Android 13,
/// https://github.com/rust-mobile/android-activity/issues/174 ). In split screen from API 29 both halves stay
/// resumed and only the focused one is the top resumed activity (multi-resume,
/// https://source.android.com/docs/core/display/multi_display/multi-resume ; high); below 29 the unfocused half is
/// paused (https://developer.android.com/guide/topics/large-screens/multi-window-support ; high). The app's dialogs
/// and SystemUI's windows take window focus without pausing it
/// (https://developer.android.com/reference/android/app/Activity#onWindowFocusChanged(boolean) ; high). None takes
/// the app off the screen, so a cover raised in `onPause`, at top-resumed loss or at focus loss hides the app from a
/// user still in it; one raised in `onStop` comes up only when the app leaves (Home, Recents, the camera's
/// full-screen activity, which stops it). Not judged: Recents open or the app off the screen (a leave: the cover's
/// purpose), picture-in-picture, a lock whose promise stands, a recording running. A cover over a resumed activity
/// whose looper is idle (focused, or the unfocused half of split screen from API 29) is stranded-cover's, checked
/// first; this check sees it only while work is still posted. Under the notification shade the scrim hides the app (`notificationShadeShowsApp`), so
/// nothing of the cover is in sight there.
struct AndroidNeedlessCoverCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.needlessCover

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    guard device.recordsCoverRaises, let raise = device.coverRaise, !device.leftDuringLastEvent,
      device.screen == .app, device.windowingMode != .pictureInPicture, let activity = device.activity,
      activity.isStarted, !device.strategy.isAppLocked, !device.isRecording,
      !(activity.lifecycleState == .RESUMED && activity.hasWindowFocus)
    else { return nil }
    let shown = context.display.coversAndBlurs(of: device)
    guard !shown.isEmpty else { return nil }
    let why: String
    if let other = device.otherActivityOnTop {
      why = "another app's \(other) activity over it in its task pauses it without a stop"
    } else if device.windowingMode == .splitScreen {
      why =
        device.profile.hasMultiResume
        ? "split screen with the other app focused (resumed, not the top resumed activity)"
        : "split screen with the other app focused (paused below API 29)"
    } else if activity.lifecycleState == .RESUMED {
      why = "a window over it takes focus without pausing it"
    } else {
      why = "it is paused, not stopped, and stays visible"
    }
    let by = raise.callback.map { "in \($0)" } ?? "with no callback named"
    return Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): " + shown.joined(separator: ",")
        + " in sight while the app stays on screen with no leave (\(why)); it came into sight \(by) during "
        + "\(raise.event), which ended at t=\(formatTime(raise.time)) s")
  }
}
