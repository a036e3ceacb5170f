// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (ScreenGuardPlusPlugin), and the app's Dart code calls `start` on its channel at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    ScreenGuardPlusPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("screen_guard_plus", method: "start", arguments: nil)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "moussa", summary: "", source: "", claims: [.appSwitcher, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.appSwitcher, .recordings], appDelegate: { AppDelegate() }) })
