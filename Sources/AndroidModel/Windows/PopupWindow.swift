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
    let display = activity.device.displayBounds
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
