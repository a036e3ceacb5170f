import ShieldModel

/// Seed 000's one-line scene variant, quoted there as what ordinary (non-Flutter) apps are told
/// to do: in `sceneWillResignActive`, add `UIView(frame: window!.bounds)` to the scene
/// delegate's window. Nothing else: the view has no background color and is never removed.
///
/// `window!` is modeled with ``Swift/Optional/orTrap(_:)``; as in Swift, the argument is
/// evaluated only when the optional chain `window?.addSubview` has a window. It claims to
/// protect the app switcher.
///
/// A view added earlier with the same frame, still in the same window and never touched since,
/// is brought to the front instead of adding another: the new view would hide it completely
/// (same frame, clear, no content, first to take touches), so screens, touches and every check
/// are the same, and the window's subviews stop growing with every resign (issue 12).
public final class OneLineSceneCover: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  /// The views this strategy added, weakly: a window that goes away takes its views with it.
  private var added: [WeakView] = []

  /// Creates the strategy.
  public init() {}

  public func sceneWillResignActive(_ scene: UIScene) {
    let delegate = scene.delegate as? any UIWindowSceneDelegate
    guard let window = delegate?.window else { return }
    guard let unwrapped = delegate?.window.orTrap() else { return }
    let frame = unwrapped.bounds
    added.removeAll { $0.view?.superview == nil }
    if let earlier = added.lazy.compactMap(\.view).first(where: { $0.superview === window && $0.frame == frame }) {
      window.bringSubviewToFront(earlier)
      return
    }
    let view = UIView(frame: frame)
    window.addSubview(view)
    added.append(WeakView(view: view))
  }
}

/// A view held weakly.
private struct WeakView {
  weak var view: UIView?
}
