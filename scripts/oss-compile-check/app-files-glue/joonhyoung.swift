
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view.makeSecure()
  }
}
public let descriptor = StrategyDescriptor(name: "joonhyoung", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes, make: { Glue() })
