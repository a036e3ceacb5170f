import ShieldModel

/// Seed 003's cover: a full-window view tagged 999, added to the scene's window in
/// `sceneWillResignActive` and found by tag and removed in `sceneDidBecomeActive`.
///
/// The seed notes that system prompts (camera permission, Face ID) also make the scene
/// inactive, so the cover shows there too. It claims to protect the app switcher.
public final class SubviewTagCover: PrivacyScreenStrategy {
  /// The tag the cover view carries.
  public static let coverTag = 999

  public let claims: ProtectionClaims = .appSwitcher

  /// Creates the strategy.
  public init() {}

  public func sceneWillResignActive(_ scene: UIScene) {
    guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    let privacyView = UIView(frame: window.bounds)
    privacyView.tag = Self.coverTag
    privacyView.backgroundColor = .systemRed
    window.addSubview(privacyView)
  }

  public func sceneDidBecomeActive(_ scene: UIScene) {
    guard let privacyView = (scene.delegate as? any UIWindowSceneDelegate)?.window?.viewWithTag(Self.coverTag)
    else { return }
    privacyView.isHidden = true
    privacyView.removeFromSuperview()
  }
}
