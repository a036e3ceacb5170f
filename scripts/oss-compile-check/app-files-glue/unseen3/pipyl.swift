// PiPyL/DisableScreenShot: the app guards its window once its screen is up (as its controller's
// action does).
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
    ScreenGuardManager.shared.guardScreenshot(for: window)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "pipyl", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
