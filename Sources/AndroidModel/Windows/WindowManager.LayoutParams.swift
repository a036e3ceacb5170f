// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
extension WindowManager {
  /// `WindowManager.LayoutParams`: a window's type and flags.
  ///
  /// `FLAG_SECURE` belongs to one window: activities, dialogs and `WindowManager.addView` overlays must each set it,
  /// and `PopupWindow`, `Toast`, spinner dropdowns and the overflow menu do not inherit it from the activity
  /// (https://commonsware.com/blog/2016/06/06/psa-flag-secure-window-leaks.html ; all API levels; high). A change
  /// of flags on an attached window takes effect at its next relayout, which the model makes at once.
  nonisolated public struct LayoutParams: Hashable, Sendable {
    /// `FLAG_SECURE` (0x2000): the window's content is black in screenshots, recordings, casting and non-secure
    /// displays, and the task's Recents snapshot is the app theme instead of the content
    /// (https://developer.android.com/reference/android/view/WindowManager.LayoutParams#FLAG_SECURE ;
    /// https://developer.android.com/security/fraud-prevention/activities ; high).
    public static let FLAG_SECURE = 0x0000_2000
    /// `TYPE_BASE_APPLICATION` (1): an activity's main window.
    public static let TYPE_BASE_APPLICATION = 1
    /// `TYPE_APPLICATION` (2): a dialog's window.
    public static let TYPE_APPLICATION = 2
    /// `TYPE_APPLICATION_STARTING` (3): the starting window shown while an activity launches.
    public static let TYPE_APPLICATION_STARTING = 3
    /// `TYPE_APPLICATION_PANEL` (1000): a popup's window, above its parent.
    public static let TYPE_APPLICATION_PANEL = 1000
    /// `TYPE_TOAST` (2005).
    public static let TYPE_TOAST = 2005
    /// `TYPE_INPUT_METHOD` (2011): the soft keyboard's window.
    public static let TYPE_INPUT_METHOD = 2011
    /// `TYPE_APPLICATION_OVERLAY` (2038, API 26): another app's window drawn over other apps (the
    /// `SYSTEM_ALERT_WINDOW` permission, "Display over other apps"): "always shown above all application windows",
    /// below critical system windows such as the status bar and the IME
    /// (https://developer.android.com/reference/android/view/WindowManager.LayoutParams#TYPE_APPLICATION_OVERLAY ;
    /// high). It is not part of any app's task. Below API 26 such apps used `TYPE_PHONE` or `TYPE_SYSTEM_ALERT` at
    /// the same place in the stack, which the model writes with this type.
    public static let TYPE_APPLICATION_OVERLAY = 2038
    /// `TYPE_STATUS_BAR_SUB_PANEL` (2017): the model's type for SystemUI's windows over apps, such as the biometric
    /// prompt (``BiometricPrompt``); stacked with other apps' overlays, below the IME (the exact type SystemUI's
    /// `AuthContainerView` uses was not read; only its place above the app's windows decides anything).
    public static let TYPE_STATUS_BAR_SUB_PANEL = 2017
    /// `TYPE_NOTIFICATION_SHADE` (2040, API 30; the expanded status bar window before): SystemUI's notification shade,
    /// the user's pull-down over the app (``AndroidDevice+NotificationShade.swift``); above every application window,
    /// other apps' overlays and the IME (`getWindowLayerFromTypeLw`; high).
    public static let TYPE_NOTIFICATION_SHADE = 2040

    /// The window type (`TYPE_…`).
    public var type: Int
    /// The window flags (`FLAG_…` bits).
    public var flags: Int
    /// `softInputMode`: the soft keyboard's state bits (`SOFT_INPUT_STATE_…`) and adjust bits (`SOFT_INPUT_ADJUST_…`),
    /// from the manifest's `android:windowSoftInputMode` or `Window.setSoftInputMode`.
    public var softInputMode = 0
    /// `SOFT_INPUT_STATE_UNSPECIFIED`.
    public static let SOFT_INPUT_STATE_UNSPECIFIED = 0
    /// `SOFT_INPUT_STATE_UNCHANGED` (`stateUnchanged`).
    public static let SOFT_INPUT_STATE_UNCHANGED = 1
    /// `SOFT_INPUT_STATE_HIDDEN` (`stateHidden`).
    public static let SOFT_INPUT_STATE_HIDDEN = 2
    /// `SOFT_INPUT_STATE_ALWAYS_HIDDEN` (`stateAlwaysHidden`).
    public static let SOFT_INPUT_STATE_ALWAYS_HIDDEN = 3
    /// `SOFT_INPUT_STATE_VISIBLE` (`stateVisible`).
    public static let SOFT_INPUT_STATE_VISIBLE = 4
    /// `SOFT_INPUT_STATE_ALWAYS_VISIBLE` (`stateAlwaysVisible`).
    public static let SOFT_INPUT_STATE_ALWAYS_VISIBLE = 5
    /// `SOFT_INPUT_MASK_STATE`.
    public static let SOFT_INPUT_MASK_STATE = 0x0F
    /// `SOFT_INPUT_ADJUST_RESIZE` (`adjustResize`).
    public static let SOFT_INPUT_ADJUST_RESIZE = 0x10
    /// `SOFT_INPUT_MASK_ADJUST`.
    public static let SOFT_INPUT_MASK_ADJUST = 0xF0

    /// Parameters of `type` with `flags`.
    public init(type: Int, flags: Int = 0) {
      self.type = type
      self.flags = flags
    }

    /// Whether `FLAG_SECURE` is set.
    public var isSecure: Bool { flags & LayoutParams.FLAG_SECURE != 0 }
  }
}
