// zhwayne/Anti-screenshot: the app's screen (its storyboard's root controller), presented full
// screen at launch.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController else { return }
    let screen = ViewController()
    screen.modalPresentationStyle = .fullScreen
    root.present(screen, animated: false)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "zhwayne", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
