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
///
/// Two parts turned off are judged as on iOS (one rule, issue 25): the user's lock turned off through the app's
/// setting (an app-logic script's `lockSetting:` `off`, ``AndroidPrivacyStrategy/lockBackAfterUserOff``) may not come
/// back, whatever else the app claims; and the claims a per-claim disable released
/// (``AndroidDevice/claimsReleasedByAppCall``) are judged on the images of their kinds as a whole turn-off's are
/// (``releasedClaimsViolation(_:)``), except where a claim the app still holds may blank the image by design.
struct AndroidCannotDisableCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.cannotDisable

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    // The lock the user turned off, for every script with the setting: nothing of it may come back.
    if let back = device.strategy.lockBackAfterUserOff {
      return Violation(invariant: invariant, step: context.step, detail: "\(context.eventText): after \(back)")
    }
    guard device.isProtectionTurnedOff, let since = device.screenSecurityOffSince else {
      return releasedClaimsViolation(context)
    }
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

  /// A per-claim disable (an app-logic script's `disable: screenshots=allowCapture`): the images of the step of a kind
  /// the call released, judged as a whole turn-off's are (a screenshot or recording refused or black on the app's
  /// account; a Recents card or starting window from a snapshot taken since the call that is the app theme), unless a
  /// claim the app still holds may blank it by design. `FLAG_SECURE` is the one means an app has to keep a window out
  /// of screenshots and recordings, and it keeps it out of both and of the Recents snapshot at once
  /// (https://developer.android.com/reference/android/view/WindowManager.LayoutParams#FLAG_SECURE ; every API level;
  /// high); Recents alone has its own switch from API 33 (`Activity.setRecentsScreenshotEnabled`,
  /// https://developer.android.com/reference/android/app/Activity#setRecentsScreenshotEnabled(boolean) ; high). So a
  /// secure window is by design while the app still claims screenshots or recordings, or Recents below API 33; a card
  /// left blank by `setRecentsScreenshotEnabled(false)` never is.
  private func releasedClaimsViolation(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    let released = device.claimsReleasedByAppCall
    guard !released.isEmpty, let since = device.claimsReleasedSince else { return nil }
    let held = device.claimsNow
    let secureByDesign =
      held.contains(.screenshots) || held.contains(.recordings)
      || (held.contains(.recents) && device.profile.apiLevel < 33)
    let after = "after disable of \(released) (appCall(\(device.claimsReleasedBy ?? "")))"
    for capture in device.lastCaptures where released.covers(capture.kind) {
      switch capture.kind {
      case .screenshot, .recording:
        guard !capture.securedByApp.isEmpty, !secureByDesign else { continue }
        let how = capture.isRefused ? "refused" : "black at " + capture.blackedOut.joined(separator: ",")
        return Violation(
          invariant: invariant, step: context.step,
          detail: "\(context.eventText): \(after), the \(capture.kind.rawValue) is \(how): "
            + capture.securedByApp.joined(separator: ",") + " still secure")
      case .recentsThumbnail, .startingWindow:
        guard capture.isAppTheme, let snapshot = device.taskSnapshot, snapshot.takenInEvent >= since else { continue }
        let disabled = device.activity.map { !$0.isRecentsScreenshotEnabled } == true
        guard disabled || !secureByDesign else { continue }
        let why =
          disabled
          ? "Recents screenshots are still disabled (setRecentsScreenshotEnabled(false) is not FLAG_SECURE)"
          : "a window of the task was still secure when it was taken"
        return Violation(
          invariant: invariant, step: context.step,
          detail: "\(context.eventText): \(after), the \(capture.kind.rawValue) from the snapshot taken at "
            + "t=\(formatTime(snapshot.takenAt)) s is the app theme: \(why)")
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
