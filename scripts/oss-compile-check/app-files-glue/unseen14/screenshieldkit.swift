// Kyle-Ye/ScreenShieldKit: a library that hides a view's layer from screen captures and
// recordings through a private layer property (Sources/ScreenShieldKit/CALayer+ScreenShieldKit.swift,
// UIKit+ScreenShieldKit.swift, Logger.swift). The app's call, as its UIKit example's
// (Example/UIKitExample/ViewController.swift: `hiddenFromCapture()` on the view to hide), is made
// here on the app description's screen when the scene connects.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController else { return }
    root.view.hiddenFromCapture()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "screenshieldkit", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: .iPhoneScenes, make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
