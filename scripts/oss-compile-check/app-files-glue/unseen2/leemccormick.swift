// leemccormick/PreventScreenShot: the app shows its red screen (from its storyboard) over its content.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController else { return }
    let red = RedViewController()
    red.modalPresentationStyle = .fullScreen
    root.present(red, animated: false)
  }
}
public let descriptor = StrategyDescriptor(
  name: "leemccormick", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
