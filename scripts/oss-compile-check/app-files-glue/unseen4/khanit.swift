// khanit-tx/screen_protector: the fork's Flutter plugin (not in the set) drives the preventer: the
// app's Dart code asks for screenshot prevention and a blur, which the plugin applies at launch and
// on resign and removes on become-active (its SwiftScreenProtectorPlugin, same commit).
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .all }
  var preventer: AccessibleScreenPreventer?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil
    let preventer = AccessibleScreenPreventer(window: window)
    preventer.configurePreventionScreenshot()
    preventer.enabledPreventScreenshot()
    self.preventer = preventer
  }
  func sceneWillResignActive(_ scene: UIScene) { preventer?.enabledBlurScreen() }
  func sceneDidBecomeActive(_ scene: UIScene) { preventer?.disableBlurScreen() }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "khanit", summary: "", source: "", claims: .all, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .all) { Glue() } })
