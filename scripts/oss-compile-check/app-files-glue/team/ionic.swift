// ionic-team/capacitor-privacy-screen: Capacitor (a stub module) loads the plugin, and the app's
// JavaScript calls enable() once.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let plugin = PrivacyScreenPlugin()
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    plugin.load()
    plugin.enable(CAPPluginCall())
    return true
  }
}
public let descriptor = StrategyDescriptor(
  name: "ionic", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
