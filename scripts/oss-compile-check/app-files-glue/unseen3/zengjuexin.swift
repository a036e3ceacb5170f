// zengjuexin/JXSecureView: the app puts its sensitive screen into a `JXSecureView` (as its demo
// controller puts a button into one); here the model's app screen content, full size.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let secure = JXSecureView(frame: root.bounds)
    secure.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let content = Array(root.subviews)
    root.addSubview(secure)
    for view in content { secure.addSubview(view) }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "zengjuexin", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
