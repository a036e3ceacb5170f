
// Glue: the app calls the extension on its screen's view once it is loaded.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view.setScreenCaptureProtection()
  }
}
public let descriptor = StrategyDescriptor(name: "pasman", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes, make: { Glue() })
