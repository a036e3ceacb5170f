/// The Android Keystore as an app lock's gate sees it: a key made with `setUserAuthenticationRequired(true)` and
/// `setUserAuthenticationValidityDurationSeconds(N)` (API 23–29; `setUserAuthenticationParameters(N, type)` from API
/// 30) is "authorized to be used [for N seconds] after the user is successfully authenticated"; before that an
/// operation's `init` throws `UserNotAuthenticatedException`, "resolved by the user unlocking the secure lock screen
/// of the Android or by going through the confirm credential flow"
/// (https://developer.android.com/reference/android/security/keystore/KeyGenParameterSpec.Builder#setUserAuthenticationValidityDurationSeconds(int) ;
/// learn.microsoft.com's copy of the same remarks; API 23+; high). So unlocking the device within N seconds of the
/// app's check counts as passing an app lock gated by such a key. With no screen lock the key is invalidated
/// (`KeyPermanentlyInvalidatedException`) and never authorized.
public enum AndroidKeyStore {
  /// Whether a key valid for `validitySeconds` after the user's authentication works now in `activity`'s process.
  @MainActor public static func isKeyAuthorized(validitySeconds: Double, _ activity: Activity) -> Bool {
    guard let since = activity.device.secondsSinceUserAuthentication else { return false }
    return since <= validitySeconds + 1e-9
  }

  /// Whether a key made before the trace with `setUserAuthenticationRequired(true)` and no positive validity duration
  /// (valid for one operation a biometric authorizes: a `CryptoObject` passed to the prompt) is permanently
  /// invalidated, so that `Cipher.init` with it throws `KeyPermanentlyInvalidatedException`: once the secure lock
  /// screen is disabled, and, unless it was made with `setInvalidatedByBiometricEnrollment(false)` (API 24; default
  /// `true`), once a new biometric is enrolled or the last one removed
  /// (https://developer.android.com/reference/android/security/keystore/KeyPermanentlyInvalidatedException ;
  /// https://developer.android.com/reference/android/security/keystore/KeyGenParameterSpec.Builder#setInvalidatedByBiometricEnrollment(boolean) ,
  /// learn.microsoft.com's copy of the remarks; AOSP `keystore/java/android/security/keystore/`
  /// `KeyPermanentlyInvalidatedException.java`; API 23+ and 24+; high). A key whose
  /// `setUserAuthenticationParameters` (API 30) allow the device credential is not invalidated by enrolment (AOSP
  /// change 2fd15b0be251, "Update documentation regarding auth-bound keys"; not such a key).
  ///
  /// - Returns: why the key is invalidated ("the screen lock was removed", "a new biometric was enrolled or the last
  ///   one removed"), or `nil` while it works.
  @MainActor public static func biometricBoundKeyInvalidation(
    invalidatedByBiometricEnrollment: Bool, _ activity: Activity
  ) -> String? {
    let device = activity.device
    if device.screenLockRemovals > 0 { return "the screen lock was removed" }
    if invalidatedByBiometricEnrollment, device.biometricEnrollmentChanges > 0 {
      return "a new biometric was enrolled or the last one removed"
    }
    return nil
  }

  /// Seconds since the user last authenticated to the device, or `nil` with no screen lock.
  @MainActor public static func secondsSinceUserAuthentication(_ activity: Activity) -> Double? {
    activity.device.secondsSinceUserAuthentication
  }
}
