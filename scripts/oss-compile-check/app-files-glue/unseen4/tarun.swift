// tarun1792/SecureiOS: the app's scene delegate calls the library where its README and doc
// comments say (`sceneWillResignActive`, `sceneDidBecomeActive`), with the app's splash image.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func sceneWillResignActive(_ scene: UIScene) {
    var window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil
    BackgroundModeOverlay.showSplashImage(&window, image: UIImage(named: "Splash"))
  }
  func sceneDidBecomeActive(_ scene: UIScene) {
    var window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil
    BackgroundModeOverlay.removeSplashImage(&window)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "tarun", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
