// Bangs00/BSSecureKit: the app puts its sensitive content into a `BSSecureView` with `embed(_:)`,
// as the library's UIKit example does with a label; here the model's app screen content, the
// secure view covering the root view.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let secure = BSSecureView(frame: root.bounds)
    secure.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let content = Array(root.subviews)
    root.addSubview(secure)
    for view in content { secure.embed(view) }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "bssecurekit", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
