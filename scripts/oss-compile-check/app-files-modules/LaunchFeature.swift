// Stub of the xx messenger's `LaunchFeature` package module (twelfth unseen set, xx): the launch
// screen, an opaque view.
@_exported import ShieldModel

/// The launch screen.
public final class LaunchController: UIViewController {
  /// Makes the launch screen.
  public init() { super.init(nibName: nil, bundle: nil) }
  /// Not used (no storyboards here).
  public required init?(coder: NSCoder) { nil }
}
