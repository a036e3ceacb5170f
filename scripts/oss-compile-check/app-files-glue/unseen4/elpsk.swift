// elpsk/ScreenSecuritySDK: the app's scene delegate makes the library with its window and rules
// and forwards the life-cycle callbacks, as the package's README shows.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.appSwitcher, .recordings] }
  var security: ScreenSecurity?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
    let security = ScreenSecurity(window)
    security.configure(
      rules: [
        ScreenSecurityRules { $0.type = .screenCache },
        ScreenSecurityRules { $0.type = .screenRecording },
        ScreenSecurityRules { $0.type = .mirroring },
      ],
      autoBlur: true)
    self.security = security
  }
  func sceneWillResignActive(_ scene: UIScene) { security?.listen(type: .willResignActive) }
  func sceneDidEnterBackground(_ scene: UIScene) { security?.listen(type: .didEnterBackground) }
  func sceneWillEnterForeground(_ scene: UIScene) { security?.listen(type: .willEnterForeground) }
  func sceneDidBecomeActive(_ scene: UIScene) { security?.listen(type: .didBecomeActive) }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "elpsk", summary: "", source: "", claims: [.appSwitcher, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.appSwitcher, .recordings]) { Glue() } })
