// Firefox iOS PrivacyWindowHelper: the app's image names, and its scene delegate's calls (a
// themed window on resign, removed on become-active).
enum ImageIdentifiers {
  static let homeHeaderLogoBall = "homeHeaderLogoBall"
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  let helper = PrivacyWindowHelper()
  func sceneWillResignActive(_ scene: UIScene) {
    helper.showWindow(windowScene: scene as? UIWindowScene, withThemedColor: .systemBackground, showLogo: true)
  }
  func sceneDidBecomeActive(_ scene: UIScene) { helper.removeWindow() }
}
public let descriptor = StrategyDescriptor(
  name: "firefox", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
