// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (PrivacyShieldPlugin), and the app's Dart code calls `initialize` on its
// channel at launch (black cover, recording protection on).
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    PrivacyShieldPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke(
      "privacy_shield", method: "initialize",
      arguments: ["enabled": true, "mode": "black", "protectDuringScreenRecording": true])
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "thanseer", summary: "", source: "", claims: [.appSwitcher, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.appSwitcher, .recordings], appDelegate: { AppDelegate() }) })
