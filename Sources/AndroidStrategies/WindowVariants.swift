import AndroidModel

/// A02's control: `FLAG_SECURE` in `onCreate`, and every dialog the app makes (a React Native modal's included)
/// given the activity's flag before it is shown, as React Native's fix does
/// (https://github.com/facebook/react-native/pull/48317).
public final class SecureFlagCopiedToDialogs: AndroidPrivacyStrategy {
  /// The strategy.
  public init() {}
  /// `secure-flag-copied-to-dialogs`.
  public var name: String { "secure-flag-copied-to-dialogs" }
  /// Recents, screenshots and recordings.
  public var claims: AndroidProtectionClaims { .all }

  /// Sets the flag on the activity's window.
  public func onCreate(_ activity: Activity) { activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }

  /// Copies the activity's flag to the dialog's window.
  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {
    if activity.window.attributes.flags & WindowManager.LayoutParams.FLAG_SECURE != 0 {
      dialog.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
    }
  }
}

/// The recommended Android protection: `FLAG_SECURE` on every window the app shows content in. The activity's
/// window in `onCreate` (so a recreated activity has it too, and it is set long before any snapshot), every dialog
/// before it is shown, every popup right after it is shown (through `updateViewLayout`, since `PopupWindow` has no
/// flag of its own), and password input on the CVV field. Toasts show no sensitive text in this app; Compose
/// dialogs keep the default `SecureFlagPolicy.Inherit`.
public final class RecommendedAndroidProtection: AndroidPrivacyStrategy {
  /// The strategy.
  public init() {}
  /// `recommended`.
  public var name: String { "recommended" }
  /// Recents, screenshots and recordings.
  public var claims: AndroidProtectionClaims { .all }

  /// Secures the activity's window and masks the CVV.
  public func onCreate(_ activity: Activity) {
    activity.window.setFlags(WindowManager.LayoutParams.FLAG_SECURE, WindowManager.LayoutParams.FLAG_SECURE)
    (activity.findViewById("cvv") as? EditText)?.inputType =
      InputType.TYPE_CLASS_TEXT | InputType.TYPE_TEXT_VARIATION_PASSWORD
  }

  /// Secures the dialog's window before it is shown.
  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {
    dialog.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
  }

  /// Secures the popup's window.
  public func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {
    let root = popup.contentView.rootView
    guard var params = root.layoutParams else { return }
    params.flags |= WindowManager.LayoutParams.FLAG_SECURE
    activity.windowManager.updateViewLayout(root, params)
  }
}
