import ShieldModel

/// Seed 000's one-line scene variant, quoted there as what ordinary (non-Flutter) apps are told
/// to do: in `sceneWillResignActive`, add `UIView(frame: window!.bounds)` to the scene
/// delegate's window. Nothing else: the view has no background color and is never removed.
///
/// `window!` is modeled with ``Swift/Optional/orTrap(_:)``; as in Swift, the argument is
/// evaluated only when the optional chain `window?.addSubview` has a window. It claims to
/// protect the app switcher.
public final class OneLineSceneCover: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher

  /// Creates the strategy.
  public init() {}

  public func sceneWillResignActive(_ scene: UIScene) {
    let delegate = scene.delegate as? any UIWindowSceneDelegate
    guard let window = delegate?.window else { return }
    guard let unwrapped = delegate?.window.orTrap() else { return }
    window.addSubview(UIView(frame: unwrapped.bounds))
  }
}
