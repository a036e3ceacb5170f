// Excelsior-Technologies-Community/IOS_ScreenShotDetector: the app's `App` shows `HomePage` in its
// window group; here it is hosted over the model's app screen, as the app's root view.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  var host: UIHostingController<HomePage>?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let host = UIHostingController(rootView: HomePage())
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    self.host = host
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "excelsior", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
