// beshich/ScreenCaptureGuard: the app calls `startPreventing()` at launch (its README's usage);
// SnapKit is a stub module.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [.screenshots, .recordings] }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    ScreenCaputreGuard.shared.startPreventing()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "beshich", summary: "", source: "", claims: [.screenshots, .recordings], defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: [.screenshots, .recordings]) { Glue() } })
