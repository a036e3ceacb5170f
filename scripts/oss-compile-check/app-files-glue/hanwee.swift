// Glue: the view comes from a storyboard in the app (awakeFromNib); here the app's screen gets one
// over its whole root view at launch, as the storyboard places it.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let blur = BackgroundModeBlurView(frame: root.bounds)
    root.addSubview(blur)
    blur.awakeFromNib()
  }
}
public let descriptor = StrategyDescriptor(name: "hanwee", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: .iPhoneScenes, make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
