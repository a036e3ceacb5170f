import ShieldModel

/// A cover view added on resign and removed on become-active, skipped while the app's own Face
/// ID request is on screen (so the cover does not hide the app behind the prompt).
///
/// Going home while the prompt is up gives the already-inactive scene only
/// did-enter-background, so nothing covers the snapshot
/// (https://github.com/keepassium/KeePassium/issues/330). With `coversOnBackground` the cover is
/// also shown in did-enter-background (the fix).
public final class BiometricAwareCover: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  let coversOnBackground: Bool
  private var isAuthenticating = false
  private var cover: UIView?

  /// Creates the strategy.
  public init(coversOnBackground: Bool) { self.coversOnBackground = coversOnBackground }

  /// The in-flight flag and whether the cover is up.
  public var stateDescription: String { "authenticating=\(isAuthenticating) cover=\(cover != nil)" }

  public func biometricPromptWillAppear() { isAuthenticating = true }
  public func biometricPromptDidFinish() { isAuthenticating = false }

  private func show(in scene: UIScene) {
    guard cover == nil, let window = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    let view = UIView(frame: window.bounds)
    view.backgroundColor = .white
    window.addSubview(view)
    cover = view
  }

  public func sceneWillResignActive(_ scene: UIScene) {
    guard !isAuthenticating else { return }
    show(in: scene)
  }

  public func sceneDidEnterBackground(_ scene: UIScene) {
    if coversOnBackground { show(in: scene) }
  }

  public func sceneDidBecomeActive(_ scene: UIScene) {
    cover?.removeFromSuperview()
    cover = nil
  }
}
