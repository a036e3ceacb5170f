// ZHK1024/LLScreenLock: the library is called by the app; here the app asks for the unlock screen
// (gesture or biometrics) when its scene connects and each time it returns to the foreground, as an
// app lock built on the library does.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    LLScreenLock.lock(.unlock, type: .all)
  }
  func sceneWillEnterForeground(_ scene: UIScene) { LLScreenLock.lock(.unlock, type: .all) }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "llscreenlock", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
