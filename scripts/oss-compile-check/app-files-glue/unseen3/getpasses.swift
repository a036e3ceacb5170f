// getpasses/expo-ios-secure-view: the Expo view (ExpoModulesCore is a stub module) wraps the app's
// screen, as React Native adds the app's children to it; here the model's app screen content.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    let secure = ExpoIosSecureView(appContext: nil)
    secure.frame = root.bounds
    secure.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    root.addSubview(secure)
    secure.addSubview(content)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "getpasses", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
