import ShieldModel

/// Strongbox's privacy shield (https://github.com/strongbox-password-safe/Strongbox/issues/555):
/// a shield view over the scene's window on will-resign-active, skipped while the app's own
/// Face ID request is in flight (the request itself resigns the app, and the shield would hide
/// the vault behind the prompt); removed on did-become-active.
///
/// The user swipes up into the switcher during the Face ID animation: the scene is already
/// inactive and gets no further callback, so nothing shields the card. Shielding in
/// did-enter-background as well does not help (the scene stays in the foreground behind the
/// switcher); a shield put up on every resign, in flight or not, holds.
public final class InFlightBiometricShield: PrivacyScreenStrategy {
  /// When the shield goes up.
  public enum Shielding: Sendable {
    /// On will-resign-active unless a Face ID request is in flight (the case).
    case onResignUnlessAuthenticating
    /// As ``onResignUnlessAuthenticating``, and on did-enter-background (the first control).
    case alsoOnBackground
    /// On every will-resign-active and did-enter-background: up whenever the scene is not active.
    case wheneverInactive
  }

  public let claims: ProtectionClaims = .appSwitcher
  let shielding: Shielding
  private var isAuthenticating = false
  private var shield: UIView?

  /// Creates the strategy.
  public init(shielding: Shielding) { self.shielding = shielding }

  public func biometricPromptWillAppear() { isAuthenticating = true }
  public func biometricPromptDidFinish() { isAuthenticating = false }

  private func raiseShield(in scene: UIScene) {
    guard shield == nil, let window = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    let view = UIView(frame: window.bounds)
    view.backgroundColor = .white
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(view)
    shield = view
  }

  public func sceneWillResignActive(_ scene: UIScene) {
    if isAuthenticating && shielding != .wheneverInactive { return }
    raiseShield(in: scene)
  }

  public func sceneDidEnterBackground(_ scene: UIScene) {
    if shielding != .onResignUnlessAuthenticating { raiseShield(in: scene) }
  }

  public func sceneDidBecomeActive(_ scene: UIScene) {
    shield?.removeFromSuperview()
    shield = nil
  }

  /// Whether a Face ID request is in flight and whether the shield is up: the explorer tells
  /// states apart by them.
  public var stateDescription: String { "authenticating=\(isAuthenticating) shield=\(shield != nil)" }
}
