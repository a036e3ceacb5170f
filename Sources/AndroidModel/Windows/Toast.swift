// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
/// A `Toast`: a system-managed window shown for `LENGTH_SHORT` (2 s) or `LENGTH_LONG` (3.5 s)
/// (`NotificationManagerService` SHORT_DELAY 2000 ms, LONG_DELAY 3500 ms; high). The app's toasts show neutral
/// text ("Copied") unless a trace shows a sensitive one (`showWindow(toast(sensitive))`); a toast never copies
/// `FLAG_SECURE`, and it is not the task's window, so it is never in the Recents snapshot
/// (https://commonsware.com/blog/2016/06/06/psa-flag-secure-window-leaks.html ; high).
public final class Toast {
  /// `Toast.LENGTH_SHORT`.
  public static let LENGTH_SHORT = 0
  /// `Toast.LENGTH_LONG`.
  public static let LENGTH_LONG = 1
  let window: Window
  let duration: Int
  private weak var activity: Activity?

  init(activity: Activity, text: String, duration: Int, sensitive: Bool = false) {
    self.activity = activity
    self.duration = duration
    let display = activity.device.displayBounds
    window = Window(
      label: "toast", kind: .toast, type: WindowManager.LayoutParams.TYPE_TOAST,
      frame: DpRect(x: (display.width - 200) / 2, y: display.height - 120, width: 200, height: 48), owner: activity,
      decorRole: .appNeutral)
    window.decorView.setBackgroundColor(0xFF33_3333)
    window.decorView.addView(
      TextView(context: activity, id: "toastText", text: text, textSize: 14, sensitive: sensitive, frame: nil))
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
