// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (FlutterScreenshotBlockerPlugin), and the app's Dart code calls
// `enableScreenshotBlocking` on its channel at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    FlutterScreenshotBlockerPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("flutter_screenshot_blocker", method: "enableScreenshotBlocking", arguments: nil)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "sanjay", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
