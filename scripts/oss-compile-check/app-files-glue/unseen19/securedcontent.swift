// LidorFadida/SecuredContent (a sample app): `UISecuredWindow`
// (SecuredComponents/UISecuredWindow/UISecuredWindow.swift) reparents its layer under a secure text
// field's canvas (screenshots) and adds its recording overlay while the screen is captured. The
// app's initial view controller makes one over the foreground-active scene, with the secured view
// controller as its root, and makes it key and visible; here that happens when the scene connects,
// with plain views for the two overlays (the app's are a nib's) and the app description's screen
// moved into the secured window's root view.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene,
      let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view
    else { return }
    let secured = UIViewController()
    secured.view.frame = root.bounds
    for view in Array(root.subviews) { secured.view.addSubview(view) }
    let window = UISecuredWindow(
      windowScene: scene, screenshotSecuredOverlay: UIView(), screenRecordingSecuredOverlay: UIView())
    window.rootViewController = secured
    window.makeKeyAndVisible()
    self.window = window
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "securedcontent", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
