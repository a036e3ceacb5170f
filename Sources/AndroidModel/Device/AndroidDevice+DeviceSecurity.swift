/// The device's authentication state as the app's biometric requests and Keystore keys see it: enrolled biometrics,
/// the screen lock, the permanent lockout, the last time the user authenticated; and the user's force stop in
/// Settings. Their events are generated where Android accepts them (a prompt shown; the app away).
///
/// - ``AndroidEvent/biometricError(_:)``: a system-side error ends the prompt on screen (``BiometricSystemError``).
/// - ``AndroidEvent/removeDeviceSecurity(_:)``: the user, in Settings (another app, so the app is not in front: the
///   trace leaves first and comes back with `returnToApp`, the real lifecycle), removes the enrolled biometrics or the
///   screen lock (``DeviceSecuritySetting``).
/// - ``AndroidEvent/enrollBiometric``: the user, in Settings (the app away, as above), enrols a new fingerprint or face.
///   Settings enrols biometrics only on a device with a screen lock (removing the screen lock removes them,
///   `ChooseLockGeneric`, below; the enrolment flow asks for the credential first: medium), so it is refused without
///   one. The change of enrolment invalidates the Keystore keys bound to biometrics (``AndroidKeyStore``).
/// - ``AndroidEvent/forceStop``: Settings' App info "Force stop" (`ActivityManager.forceStopPackage`): AOSP
///   `ActivityManagerService.forceStopPackageLocked` first tells the activity task manager
///   (`ActivityTaskManagerInternal.onForceStopPackage` → `RootWindowContainer.finishDisabledPackageActivities`: "Force
///   finishing activity", `finishIfPossible("force-stop")`), then kills the package's processes
///   (`killPackageProcessesLSP`, reason `REASON_USER_REQUESTED`, `SUBREASON_FORCE_STOP`) and removes its services,
///   providers and alarms; read in copies of `ActivityManagerService.java` and `RootWindowContainer.java` in the code
///   corpus (API 29–35 in this form; high). Unlike ``AndroidEvent/processDeath`` no saved instance state survives (the
///   activities are finished, not kept as records), so the next start is a fresh launch; whether the emptied task also
///   leaves Recents is ``AndroidPlatformFlags/forceStopRemovesTask``. The app gets no callback either way.
extension AndroidDevice {
  func deviceSecurityRefusal(for event: AndroidEvent) -> String? {
    switch event {
    case .biometricError:
      return isBiometricPromptShown ? nil : "no biometric prompt is shown (a system error ends one that is)"
    case .removeDeviceSecurity(let setting):
      if appIsInFront || screen == .off {
        return "the user changes the device's security in Settings, another app: the app leaves first (pressHome)"
      }
      switch setting {
      case .biometrics: return biometricsEnrolled ? nil : "no biometric is enrolled"
      case .screenLock: return hasScreenLock ? nil : "the device has no screen lock"
      }
    case .enrollBiometric:
      if appIsInFront || screen == .off {
        return "the user enrols a biometric in Settings, another app: the app leaves first (pressHome)"
      }
      return hasScreenLock ? nil : "the device has no screen lock (Settings enrols a biometric only with one)"
    case .forceStop:
      guard hasTask || activity != nil else { return "the app has no process or task to stop (launch starts one)" }
      if appIsInFront || screen == .off || windowingMode != .fullscreen {
        return "the user force-stops the app from Settings' App info, another app: the app leaves first (pressHome)"
      }
      return nil
    default:
      preconditionFailure("\(event) is not a device security event")
    }
  }

  func performDeviceSecurity(_ event: AndroidEvent) {
    switch event {
    case .biometricError(let error):
      if error == .lockoutPermanent { isBiometricPermanentlyLockedOut = true }
      biometricFailures = 0
      // The credential confirmation sends a sensor's error to its credential screen: the request stays up.
      if biometricPrompt?.host.keepsCredentialAfterBiometricError == true { return }
      answerBiometricPrompt(
        error: error == .hwUnavailable
          ? BiometricPrompt.BIOMETRIC_ERROR_HW_UNAVAILABLE : BiometricPrompt.BIOMETRIC_ERROR_LOCKOUT_PERMANENT)
    case .removeDeviceSecurity(let setting):
      if biometricsEnrolled { biometricEnrollmentChanges += 1 }
      biometricsEnrolled = false
      if setting == .screenLock {
        hasScreenLock = false
        screenLockRemovals += 1
      }
    case .enrollBiometric:
      biometricsEnrolled = true
      biometricEnrollmentChanges += 1
    case .forceStop:
      lifecycleLog.append("force stopped")
      killProcess(savingBackStack: false)
      if profile.flags.forceStopRemovesTask {
        hasTask = false
        taskSnapshot = nil
      }
    default:
      preconditionFailure("\(event) is not a device security event")
    }
  }

