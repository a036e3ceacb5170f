import AndroidModel
import AndroidStrategies

/// `FLAG_SECURE` on the activity's window in `onCreate`, and on every dialog and popup the app makes: the Android
/// half of a privacy screen, as the activity's own code. In Kotlin, `onCreate` would hold
/// `window.setFlags(FLAG_SECURE, FLAG_SECURE)` after `setContentView`.
@MainActor public final class SecureEveryWindow: AndroidPrivacyStrategy {
  public init() {}
  public var name: String { "secure-every-window" }
  /// What it promises: only leaks of these count against it.
  public var claims: AndroidProtectionClaims { .all }

  public func onCreate(_ activity: Activity) {
    activity.window.setFlags(WindowManager.LayoutParams.FLAG_SECURE, WindowManager.LayoutParams.FLAG_SECURE)
  }

  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {
    dialog.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
  }

  public func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {
    guard var params = popup.contentView.rootView.layoutParams else { return }
    params.flags |= WindowManager.LayoutParams.FLAG_SECURE
    activity.windowManager.updateViewLayout(popup.contentView.rootView, params)
  }
}

/// The strategy as the command line lists and finds it (`my-android-fuzz run --strategy secure-every-window`).
public let secureEveryWindow = AndroidStrategyDescriptor(
  name: "secure-every-window", summary: "FLAG_SECURE on the activity, its dialogs and its popups", source: "my app",
  defaultProfile: AndroidProfile(apiLevel: 34), make: { SecureEveryWindow() })
