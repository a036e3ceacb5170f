// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (AppScreenPrivacyPlugin); the app's Dart code calls `showPrivacyScreen` when
// the app goes inactive and `hidePrivacyScreen` when it is resumed (its lifecycle observer).
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    AppScreenPrivacyPlugin.register(with: FlutterPluginRegistry.shared)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
  override func applicationWillResignActive(_ application: UIApplication) {
    FlutterPluginRegistry.shared.invoke(
      "app_screen_privacy", method: "showPrivacyScreen", arguments: ["backgroundColor": "#FFFFFF"])
    super.applicationWillResignActive(application)
  }
  override func applicationDidBecomeActive(_ application: UIApplication) {
    FlutterPluginRegistry.shared.invoke("app_screen_privacy", method: "hidePrivacyScreen")
    super.applicationDidBecomeActive(application)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "nani", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
