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

  /// A full-screen dialog whose content is an opaque view of `color` drawn by app code (a `Dialog` with a
  /// `Theme_Black_NoTitleBar_Fullscreen` theme and a `setContentView` of its own, as privacy plugins show over the
  /// app); still a window of its own, dismissed by Back like any dialog.
  public init(_ activity: Activity, fullScreenColor color: UInt32) {
    context = activity
    window = Window(
      label: "dialog", kind: .dialog, type: WindowManager.LayoutParams.TYPE_APPLICATION,
      frame: activity.device.displayBounds, owner: activity, decorRole: .none)
    let cover = View(activity)
    cover.setBackgroundColor(color)
    window.decorView.addView(cover)
  }

  init(activity: Activity, kind: WindowKind, text: String) {
    context = activity
    let display = activity.device.displayBounds
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
