// kokoichi206-sandbox/Disable-Screenshot: the app's screen (its storyboard's root controller, whose
// `mainView` is its own view), presented full screen at launch.
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
  name: "kokoichi", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
