// bufgix/react-native-secure-window: the Expo view (ExpoModulesCore and ScreenshotPreventing are
// stub modules) wraps the app's screen, as React Native mounts the app's children into it.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view else { return }
    _ = ReactNativeSecureWindowModule().definition()
    let secure = ReactNativeSecureWindowView(appContext: nil)
    secure.frame = root.bounds
    secure.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let content = UIView(frame: root.bounds)
    for view in root.subviews { content.addSubview(view) }
    root.addSubview(secure)
    secure.insertReactSubview(content, at: 0)
    secure.didUpdateReactSubviews()
    secure.layoutSubviews()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "bufgix", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
