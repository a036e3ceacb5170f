// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (SwiftDisableScreenshotsPlugin), and the app's Dart code calls
// `disableScreenshots` on its channel at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    SwiftDisableScreenshotsPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke(
      "com.devlxx.DisableScreenshots/disableScreenshots", method: "disableScreenshots", arguments: ["disable": true])
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "acalatrava", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
