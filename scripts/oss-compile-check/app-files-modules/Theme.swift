// Stub of the xx messenger's `Theme` package module (twelfth unseen set, xx): its window and its
// status-bar container controller, with no behaviour of their own.
@_exported import ShieldModel

/// The app's window class.
public final class Window: UIWindow {}

/// A container controller showing `content` full screen.
public final class StatusBarViewController: UIViewController {
  /// Contains `content`.
  public init(_ content: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    addChild(content)
    view.addSubview(content.view)
    content.view.frame = view.bounds
    content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }
  /// Not used (no storyboards here).
  public required init?(coder: NSCoder) { nil }
}
