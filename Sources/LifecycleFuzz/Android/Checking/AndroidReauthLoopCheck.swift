import AndroidModel

/// reauth-loop: once the user has passed the app's biometric prompt, or cancelled it, the app does not ask again
/// before the user does anything else while its lock promise stands (iOS's invariant of the same name, judged the same
/// way: after a success at once, after a cancel the second time in a row).
///
/// The platform mechanism: where the app asks for the prompt decides what the prompt does to its activity
/// (``BiometricPrompt/Host``). SystemUI's prompt window takes window focus only, so a lock keyed on the lifecycle
/// never sees it; a prompt hosted by a translucent activity of the app's own (plugins; androidx.biometric 1.0 with
/// device credential up to API 28) pauses the activity when it starts and resumes it when it finishes, after the
/// outcome ran. A lock that re-arms in `onResume`, or that asks whenever it resumes locked, then re-arms on, or asks
/// again after, its own prompt: examples of the kind are GoldWallet's "biometric Cancel event lead to launch
/// biometric again and again" (https://github.com/bitcoinvault/GoldWallet/pull/752 , React Native, both platforms)
/// and react-native-biometrics issue 263 (the app goes to the background while the prompt shows).
struct AndroidReauthLoopCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.reauthLoop

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    if let time = device.reauthenticationBeforeRelease, Self.asksAgainUnderItsOwnPass(device) {
      return Violation(
        invariant: invariant, step: context.step,
        detail:
          "\(context.eventText): the app asked for the biometric prompt again at t=\(formatTime(time)) s during the "
          + "user's pass, before the success reached it (its activity came back from under the pass and its lock "
          + "asked): the lock is released with a new prompt up, and every correct entry brings another")
    }
    guard device.strategy.isAppLocked else { return nil }
    if let time = device.reauthenticationAfterSuccess {
      return Violation(
        invariant: invariant, step: context.step,
        detail:
          "\(context.eventText): the app asked for the biometric prompt again at t=\(formatTime(time)) s right after a "
          + "successful match, with no user action between: its lock re-armed on its own prompt")
    }
    guard let time = device.reauthenticationAfterCancel else { return nil }
    return Violation(
      invariant: invariant, step: context.step,
      detail:
        "\(context.eventText): the app asked for the biometric prompt again at t=\(formatTime(time)) s right after the "
        + "user cancelled it, twice in a row with no user action between: the prompt cannot be declined",
      byConstruction: device.strategy.reauthenticationNote)
  }

  /// Whether an app lock asked again while the user's pass was on its way (``AndroidDevice/reauthenticationBeforeRelease``)
  /// and the pass then released it, its new prompt up: below API 30 the device credential is entered in Settings' confirm-lock screen, which stops the app's
  /// activity and restarts it (`onRestart`, `onStart`, `onResume`) before androidx.biometric delivers the success
  /// from its fragment, so a lock that re-arms in `onStop` (or `onPause`) and asks in `onStart` (or `onResume`) has
  /// asked again before its pass arrives (``AndroidModel/BiometricPrompt/Host/showsConfirmLockScreen(apiLevel:biometricUsable:)``,
  /// `AndroidDevice+DeviceCredentialAnswer.swift`, their sources; first-hand reports of the loop: Mozilla Lockwise's
  /// device PIN, https://github.com/mozilla-lockwise/lockwise-android/issues/327 ; Delta Chat's lock moved from
  /// `onStart` to `onResume` for it, https://github.com/deltachat/deltachat-android/pull/1319 ; medium-high). The
  /// lock is then no longer locked, so the success rule below, which judges a lock that stands, never saw it
  /// (forty-seventh session; before, the loop was a known unjudged case).
  private static func asksAgainUnderItsOwnPass(_ device: AndroidDevice) -> Bool {
    device.strategy.isAppLock && !device.strategy.isAppLocked && device.isBiometricPromptShown
  }
}
