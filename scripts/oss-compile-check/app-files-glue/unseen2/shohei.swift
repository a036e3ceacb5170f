// ShoheiTakino/ScreenShotPreventer: the app's screen shows its content in an image view and calls
// the extension on it (the image view stands for the app's sensitive image).
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let image = UIImageView(frame: root.bounds)
    root.addSubview(image)
    image.preventScreenShot()
  }
}
public let descriptor = StrategyDescriptor(
  name: "shohei", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
