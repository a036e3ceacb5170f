// vivalifeorg/pm0-pill-reminder-app: the app's storyboard shows `LockViewController` first; here it
// is presented full screen over the model's app screen once the scene is up. The app's own
// `authenticateUser` (Authentication.swift) and its SwiftGen segue names are stubbed.
func authenticateUser(_ completion: @escaping (Bool) -> Void) { completion(true) }
enum StoryboardSegue {
  enum Main: String { case goToApp }
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController else { return }
    let lock = LockViewController()
    lock.modalPresentationStyle = .fullScreen
    root.present(lock, animated: false)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "vivalife", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
