// JPBallares/expo-prevent-capture: the Expo module (ExpoModulesCore is a stub module) and the app's
// JavaScript calling `enableSecureView` once its screen is up.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  let module = ExpoPreventCaptureModule()
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    module.definition().call("enableSecureView")
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "jpballares", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
