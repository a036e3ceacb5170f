// nirzargandhi/ScreenProtector: the app's home screen (HomeVC.swift, not taken) calls the manager in
// `viewWillAppear`: the secure container (isSecure: true) holding the sensitive content, then the
// recording observation, then `isScreenProtected = true`. Here the containers are views over the
// model's app screen: the sensitive container holds the screen's content.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let view = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let overlay = UIView(frame: view.bounds)
    let sensitive = UIView(frame: view.bounds)
    for subview in view.subviews { sensitive.addSubview(subview) }
    ScreenProtector.shared.protect(view: view, container: overlay, isSecure: false)
    ScreenProtector.shared.protect(view: view, container: sensitive, isSecure: true)
    ScreenProtector.shared.protectFromScreenRecording()
    ScreenProtector.shared.isScreenProtected = true
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "nirzar", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
