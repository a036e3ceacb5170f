// capacitor-community/privacy-screen#101 (F18-04), the same glue before and after the fix:
// Capacitor (a stub module) loads the plugin once the app delegate has its window, as a Capacitor
// app's template AppDelegate does (the team set's capcommunity glue). The stub's plugin config
// gives the defaults (enable, no image, contentMode "center").
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
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "ccpr101", summary: "", source: "", claims: [.appSwitcher, .screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.appSwitcher, .screenshots, .recordings], appDelegate: { AppDelegate() }) })
