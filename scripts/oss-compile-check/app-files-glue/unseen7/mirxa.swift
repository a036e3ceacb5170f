// Mirxa27/AppLocker: the app's lock manager (iOS/Protection/AppProtectionManager.swift, the lock
// screen, not this cover) is stubbed; the app's iOS entry makes the privacy manager's singleton at
// launch (here when the scene connects).
@MainActor final class AppProtectionManager {
  static let shared = AppProtectionManager()
  func lock() {}
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    _ = iOSScreenPrivacyManager.shared
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "mirxa", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
