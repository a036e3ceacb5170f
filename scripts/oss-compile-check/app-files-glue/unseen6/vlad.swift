// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (PrivacyMaskPlugin), and the app's Dart code calls `setSecure` at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    PrivacyMaskPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("privacy_mask", method: "setSecure", arguments: true)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "vlad", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
