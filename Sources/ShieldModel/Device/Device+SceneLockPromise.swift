/// The app's lock promise for one scene: an app that keeps its lock per scene (a scene delegate's stored property, as
/// multi-window apps keep it: one scene delegate per scene, Apple, "UISceneDelegate",
/// https://developer.apple.com/documentation/uikit/uiscenedelegate ; iOS 13+; high) promises each scene by its own
/// state (``PrivacyScreenStrategy/lockPromise(ofScene:)``); every other app's promise is the whole app's
/// (``isAppLocked``). `lock-bypass`, `stranded-cover` and `needless-lock` judge each scene by this.
extension Device {
  /// The lock promise for `scene`: the strategy's answer for that scene when it keeps its lock per scene, else the
  /// app's (``isAppLocked``).
  public func isAppLocked(in scene: UIScene) -> Bool {
    guard let strategy else { return false }
    return strategy.lockPromise(ofScene: scene) ?? strategy.isAppLocked
  }

  /// The lock promise for the scene whose identifier is `identifier` (`A`, `B`), as a touch or an image names it; the
  /// app's (``isAppLocked``) for a scene no longer connected.
  public func isAppLocked(inSceneNamed identifier: String) -> Bool {
    guard let strategy else { return false }
    if let scene = windowScenes.first(where: { $0.identifier == identifier }),
      let own = strategy.lockPromise(ofScene: scene)
    {
      return own
    }
    return strategy.isAppLocked
  }
}
