import AndroidModel

/// cannot-disable: once the user has turned the app's screen-security setting off (``AndroidEvent/screenSecurity(_:)``,
/// for a strategy that declares a ``AndroidPrivacyStrategy/screenSecurityReach``), or made the app call that turns
/// its protection off (``AndroidPrivacyStrategy/disableCall``, an app-logic script's `disable:`), and not back on, the app allows
/// capture: a screenshot or recording frame taken from then on is neither refused nor black on the app's account (no
/// window of the app's own, nor a secure `SurfaceView` in one, is still secure), and a Recents card or starting window
/// from a snapshot taken from then on is not the app theme. A card from a snapshot taken before stays as it was until
/// the task leaves again (AOSP `TaskSnapshotController`; high): no finding. iOS's `cannot-disable`, judged on Android's
/// images; the claims the protection makes are released meanwhile (``AndroidDevice/claimsNow``), so no capture-leak
/// is reported for those images. First-hand reports: https://github.com/nextcloud/talk-android/issues/4076 (screen
/// security off, screenshots refused on Samsung and blank on Pixel, Android 14);
/// https://github.com/signalapp/Signal-Android/issues/7998 (windows still secure after the setting was turned off).
struct AndroidCannotDisableCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.cannotDisable

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    guard device.isProtectionTurnedOff, let since = device.screenSecurityOffSince else { return nil }
    for capture in device.lastCaptures {
      switch capture.kind {
      case .screenshot, .recording:
        guard !capture.securedByApp.isEmpty else { continue }
        let how = capture.isRefused ? "refused" : "black at " + capture.blackedOut.joined(separator: ",")
        return violation(
          context,
          "the \(capture.kind.rawValue) is \(how): " + capture.securedByApp.joined(separator: ",") + " still secure")
      case .recentsThumbnail, .startingWindow:
        guard capture.isAppTheme, let snapshot = device.taskSnapshot, snapshot.takenInEvent >= since else { continue }
        let why =
          device.activity.map { !$0.isRecentsScreenshotEnabled } == true
          ? "Recents screenshots are still disabled (setRecentsScreenshotEnabled(false) is not FLAG_SECURE)"
          : "a window of the task was still secure when it was taken"
        return violation(
          context,
          "the \(capture.kind.rawValue) from the snapshot taken at t=\(formatTime(snapshot.takenAt)) s is the app theme: \(why)"
        )
      }
    }
    return nil
  }

  private func violation(_ context: AndroidCheckContext, _ what: String) -> Violation<AndroidPlatform> {
    Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): after \(context.device.protectionTurnedOffBy), \(what)")
  }
}