  /// `BiometricManager.canAuthenticate(authenticators)` (API 30; the no-argument form from API 29): `BIOMETRIC_SUCCESS`
  /// (0), or `BIOMETRIC_ERROR_NONE_ENROLLED` (11: "The user does not have any biometrics enrolled"; androidx's: "no
  /// biometric or device credential is enrolled"); with the device credential allowed, a screen lock alone gives
  /// success ("if DEVICE_CREDENTIAL | BIOMETRIC_STRONG is queried and only DEVICE_CREDENTIAL is set up, this API will
  /// return BIOMETRIC_SUCCESS",
  /// https://developer.android.com/reference/android/hardware/biometrics/BiometricManager#canAuthenticate(int) and
  /// learn.microsoft.com's copy; https://developer.android.com/reference/androidx/biometric/BiometricManager ; high).
  /// The permanent lockout is not reported here (the model's choice: the sensor is present and enrolled; medium).
  public func canAuthenticate(allowingDeviceCredential: Bool) -> Int {
    if allowingDeviceCredential, hasScreenLock { return 0 }
    return biometricsEnrolled ? 0 : BiometricPrompt.BIOMETRIC_ERROR_NO_BIOMETRICS
  }

  /// The error a biometric request asked from `host` ends with at once because of the device's lasting
  /// authentication state, or `nil` when the prompt can show: with the device credential allowed
  /// (``BiometricPrompt/Host/offersDeviceCredential``) and a screen lock the prompt offers it whatever the
  /// biometrics' state; else the permanent lockout (`BIOMETRIC_ERROR_LOCKOUT_PERMANENT`), no screen lock for a
  /// credential request (`BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL`), no biometric enrolled
  /// (`BIOMETRIC_ERROR_NO_BIOMETRICS`). `BiometricService` checks the sensors before it asks SystemUI for the dialog
  /// (`PreAuthInfo`; the codes' documentation on `BiometricPrompt`; API 28+; medium-high). The timed lockout is not
  /// lasting (``AndroidPlatformFlags/biometricLockoutEndsRequestAtOnce``). androidx.biometric's biometric-only
  /// request below API 23 ends first with `BIOMETRIC_ERROR_HW_NOT_PRESENT` (``BiometricPrompt/Host/androidx``).
  public func biometricRequestError(host: BiometricPrompt.Host) -> Int? {
    // androidx.biometric below API 23: no `FingerprintManager`, so no hardware (``BiometricPrompt/Host/androidx``).
    if host == .androidx, profile.apiLevel < 23 { return BiometricPrompt.BIOMETRIC_ERROR_HW_NOT_PRESENT }
    if host.offersDeviceCredential, hasScreenLock { return nil }
    if isBiometricPermanentlyLockedOut, biometricsEnrolled { return BiometricPrompt.BIOMETRIC_ERROR_LOCKOUT_PERMANENT }
    if host.offersDeviceCredential { return BiometricPrompt.BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL }
    return biometricsEnrolled ? nil : BiometricPrompt.BIOMETRIC_ERROR_NO_BIOMETRICS
  }

  /// The user authenticated to the device: the keyguard dismissed with a screen lock (``AndroidEvent/screenOn``) or a
  /// biometric prompt's match. Keystore keys made with `setUserAuthenticationValidityDurationSeconds(N)` (API 23–29;
  /// `setUserAuthenticationParameters(N, AUTH_BIOMETRIC_STRONG | AUTH_DEVICE_CREDENTIAL)` from API 30) are
  /// authorized for N seconds from then ("the duration of time (seconds) for which this key is authorized to be used
  /// after the user is successfully authenticated ... resolved by the user unlocking the secure lock screen of the
  /// Android or by going through the confirm credential flow",
  /// https://developer.android.com/reference/android/security/keystore/KeyGenParameterSpec.Builder#setUserAuthenticationValidityDurationSeconds(int) ;
  /// high). A credential entered at the keyguard also ends the permanent lockout (``BiometricSystemError``).
  func noteUserAuthentication() {
    lastUserAuthenticationAt = now
  }

  /// The keyguard was dismissed as the screen turned on: with a screen lock, the user authenticated (a PIN, pattern
  /// or password during a permanent lockout, which that ends).
  func noteKeyguardUnlock() {
    guard hasScreenLock else { return }
    if isBiometricPermanentlyLockedOut { isBiometricPermanentlyLockedOut = false }
    noteUserAuthentication()
  }

  /// Seconds since the user last authenticated to the device (``noteUserAuthentication()``), or `nil` with no screen
  /// lock (no key can require authentication then: "the key becomes irreversibly invalidated once the secure lock
  /// screen is disabled", `setUserAuthenticationRequired`; high). The trace starts just after the user unlocked the
  /// device to reach the launcher (time 0; the model's choice: the earliest time the trace knows).
  public var secondsSinceUserAuthentication: Double? {
    guard hasScreenLock else { return nil }
    return now - lastUserAuthenticationAt
  }
}
