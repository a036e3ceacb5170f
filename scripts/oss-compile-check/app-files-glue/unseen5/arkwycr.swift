// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (SwiftSecureAppSwitcherPlugin, an application delegate), and the app's Dart
// code calls `on` on its channel at launch (style 0, the first of its styles).
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    SwiftSecureAppSwitcherPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("secure_app_switcher", method: "on", arguments: ["style": 0])
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "arkwycr", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
