// PhanithNY/CaptureProtectionView: the app puts its screen's content in the library's container
// and hides it from captures (the container's own API), once its screen is up.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    let container = CaptureInvincibleContainer(content: content)
    container.frame = root.bounds
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(container)
    container.hideContentsFromScreenCapture()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "phanith", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
