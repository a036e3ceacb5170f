import AndroidModel

/// ionic-team/capacitor-privacy-screen's Android half as reviewed in its first pull request
/// (https://github.com/ionic-team/capacitor-privacy-screen/pull/1 ; the research note's plugin source): when the
/// plugin loads (`onCreate`) it registers a receiver of `ACTION_CLOSE_SYSTEM_DIALOGS` (with `RECEIVER_NOT_EXPORTED`
/// from API 33), which shows a full-screen privacy dialog while enabled when the reason is `recentapps`; the same
/// dialog is shown in `onPause` and dismissed in `onResume`. No `FLAG_SECURE` (the report's tester saw the Home
/// card's content, which a flag would have blanked). A05: on API 35 the snapshot taken at the Home press comes before
/// `onPause`'s dialog, while Recents opened from the app shows the broadcast's dialog.
public final class RecentsBroadcastDialog: AndroidPrivacyStrategy {
  private var isEnabled = false
  private var dialog: Dialog?
  /// The plugin.
  public init() {}
  /// `recents-broadcast-dialog`.
  public var name: String { "recents-broadcast-dialog" }
  /// Recents once enabled.
  public var claims: AndroidProtectionClaims { isEnabled ? .recents : [] }
  /// Recents once on.
  public var claimsWhenOn: AndroidProtectionClaims { .recents }
  /// `enable`.
  public var appCalls: [String] { ["enable"] }

  /// The plugin loads: its receiver is registered with the activity.
  public func onCreate(_ activity: Activity) {
    dialog = nil
    let receiver = BroadcastReceiver { [weak self, unowned activity] intent in
      guard intent.getStringExtra("reason") == AndroidDevice.reasonRecentApps else { return }
      self?.showDialog(activity)
    }
    let filter = IntentFilter(Intent.ACTION_CLOSE_SYSTEM_DIALOGS)
    if activity.sdkInt >= 33 {
      activity.registerReceiver(receiver, filter, Context.RECEIVER_NOT_EXPORTED)
    } else {
      activity.registerReceiver(receiver, filter)
    }
  }

  /// `enable()`.
  public func onAppCall(_ name: String, _ activity: Activity) { isEnabled = true }
  /// The dialog on pause.
  public func onPause(_ activity: Activity) { showDialog(activity) }
  /// The dialog goes.
  public func onResume(_ activity: Activity) {
    dialog?.dismiss()
    dialog = nil
  }

  private func showDialog(_ activity: Activity) {
    guard isEnabled, dialog == nil else { return }
    let shown = Dialog(activity, fullScreenColor: 0xFFFF_FFFF)
    shown.show()
    dialog = shown
  }
}

/// react-native-screenguard 1.0.0's `register`: `FLAG_SECURE` on the activity's window, and its colour overlay
/// activity, which registers a receiver of the library's own close action
/// (`ScreenGuardColorActivity`, https://github.com/gbumps/react-native-screenguard ; high). Before
/// https://github.com/gbumps/react-native-screenguard/pull/63 the registration passed no export flag, which API 34
/// rejects for an app-defined action (A11); the fix passes `RECEIVER_NOT_EXPORTED` from API 33. The overlay
/// activity itself is not modeled: its receiver is registered with the app's activity.
public final class ScreenGuardOverlayReceiver: AndroidPrivacyStrategy {
  private let passesExportFlag: Bool
  private var isRegistered = false
  /// The library before (`passesExportFlag: false`) or after its fix.
  public init(passesExportFlag: Bool) { self.passesExportFlag = passesExportFlag }
  /// `screenguard-overlay-receiver` or `screenguard-overlay-receiver-exported-flag`.
  public var name: String {
    passesExportFlag ? "screenguard-overlay-receiver-exported-flag" : "screenguard-overlay-receiver"
  }
  /// Everything once registered.
  public var claims: AndroidProtectionClaims { isRegistered ? .all : [] }
  /// Everything once on.
  public var claimsWhenOn: AndroidProtectionClaims { .all }
  /// `register`.
  public var appCalls: [String] { ["register"] }

  /// `register`: the flag, then the overlay's receiver.
  public func onAppCall(_ name: String, _ activity: Activity) {
    activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
    isRegistered = true
    let receiver = BroadcastReceiver { _ in }
    let filter = IntentFilter("com.screenguard.ScreenGuardColorActivity.close")
    if passesExportFlag, activity.sdkInt >= 33 {
      activity.registerReceiver(receiver, filter, Context.RECEIVER_NOT_EXPORTED)
    } else {
      activity.registerReceiver(receiver, filter)
    }
  }

  /// A new activity's window has no flag.
  public func onCreate(_ activity: Activity) { isRegistered = false }
}
