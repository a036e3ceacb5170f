// capacitor-community/privacy-screen: Capacitor (a stub module) loads the plugin once the app
// delegate has its window, as a Capacitor app's template AppDelegate is.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let plugin = PrivacyScreenPlugin()
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    plugin.load()
    return true
  }
}
public let descriptor = StrategyDescriptor(
  name: "capcommunity", summary: "", source: "", claims: [.appSwitcher, .screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.appSwitcher, .screenshots, .recordings], appDelegate: { AppDelegate() }) })
