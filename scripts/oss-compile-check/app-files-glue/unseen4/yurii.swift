// yuriiKluban/react-native-screen-security: the React Native module (its bridge file is not in the
// set) makes the manager; the app's JavaScript turns on the secure window and the app-switcher blur
// once its screen is up.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .all }
  let manager = ScreenSecurityManager()
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    if let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil { manager.attachToWindow(window) }
    manager.setSecureWindow(true)
    manager.setAppSwitcherBlur(true, style: "system")
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "yurii", summary: "", source: "", claims: .all, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .all) { Glue() } })
