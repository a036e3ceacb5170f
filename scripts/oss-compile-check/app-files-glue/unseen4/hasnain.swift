// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (FlutterScreenshotGuardPlugin), and the app's Dart code calls `enableSecureMode` on its channel at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    FlutterScreenshotGuardPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("flutter_screenshot_guard", method: "enableSecureMode", arguments: nil)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "hasnain", summary: "", source: "", claims: [.appSwitcher, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.appSwitcher, .recordings], appDelegate: { AppDelegate() }) })
