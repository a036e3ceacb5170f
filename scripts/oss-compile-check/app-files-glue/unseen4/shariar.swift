// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (ScreenSecurePlugin), and the app's Dart code calls `init` on its channel at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    ScreenSecurePlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("screen_secure", method: "init", arguments: ["screenshotBlock": true, "screenRecordBlock": true])
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "shariar", summary: "", source: "", claims: .recordings,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .recordings, appDelegate: { AppDelegate() }) })
