// Bluebird2000/react-native-privacy-shield: React Native's event-emitter base class (framework
// bridging, not measured; React comes from the bridging header), and the app's JavaScript turning
// the multitasking redaction on at launch.
@MainActor open class RCTEventEmitter: NSObject {
  open class func requiresMainQueueSetup() -> Bool { false }
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  let module = RNPrivacyShieldNative()
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    module.setMultitaskingPreviewRedacted(true)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "bluebird", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
