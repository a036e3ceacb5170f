// VolodymyrHanas/screenguard-ios: the example's controller shows a sensitive view with
// `setScreenshotsDisabled(true)` (the library's file is in the same target; `ScreenGuard` is an
// empty stub module for its import). It is the app's screen, presented full screen at launch.
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
  name: "volodymyr", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
