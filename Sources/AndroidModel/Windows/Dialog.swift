/// An `android.app.Dialog`: a window of its own (`TYPE_APPLICATION`) that does not inherit the activity's
/// `FLAG_SECURE` (https://commonsware.com/blog/2016/06/06/psa-flag-secure-window-leaks.html ; high).
public final class Dialog {
  /// The dialog's own window.
  public let window: Window
  /// The activity the dialog belongs to.
  public private(set) weak var context: Activity?

  /// A dialog of `activity` (its window is made now and attached by ``show()``).
  public convenience init(_ activity: Activity) {
    self.init(activity: activity, kind: .dialog, text: "Confirm transfer to DE89 3704 0044")
  }

  init(activity: Activity, kind: WindowKind, text: String) {
    context = activity
    let display = activity.device.profile.displayBounds
    let frame = DpRect(x: (display.width - 320) / 2, y: (display.height - 200) / 2, width: 320, height: 200)
    window = Window(
      label: kind.description, kind: kind, type: WindowManager.LayoutParams.TYPE_APPLICATION, frame: frame,
      owner: activity, decorRole: .appNeutral)
    window.decorView.setBackgroundColor(0xFFFF_FFFF)
    window.decorView.addView(
      TextView(
        context: activity, id: "message", text: text, textSize: 16, sensitive: true,
        frame: DpRect(x: 24, y: 64, width: 272, height: 24)))
  }

  /// Whether the dialog is shown.
  public var isShowing: Bool { window.isAttached }

  /// Shows the dialog (attaches its window).
  public func show() { context?.device.windowManager.add(window) }

  /// Dismisses the dialog (removes its window).
  public func dismiss() { context?.device.windowManager.remove(window) }
}

/// Jetpack Compose's `SecureFlagPolicy` for `DialogProperties` and `PopupProperties`
/// (https://developer.android.com/reference/kotlin/androidx/compose/ui/window/SecureFlagPolicy ; high).
nonisolated public enum SecureFlagPolicy: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// Copy `FLAG_SECURE` from the parent window (the default).
  case Inherit
  /// Always set `FLAG_SECURE`.
  case SecureOn
  /// Never set `FLAG_SECURE`.
  case SecureOff

  /// `inherit`, `secureOn`, `secureOff`.
  public var description: String {
    switch self {
    case .Inherit: return "inherit"
    case .SecureOn: return "secureOn"
    case .SecureOff: return "secureOff"
    }
  }
}

/// A `PopupWindow`: a panel window (`TYPE_APPLICATION_PANEL`) that never copies the activity's `FLAG_SECURE`
/// (https://commonsware.com/blog/2016/06/06/psa-flag-secure-window-leaks.html ; high). App code can set the flag
/// after showing it with `windowManager.updateViewLayout(popup.contentView.rootView, params)`.
public final class PopupWindow {
  /// The popup's content.
  public let contentView: View
  let window: Window
  private weak var activity: Activity?

  init(activity: Activity) {
    self.activity = activity
    let display = activity.device.profile.displayBounds
    window = Window(
      label: "popup", kind: .popup, type: WindowManager.LayoutParams.TYPE_APPLICATION_PANEL,
      frame: DpRect(x: 16, y: 200, width: min(360, display.width - 32), height: 240), owner: activity,
      decorRole: .appNeutral)
    window.decorView.setBackgroundColor(0xFFFF_FFFF)
    contentView = TextView(
      context: activity, id: "accounts", text: "DE89 3704 0044 · DE12 5001 0517", textSize: 16, sensitive: true,
      frame: DpRect(x: 16, y: 16, width: 300, height: 24))
    window.decorView.addView(contentView)
  }

  /// Whether the popup is shown.
  public var isShowing: Bool { window.isAttached }

  /// Shows the popup under `anchor` (its window is attached).
  public func showAsDropDown(_ anchor: View?) { activity?.device.windowManager.add(window) }

  /// Dismisses the popup.
  public func dismiss() { activity?.device.windowManager.remove(window) }
}

/// A `Toast`: a system-managed window shown for `LENGTH_SHORT` (2 s) or `LENGTH_LONG` (3.5 s)
/// (`NotificationManagerService` SHORT_DELAY 2000 ms, LONG_DELAY 3500 ms; high). The app's toasts show neutral
/// text ("Copied"); a toast never copies `FLAG_SECURE`.
public final class Toast {
  /// `Toast.LENGTH_SHORT`.
  public static let LENGTH_SHORT = 0
  /// `Toast.LENGTH_LONG`.
  public static let LENGTH_LONG = 1
  let window: Window
  let duration: Int
  private weak var activity: Activity?

  private init(activity: Activity, text: String, duration: Int) {
    self.activity = activity
    self.duration = duration
    let display = activity.device.profile.displayBounds
    window = Window(
      label: "toast", kind: .toast, type: WindowManager.LayoutParams.TYPE_TOAST,
      frame: DpRect(x: (display.width - 200) / 2, y: display.height - 120, width: 200, height: 48), owner: activity,
      decorRole: .appNeutral)
    window.decorView.setBackgroundColor(0xFF33_3333)
    window.decorView.addView(
      TextView(context: activity, id: "toastText", text: text, textSize: 14, sensitive: false, frame: nil))
  }

  /// A toast of `context` showing `text` (neutral) for `duration`.
  public static func makeText(_ context: Activity, _ text: String, _ duration: Int) -> Toast {
    Toast(activity: context, text: text, duration: duration)
  }

  /// Shows the toast until its duration passes.
  public func show() {
    guard let device = activity?.device else { return }
    window.expiresAt = device.looper.now + (duration == Toast.LENGTH_LONG ? 3.5 : 2.0)
    device.windowManager.add(window)
  }
}
