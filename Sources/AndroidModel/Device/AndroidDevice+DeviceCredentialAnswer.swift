/// The user answers a biometric prompt that offers the device credential with the screen lock's PIN, pattern or
/// password instead of a biometric (``AndroidEvent/deviceCredentialMatch``). Where the credential is entered depends
/// on the API level, and decides the lifecycle callbacks the app's activity gets before its reply:
///
/// - From API 30 the credential is a view of SystemUI's prompt window: its "Use PIN" button swaps the biometric panel
///   for `AuthCredentialView` in the same window (SystemUI `AuthContainerView.onUseDeviceCredential` →
///   `addCredentialView`, read in decompiled copies of API 33+ in the code corpus; `AuthSession.onDeviceCredentialPressed`
///   sets `STATE_SHOWING_DEVICE_CREDENTIAL`, AOSP frameworks/base `services/core/java/com/android/server/biometrics/`;
///   high). The activity gets no callback; `onAuthenticationSucceeded` comes with
///   `AUTHENTICATION_RESULT_TYPE_DEVICE_CREDENTIAL` (1) (`android.hardware.biometrics.BiometricPrompt`; high).
/// - Up to API 28 androidx.biometric manages the prompt's credential button itself (`isManagingDeviceCredentialButton`:
///   `SDK_INT <= P` with the credential allowed) and its tap launches `KeyguardManager.createConfirmDeviceCredentialIntent`
///   for a result (`BiometricFragment.launchConfirmCredentialActivity`, androidx/androidx
///   `biometric/biometric/src/main/java/androidx/biometric/BiometricFragment.java`; androidx.biometric 1.1+; high; 1.0's
///   `DeviceCredentialHandlerActivity` launches the same intent): Settings' confirm-lock screen, a full-screen opaque
///   activity below API 29 (``BiometricPrompt/Host/showsConfirmLockScreen(apiLevel:biometricUsable:)``'s sources), so
///   the app's activity pauses if it has not, stops (`onStop`, `onSaveInstanceState`) and, after the correct entry,
///   restarts (`onRestart`, `onStart`, `onResume`) before the success, which androidx posts to the client executor from
///   its fragment's `onActivityResult` (`handleConfirmCredentialResult`, `sendSuccessToClient`; high).
/// - On API 29 androidx.biometric hands the credential to the framework (`Api29Impl.setDeviceCredentialAllowed`), whose
///   credential UI is not SystemUI's yet (`AuthContainerView` and `AuthCredentialView` came with API 30): Android 10's
///   `BiometricService.authenticate` starts Settings' `ConfirmDeviceCredentialActivity` with the prompt's bundle in a
///   task of its own, and Settings' confirm-lock screen takes the credential, so it is drawn as the confirm-lock
///   screen below 29. Whether it stops the app's activity is the flag
///   ``AndroidPlatformFlags/credentialConfirmedInSettingsOnAPI29`` (default `true`; its sources; medium), so every
///   verdict that rests on the API-29 answer names it; `false` answers as from API 30.
///
/// An app that locks in `onStop` and asks in `onStart` therefore locks again and asks again after a correct PIN below
/// API 30 (the confirm-lock screen's own sources: Mozilla Lockwise issue 327, Delta Chat PR 1319), and not from 30.
/// Settings' confirmation (``BiometricPrompt/Host/confirmCredential``) takes the credential in its own screen: the
/// answer is the same as a match there. A model limit: the reply does not carry the result type to the script.
extension AndroidDevice {
  /// Why the user cannot answer the prompt with the device credential now, or `nil`.
  func deviceCredentialAnswerRefusal() -> String? {
    guard isBiometricPromptShown, let prompt = biometricPrompt else {
      return "no biometric prompt is shown (the app asks for one, BiometricPrompt)"
    }
    guard prompt.host.offersDeviceCredential else {
      return "the prompt offers no device credential: the app allows biometrics only (no DEVICE_CREDENTIAL in "
        + "setAllowedAuthenticators, no setDeviceCredentialAllowed(true))"
    }
    return nil
  }

  /// The user enters the correct device credential in the prompt (``deviceCredentialAnswerRefusal()`` is `nil`).
  func answerWithDeviceCredential() {
    guard let prompt = biometricPrompt, let activity else { return }
    if prompt.host == .androidxDeviceCredential, !prompt.isConfirmLockScreen, credentialAnswerStopsActivity {
      // The credential button: Settings' confirm-lock screen comes over the app and stops it.
      prompt.moveToConfirmLockScreen(over: activity, display: displayBounds)
      looper.drain()
      // The app's own code may have cancelled the request as it paused or stopped: nothing is left to answer.
      guard biometricPrompt === prompt else { return }
    }
    answerBiometricPrompt(error: nil)
  }

  /// Whether the credential is entered in Settings' confirm-lock screen, which stops the activity: up to API 28
  /// (androidx's own button, high), on API 29 as ``AndroidPlatformFlags/credentialConfirmedInSettingsOnAPI29`` answers
  /// (read there only, so only verdicts on API 29 rest on it).
  private var credentialAnswerStopsActivity: Bool {
    profile.apiLevel <= 28 || (profile.apiLevel == 29 && profile.flags.credentialConfirmedInSettingsOnAPI29)
  }
}
