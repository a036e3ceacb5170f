/// A Jetpack Compose `Popup` (`PopupLayout`, what `DropdownMenu` and `ExposedDropdownMenuBox` show): a view Compose adds
/// to the window manager itself as a panel window (`TYPE_APPLICATION_PANEL`) above the activity's. Compose sets its
/// `FLAG_SECURE` from `PopupProperties.securePolicy` as it makes the window and at each change of its properties:
/// `SecureOn` sets it, `SecureOff` clears it, `Inherit` (the default) copies the flag of the window the composition is
/// in at that moment (`SecureFlagPolicy.shouldApplySecureFlag(composeView.isFlagSecureEnabled())`; androidx.compose.ui
/// `AndroidPopup.android.kt`, `PopupLayout.setSecurePolicy`, Compose UI 1.x; high). So, unlike a `PopupWindow`, a
/// Compose popup over a secure activity is secure by default; the flag the activity gets after the popup is shown does
/// not reach it (copied once, not followed).
enum ComposePopup {
  /// The popup's window over `activity` under `policy`, its flag set as Compose sets it.
  static func window(over activity: Activity, policy: SecureFlagPolicy) -> Window {
    let display = activity.device.displayBounds
    let window = Window(
      label: "composePopup", kind: .composePopup(policy), type: WindowManager.LayoutParams.TYPE_APPLICATION_PANEL,
      frame: DpRect(x: 16, y: 200, width: min(360, display.width - 32), height: 240), owner: activity,
      decorRole: .appNeutral)
    window.decorView.setBackgroundColor(0xFFFF_FFFF)
    window.decorView.addView(
      TextView(
        context: activity, id: "accounts", text: "DE89 3704 0044 · DE12 5001 0517", textSize: 16, sensitive: true,
        frame: DpRect(x: 16, y: 16, width: 300, height: 24)))
    let flag = WindowManager.LayoutParams.FLAG_SECURE
    window.setFlags(policy.appliesSecureFlag(parentIsSecure: activity.window.isSecure) ? flag : 0, flag)
    return window
  }
}
