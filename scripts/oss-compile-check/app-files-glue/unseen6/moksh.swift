// The Flutter template's app delegate (Flutter is a stub module): the generated registrant
// registers the plugin (NoScreenRecordingPlugin), and the app's Dart code turns detection on at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    NoScreenRecordingPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("no_screen_recording", method: "enableScreenRecordingDetection")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "moksh", summary: "", source: "", claims: .recordings,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .recordings, appDelegate: { AppDelegate() }) })
