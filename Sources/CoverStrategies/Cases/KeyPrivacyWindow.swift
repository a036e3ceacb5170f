import ShieldModel

/// A privacy `UIWindow` above the app, shown in `sceneDidEnterBackground` and hidden in
/// `sceneWillEnterForeground`, either made key (`makeKey()`) or only shown (`isHidden = false`).
///
/// Made key, it takes the keyboard: the app's field loses first-responder status, and hiding the
/// cover window hands key status back to the app's window but not the focus, so the user's typing
/// context is gone after the round trip (https://github.com/mozilla-mobile/firefox-ios/pull/33874 ,
/// case C22). Only shown, it leaves focus where it was (the control).
public final class KeyPrivacyWindow: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  let makesKey: Bool
  /// The cover windows, by scene identifier, in the order shown.
  private var covers: [(scene: String, window: UIWindow)] = []

  /// Creates the strategy; `makesKey` calls `makeKey()` on the cover window after showing it.
  public init(makesKey: Bool) { self.makesKey = makesKey }

  public func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene, !covers.contains(where: { $0.scene == scene.identifier })
    else { return }
    let window = UIWindow(windowScene: windowScene)
    window.windowLevel = .alert + 1
    window.rootViewController = PrivacyCoverViewController()
    window.isHidden = false
    if makesKey { window.makeKey() }
    covers.append((scene.identifier, window))
  }

  public func sceneWillEnterForeground(_ scene: UIScene) {
    guard let i = covers.firstIndex(where: { $0.scene == scene.identifier }) else { return }
    covers.remove(at: i).window.isHidden = true
  }
}
