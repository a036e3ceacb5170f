// dsshard/coxy-react-native-privacy-blur: React is a stub module; the app's JavaScript shows the
// blur when its AppState leaves `active` and hides it when it returns (the module's README usage).
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  let module = PrivacyBlur()
  func sceneWillResignActive(_ scene: UIScene) { module.showNow() }
  func sceneDidBecomeActive(_ scene: UIScene) { module.hideNow() }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "dsshard", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
