// AyogoHealth/PrivacyScreen: Cordova's plugin base class (framework bridging, not measured) and
// the Cordova app's delegate, which loads the plugin once its window is up.
@MainActor class CDVPlugin: NSObject {
  var webView: UIView! = UIView()
  func pluginInitialize() {}
}
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let plugin = PrivacyScreenPlugin()
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window?.makeKeyAndVisible()
    plugin.pluginInitialize()
    return true
  }
}
public let descriptor = StrategyDescriptor(
  name: "ayogo", summary: "", source: "", claims: .appSwitcher, defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
