// Glue: the app applies the protection to its screen once it is shown.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
    window.rootViewController?.view.preventScreenshot()
  }
}
public let descriptor = StrategyDescriptor(
  name: "preventkit", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes, make: { Glue() })
