/// A system-side biometric error that ends the prompt on screen (``AndroidEvent/biometricError(_:)``).
nonisolated public enum BiometricSystemError: String, Hashable, Sendable, Codable, CaseIterable {
  /// `BIOMETRIC_ERROR_HW_UNAVAILABLE`: the sensor is busy or unavailable for now ("The hardware is unavailable. Try
  /// again later.", https://developer.android.com/reference/android/hardware/biometrics/BiometricPrompt#BIOMETRIC_ERROR_HW_UNAVAILABLE ;
  /// API 28+; high). Transient: the next request may show the prompt.
  case hwUnavailable
  /// `BIOMETRIC_ERROR_LOCKOUT_PERMANENT`: the timed lockout happened too many times; "biometric authentication is
  /// disabled until the user unlocks with their device credential (i.e. PIN, pattern, or password)"
  /// (https://developer.android.com/reference/android/hardware/biometrics/BiometricPrompt#BIOMETRIC_ERROR_LOCKOUT_PERMANENT ;
  /// API 28+; high). Every request until then ends at once with it.
  case lockoutPermanent
}

/// What the user removes in Settings (``AndroidEvent/removeDeviceSecurity(_:)``).
nonisolated public enum DeviceSecuritySetting: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every enrolled fingerprint or face: `BiometricManager.canAuthenticate` answers `BIOMETRIC_ERROR_NONE_ENROLLED`
  /// and a biometric request ends with `BIOMETRIC_ERROR_NO_BIOMETRICS`.
  case biometrics
  /// The screen lock (PIN, pattern or password set to None or Swipe): Settings then removes every biometric too
  /// (AOSP Settings `ChooseLockGeneric.ChooseLockGenericFragment.updateUnlockMethodAndFinish`: `clearLock`, then
  /// `removeAllBiometricsForUserAndFinish`; high), and a request that allows the device credential ends with
  /// `BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL`.
  case screenLock
}
