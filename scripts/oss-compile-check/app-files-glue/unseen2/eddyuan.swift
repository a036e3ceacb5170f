// The Flutter template's app delegate: the generated registrant registers the plugin, and the
// app's Dart code makes one call on its channel at launch (Flutter is a stub module).
final class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    SwiftPrivacyScreenPlugin.register(with: FlutterPluginRegistry.shared)
    FlutterPluginRegistry.shared.invoke("channel.couver.privacy_screen", method: "updateConfig", arguments: ["enablePrivacyIos": true])
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor = StrategyDescriptor(
  name: "eddyuan", summary: "", source: "", claims: .appSwitcher, defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
