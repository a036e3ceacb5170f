import AndroidModel

/// A React Native app that sets `FLAG_SECURE` from its `AppState` listener: `prevent()` (or `register`) when the
/// state turns `background`, `allow()` (or `unregister`) when it turns `active`, so screenshots in the app stay
/// possible and only the Recents card is meant to be hidden.
///
/// RN's `AppState` change reaches JavaScript after the activity's `onPause` (the host's lifecycle event goes to the
/// JS thread), and the native module's call comes back to the UI thread as a posted task
/// (`UiThreadUtil.runOnUiThread` / `activity.runOnUiThread`), so the flag is set after `onPause` has returned and
/// after the snapshot the system may take right then. Reports: the card still shows the app after `prevent()` in
/// the background listener on Android 12+ (https://github.com/wn-na/react-native-capture-protection/issues/80 ;
/// first-hand), screenshots not blocked with `registerWithoutEffect()` from the listener on Android 15
/// (https://github.com/gbumps/react-native-screenguard/issues/107 ), the maintainer recommending exactly this
/// listener (https://github.com/gbumps/react-native-screenguard/issues/65 ); "RN code is not fast enough"
/// (https://github.com/ava-labs/core-mobile/pull/430 ); medium-high. Modeled as one posted task each way: every
/// later hop runs before the looper is idle again, which is all the model distinguishes.
public final class ReactNativeAppStateSecureFlag: AndroidPrivacyStrategy {
  /// The strategy.
  public init() {}
  /// `rn-appstate-secure-flag`.
  public var name: String { "rn-appstate-secure-flag" }
  /// Recents only (the flag is off while the app is in front).
  public var claims: AndroidProtectionClaims { .recents }

  /// `AppState` turns `background`: the JS listener calls `prevent()`, which sets the flag on the UI thread.
  public func onPause(_ activity: Activity) {
    activity.handler.postFromOtherThread { activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
  }

  /// `AppState` turns `active`: `allow()` clears the flag, likewise posted.
  public func onResume(_ activity: Activity) {
    activity.handler.postFromOtherThread { activity.window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE) }
  }
}
