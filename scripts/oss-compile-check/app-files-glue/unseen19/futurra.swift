// FuturraGroup/SecurityKit (a security library): `BlurScreen` (Sources/SecurityKit/BlurScreen.swift),
// once started, adds a blur view to the key window while the screen is captured and removes it
// when capture ends, on the capture, activation and resign notifications. The app's call is ours,
// as the library's README shows it: `BlurScreen.shared.start()` when the scene connects.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .recordings }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    BlurScreen.shared.start()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "futurra", summary: "", source: "", claims: .recordings, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .recordings) { Glue() } })
