// MacroTom/screen-privacy: NativePHP's bridge (framework bridging, not measured) and the app's PHP
// calling Init and Enable at launch.
@MainActor final class LaravelBridge {
  static let shared = LaravelBridge()
  var send: ((String, [String: Any]) -> Void)?
}
protocol BridgeFunction {
  func execute(parameters: [String: Any]) throws -> [String: Any]
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    _ = try? ScreenPrivacyFunctions.Init().execute(parameters: [:])
    _ = try? ScreenPrivacyFunctions.Enable().execute(parameters: [:])
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "macrotom", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
