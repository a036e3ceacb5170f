// testbank-inc/screen-capture-secure-view: React Native's view-manager base class (framework
// bridging, not measured; the file has no imports, React comes from the bridging header), and the
// app's JavaScript calling `enableSecure()` once its screen is up.
@MainActor open class RCTViewManager: NSObject {
  open class func requiresMainQueueSetup() -> Bool { false }
  open var methodQueue: DispatchQueue! { nil }
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  let manager = IOSScreenCaptureSecureViewController()
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    manager.enableSecure()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "testbank", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
