import ShieldModel

/// Seed 002's cover: a manager keyed by scene shows a new `UIWindow` at `.alert + 1` with a
/// white cover view controller in `sceneWillResignActive` (layout forced, `CATransaction.flush()`),
/// and in `sceneDidBecomeActive` forgets the window and fades it out over 0.12 s before hiding it.
/// It claims to protect the app switcher.
public final class CoverWindow: PrivacyScreenStrategy {
  /// The fade-out duration in seconds.
  public static let fadeDuration = 0.12

  public let claims: ProtectionClaims = .appSwitcher
  // Keyed by the scene's identity, in insertion order (no hash order reaches behaviour).
  private var windows: [(scene: ObjectIdentifier, window: UIWindow)] = []

  /// Creates the strategy.
  public init() {}

  /// Shows the cover window over `scene` unless one is already shown.
  public func show(over scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    guard !windows.contains(where: { $0.scene == key }) else { return }
    let w = UIWindow(windowScene: scene)
    w.windowLevel = .alert + 1
    w.rootViewController = PrivacyCoverViewController()
    w.isHidden = false
    w.layoutIfNeeded()
    CATransaction.flush()
    windows.append((key, w))
  }

  /// Forgets the cover window of `scene` and fades it out.
  public func hide(from scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    guard let i = windows.firstIndex(where: { $0.scene == key }) else { return }
    let w = windows.remove(at: i).window
    UIView.animate(
      withDuration: Self.fadeDuration, animations: { w.alpha = 0 },
      completion: { _ in w.isHidden = true })
  }

  public func sceneWillResignActive(_ scene: UIScene) {
    guard let ws = scene as? UIWindowScene else { return }
    show(over: ws)
  }

  public func sceneDidBecomeActive(_ scene: UIScene) {
    guard let ws = scene as? UIWindowScene else { return }
    hide(from: ws)
  }
}

/// The cover screen: a white view with the app's name in the middle.
public final class PrivacyCoverViewController: UIViewController {
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let title = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    title.text = "Cover"
    title.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    view.addSubview(title)
  }

  public override var prefersStatusBarHidden: Bool { true }
}
