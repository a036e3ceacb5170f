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

  /// Seconds since the user last authenticated to the device, or `nil` with no screen lock.
  @MainActor public static func secondsSinceUserAuthentication(_ activity: Activity) -> Double? {
    activity.device.secondsSinceUserAuthentication
  }
}
