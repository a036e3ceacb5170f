import AndroidModel

/// Each sensitive screen turns protection on when it is created and off when it is destroyed, through a native
/// module that is not reference-counted: react-native-screenguard's `activateShieldWithoutEffect()` adds
/// `FLAG_SECURE` to the current activity's window and `deactivateShield()` clears it, each in `runOnUiThread`
/// (`ScreenGuardModule.java`, https://github.com/gbumps/react-native-screenguard at 9296c34; high), called from a
/// screen's mount effect and its cleanup (the hook reviewed in https://github.com/blinkbitcoin/blink-mobile/pull/4138
/// ; medium). Popping one sensitive screen clears the flag for the sensitive screen below it (A10).
public final class PerScreenSecureFlag: AndroidPrivacyStrategy {
  /// The hook.
  public init() {}
  /// `per-screen-secure-flag`.
  public var name: String { "per-screen-secure-flag" }
  /// Recents, screenshots and recordings of the sensitive screens (neutral screens show nothing to protect).
  public var claims: AndroidProtectionClaims { .all }

  /// A sensitive screen's mount: `activateShieldWithoutEffect()`.
  public func onScreenCreated(_ screen: AndroidAppScreen, _ activity: Activity) {
    guard screen.isSensitive else { return }
    activity.handler.postFromOtherThread { activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
  }

  /// A sensitive screen's cleanup: `deactivateShield()`, whatever the other screens still need.
  public func onScreenDestroyed(_ screen: AndroidAppScreen, _ activity: Activity) {
    guard screen.isSensitive else { return }
    activity.handler.postFromOtherThread { activity.window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE) }
  }
}

/// The reference-counted lease that replaced the hook above (https://github.com/blinkbitcoin/blink-mobile/pull/4167 ;
/// medium): every sensitive screen takes a lease when it is created and returns it when it is destroyed; the flag is
/// set when the first lease is taken and cleared when the last is returned (A10's control).
public final class PerScreenSecureFlagLease: AndroidPrivacyStrategy {
  private var leases = 0
  /// The lease.
  public init() {}
  /// `per-screen-secure-flag-lease`.
  public var name: String { "per-screen-secure-flag-lease" }
  /// Recents, screenshots and recordings of the sensitive screens.
  public var claims: AndroidProtectionClaims { .all }

  /// Takes a lease; the first sets the flag.
  public func onScreenCreated(_ screen: AndroidAppScreen, _ activity: Activity) {
    guard screen.isSensitive else { return }
    leases += 1
    if leases == 1 {
      activity.handler.postFromOtherThread { activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
    }
  }

  /// Returns a lease; the last clears the flag.
  public func onScreenDestroyed(_ screen: AndroidAppScreen, _ activity: Activity) {
    guard screen.isSensitive, leases > 0 else { return }
    leases -= 1
    if leases == 0 {
      activity.handler.postFromOtherThread { activity.window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE) }
    }
  }
}
