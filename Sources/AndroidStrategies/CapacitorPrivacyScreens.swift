import AndroidModel

/// The Android half of capacitor-community/privacy-screen (the iOS half is `top-presented-privacy-screen`):
/// `window.addFlags(FLAG_SECURE)` on the activity's window when the plugin loads with its `enable` option on
/// (the default), and `enable()`/`disable()` adding or clearing the flag through `bridge.executeOnMainThread`
/// (`PrivacyScreen.java`, `PrivacyScreenConfig.java`, https://github.com/capacitor-community/privacy-screen at
/// 072bb59; high). Capacitor's `BridgeActivity` makes the bridge, and so loads its plugins, in `onCreate`, so a
/// recreated activity gets the flag again. It secures the activity's window only: dialogs and popups are windows
/// of their own.
public final class CapacitorCommunityPrivacyScreen: AndroidPrivacyStrategy {
  private var isEnabled = true
  /// The plugin with its default configuration (`enable: true`).
  public init() {}
  /// `capacitor-community-privacy-screen`.
  public var name: String { "capacitor-community-privacy-screen" }
  /// Recents, screenshots and recordings while enabled (its README's claim), nothing while disabled.
  public var claims: AndroidProtectionClaims { isEnabled ? .all : [] }
  /// Everything once on.
  public var claimsWhenOn: AndroidProtectionClaims { .all }
  /// `disable` and `enable`, the plugin's two methods.
  public var appCalls: [String] { ["disable", "enable"] }

  /// `load()`: a new bridge reads the configuration again and sets the flag.
  public func onCreate(_ activity: Activity) {
    isEnabled = true
    activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
  }

  /// `enable()`/`disable()` from JavaScript: the flag changes on the main thread, after the call returns.
  public func onAppCall(_ name: String, _ activity: Activity) {
    let enable = name == "enable"
    activity.handler.postFromOtherThread {
      self.isEnabled = enable
      if enable {
        activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
      } else {
        activity.window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
      }
    }
  }
}

/// The Android half of ionic-team/capacitor-privacy-screen 2.0.0 (the iOS half is `privacy-screen-window`): the
/// app's JavaScript calls `PrivacyScreen.enable()` when it starts, and the plugin sets `FLAG_SECURE` on the
/// activity's window in `activity.runOnUiThread` from the plugin's thread, so after the lifecycle callbacks that
/// are running (`PrivacyScreenPlugin.kt`, https://github.com/ionic-team/capacitor-privacy-screen at c414c78; high).
/// Since a92d9bd (Nov 2025) `enable()` always sets the flag (`preventScreenshots` is deprecated) and `onPause`
/// no longer sets it. Each new activity has a new bridge and a reloaded web app, which enables again.
///
/// Its Recents detection (an `ACTION_CLOSE_SYSTEM_DIALOGS` receiver showing a full-screen `PrivacyScreenDialog` for
/// reason `recentapps` or `fs_gesture`, dismissed in `handleOnResume`) is not modeled: with the flag on, every
/// Recents snapshot is the app theme already, and the dialog goes in `onResume`, so it cannot strand. With the
/// default `privacyModeOnActivityHidden: 'none'` nothing is shown on pause.
public final class IonicCapacitorPrivacyScreen: AndroidPrivacyStrategy {
  private var isEnabled = false
  /// The plugin, enabled by the app at start with the default options.
  public init() {}
  /// `capacitor-privacy-screen`.
  public var name: String { "capacitor-privacy-screen" }
  /// Recents, screenshots and recordings once enabled (its README: screenshots, recordings, the app switcher).
  public var claims: AndroidProtectionClaims { isEnabled ? .all : [] }
  /// Everything once on.
  public var claimsWhenOn: AndroidProtectionClaims { .all }
  /// `disable`.
  public var appCalls: [String] { ["disable"] }

  /// The web app starts and calls `enable()`.
  public func onCreate(_ activity: Activity) {
    isEnabled = false
    activity.handler.postFromOtherThread {
      activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
      self.isEnabled = true
    }
  }

  /// `disable()`: the state at once, the flag on the main thread.
  public func onAppCall(_ name: String, _ activity: Activity) {
    guard name == "disable" else { return }
    isEnabled = false
    activity.handler.postFromOtherThread { activity.window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE) }
  }
}
