// Glue: the app applies the protection to its screen once it is shown.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
    window.rootViewController?.view.makeSecure()
  }
}
// Stub of the app's own screen-size constants (not measured).
enum SCREEN {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @MainActor static var WIDTH: CGFloat { UIScreen.main.bounds.width }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @MainActor static var HEIGHT: CGFloat { UIScreen.main.bounds.height }
}
public let descriptor = StrategyDescriptor(
  name: "ktas", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes, make: { Glue() })
