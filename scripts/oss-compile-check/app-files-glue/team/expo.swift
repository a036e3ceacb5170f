// expo-screen-capture: the app's JavaScript calls the module once at launch (ExpoModulesCore is a
// stub module that keeps the definition's functions by name).
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.appSwitcher, .screenshots, .recordings] }
  let module = ScreenCaptureModule()
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {}
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let definition = module.definition()
    definition.call("enableAppSwitcherProtection", CGFloat(0.5))
    definition.call("preventScreenCapture")
  }
}
public let descriptor = StrategyDescriptor(
  name: "expo", summary: "", source: "", claims: [.appSwitcher, .screenshots, .recordings],
  defaultProfile: .iPhoneScenes, make: { Glue() })
