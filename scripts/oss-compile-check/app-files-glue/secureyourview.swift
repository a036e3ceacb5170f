// Glue: the app applies the protection to its screen once it is shown.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
    guard let root = window.rootViewController?.view else { return }
    // As the app's screen does: its content goes into the secure view's contentView.
    let secure = SecureView(frame: root.bounds)
    for sub in root.subviews { secure.contentView.addSubview(sub) }
    root.addSubview(secure)
  }
}
public let descriptor = StrategyDescriptor(
  name: "secureyourview", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes, make: { Glue() })
