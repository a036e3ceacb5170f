// Kidpech-code/screen_security: the Flutter template's app delegate (Flutter is a stub module):
// the generated registrant registers the plugin, and the app's Dart code calls
// `enableScreenSecurity` on its channel at launch.
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let launched = super.application(application, didFinishLaunchingWithOptions: launchOptions)
    KidpechScreenSecurityPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("kidpech_screen_security", method: "enableScreenSecurity", arguments: nil)
    return launched
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "kidpech", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
