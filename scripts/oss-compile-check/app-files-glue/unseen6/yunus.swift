// yunusemre-uzun/IOSAppSecurity: the library's manager makes `UIHardening` with the configuration
// the test app's delegate passes (background hiding with the default blur, screenshot and recording
// alerts); the manager's other checks (jailbreak, proxy, emulator) are not part of the cover.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var hardening: UIHardening?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    hardening = UIHardening(
      configuration: UIHardeningConfiguration(
        enableScreenHidingInBackground: true,
        screenHidingConfiguration: ScreenHidingConfiguration(hidingView: nil),
        enableScreenShotAlert: true,
        screenShotAlertConfiguration: .init(alertController: nil, alertActions: nil),
        enableScreenRecordingAlert: true,
        screenRecordingAlertConfiguration: .init(alertController: nil, alertActions: nil)))
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "yunus", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
