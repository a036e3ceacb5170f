/// The app's lock promise for one scene: an app that keeps its lock per scene (a scene delegate's stored property, as
/// multi-window apps keep it: one scene delegate per scene, Apple, "UISceneDelegate",
/// https://developer.apple.com/documentation/uikit/uiscenedelegate ; iOS 13+; high) promises each scene by its own
/// state (``SceneLockPromising/lockPromise(ofScene:)``); every other app's promise is the whole app's
/// (``isAppLocked``). `lock-bypass`, `stranded-cover` and `needless-lock` judge each scene by this.
/// A strategy that keeps its lock per scene (an app-logic script's `perScene:` lock variable, a scene delegate's stored
/// property: UIKit makes one scene delegate per scene, Apple, "UISceneDelegate",
/// https://developer.apple.com/documentation/uikit/uiscenedelegate ; iOS 13+; high). A protocol of its own, so every
/// other strategy (whose promise is the whole app's, ``PrivacyScreenStrategy/isAppLocked``) is untouched.
public protocol SceneLockPromising: AnyObject {
  /// Whether the lock promise stands for `scene`; `nil` when the promise is the whole app's.
  func lockPromise(ofScene scene: UIScene) -> Bool?
  /// Bit `i`: lock `i` of ``PrivacyScreenStrategy/lockPromises`` is one scene's and that scene has left the
  /// foreground (in the background or gone): its pass is spent, as the whole app's is when the app leaves.
  var lockScenesLeft: UInt64 { get }
  /// The identifier of each lock's scene (`A`, `B`), by lock of ``PrivacyScreenStrategy/lockPromises``; empty when the
  /// locks are not kept per scene.
  var lockSceneNames: [String] { get }
}

extension Device {
  /// The strategy's per-scene lock, when it keeps one.
  public var sceneLock: (any SceneLockPromising)? { sceneLockStorage }

  /// The lock promise for `scene`: the strategy's answer for that scene when it keeps its lock per scene, else the
  /// app's (``isAppLocked``).
  public func isAppLocked(in scene: UIScene) -> Bool {
    guard let strategy else { return false }
    return sceneLock?.lockPromise(ofScene: scene) ?? strategy.isAppLocked
  }

  /// The lock promise for the scene whose identifier is `identifier` (`A`, `B`), as a touch or an image names it; the
  /// app's (``isAppLocked``) for a scene no longer connected.
  public func isAppLocked(inSceneNamed identifier: String) -> Bool {
    guard let strategy else { return false }
    if let scene = windowScenes.first(where: { $0.identifier == identifier }),
      let own = sceneLock?.lockPromise(ofScene: scene)
    {
      return own
    }
    return strategy.isAppLocked
  }
}
