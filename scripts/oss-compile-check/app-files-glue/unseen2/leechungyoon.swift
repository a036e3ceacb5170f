// LEECHUNGYOON/preventScreenShot: the Cordova plugin turns secure mode on for the app's screen.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view.secureMode(enable: true)
  }
}
public let descriptor = StrategyDescriptor(
  name: "leechungyoon", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
