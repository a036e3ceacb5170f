// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (AppPrivacyGuardPlugin); the app's Dart code calls `enableBlur` when the app
// goes inactive and `disableBlur` when it is resumed (its lifecycle observer).
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    AppPrivacyGuardPlugin.register(with: FlutterPluginRegistry.shared)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
  override func applicationWillResignActive(_ application: UIApplication) {
    FlutterPluginRegistry.shared.invoke("app_privacy_guard", method: "enableBlur")
    super.applicationWillResignActive(application)
  }
  override func applicationDidBecomeActive(_ application: UIApplication) {
    FlutterPluginRegistry.shared.invoke("app_privacy_guard", method: "disableBlur")
    super.applicationDidBecomeActive(application)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "shahzod", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
