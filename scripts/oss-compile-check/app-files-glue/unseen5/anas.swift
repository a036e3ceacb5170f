// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (ScreenGuardPlugin), and the app's Dart code calls `setSecure` on its channel at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    ScreenGuardPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("dev.anasezz/screen_guard", method: "setSecure", arguments: ["secure": true])
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "anas", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
