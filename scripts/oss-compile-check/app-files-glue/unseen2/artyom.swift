// The Flutter template's app delegate: the generated registrant registers the plugin, and the
// app's Dart code makes one call on its channel at launch (Flutter is a stub module).
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    SwiftFlutterPrivacyScreenPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("flutter_privacy_screen", method: "enablePrivacyScreen")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor = StrategyDescriptor(
  name: "artyom", summary: "", source: "", claims: .appSwitcher, defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
