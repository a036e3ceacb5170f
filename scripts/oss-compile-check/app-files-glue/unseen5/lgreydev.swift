// lgreydev/HideViewInBackground: the app's `App` shows `ContentView` in its window group; here it is
// hosted over the model's app screen, as the app's root view.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var host: UIHostingController<ContentView>?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let host = UIHostingController(rootView: ContentView())
    host.view.frame = root.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(host.view)
    self.host = host
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "lgreydev", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
