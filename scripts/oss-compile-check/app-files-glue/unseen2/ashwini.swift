// Ashwini-Shalke/WriteUp: the app shows its lock screen over its content at launch.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController else { return }
    let lock = WelcomeLockScreen()
    lock.modalPresentationStyle = .fullScreen
    root.present(lock, animated: false)
  }
}
public let descriptor = StrategyDescriptor(
  name: "ashwini", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
