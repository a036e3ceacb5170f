// Stub of the xx messenger's `ToastFeature` package module (twelfth unseen set, xx).
@_exported import ShieldModel

/// A container controller showing `content` full screen (the toasts are not modeled).
public final class ToastViewController: UIViewController {
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
