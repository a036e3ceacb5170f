/// Gesture navigation's Home and Recents swipes take the task snapshot before the app is paused.
///
/// With gesture navigation (``AndroidPlatformFlags/gestureNavigation``, API 29+) the launcher runs both swipes as a
/// recents animation, during which the app stays resumed (`RecentsAnimationController`). When the swipe ends at Home
/// or in Recents (`GestureEndTarget.HOME`, `RECENTS`), the launcher's swipe handler first has the running task
/// screenshotted (`AbsSwipeUpHandler.switchToScreenshot` → `RecentsAnimationController.screenshotTask`, "capture the
/// screenshot before finishing the transition to home"), and only then finishes the animation, which lets the system
/// pause and stop the app: the card holds what the app showed before its `onPause` ran, whatever `onPause` sets or
/// draws (Launcher3 quickstep `WindowTransformSwipeHandler`/`AbsSwipeUpHandler`, Android 10 to 15, read in several
/// launchers' copies in the code corpus; high). Three-button navigation's Home key and Overview button have no swipe:
/// their snapshot keeps the trace's timing (``AndroidEvent/recentsTiming(_:)``). A quick switch to another app
/// (`NEW_TASK`) and an abandoned swipe (`LAST_TASK`) do not take this path.
///
/// First-hand reports, several projects and vendors: andOTP/andOTP#983 (Motorola, Android 11: with gestures the card
/// shows the tokens the lock set at pause should hide, with three buttons it shows nothing), breez/breezmobile PR 501
/// (`FLAG_SECURE` set in `onPause` has no effect on OnePlus and Xiaomi phones with Android 11),
/// ionic-team/capacitor-privacy-screen PR 1 (Pixel, Android 15: the card shows content after Home; gestures are the
/// Pixel's default); medium that vendors' launchers do the same (the reports' Motorola, OnePlus and Xiaomi do).
extension AndroidDevice {
  /// Whether Home and Recents are the launcher's swipes, whose snapshot precedes `onPause` (API 29+ with gesture
  /// navigation). The flag is read only from API 29, where it means something.
  var launcherSwipeSnapshotsBeforePause: Bool { profile.apiLevel >= 29 && profile.flags.gestureNavigation }
}
