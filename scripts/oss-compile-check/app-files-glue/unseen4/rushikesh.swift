// rushikeshpandit/react-native-privacy-guard-kit: the React Native module (its bridge file is not
// in the set) makes the managers; the app's JavaScript enables the app-switcher protection at launch.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  let protection = AppSwitcherProtectionManager(captureManager: ScreenCaptureManager())
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    protection.enable()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "rushikesh", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
