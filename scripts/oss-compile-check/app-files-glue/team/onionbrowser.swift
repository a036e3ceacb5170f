// Onion Browser BlurredSnapshot: called from the app delegate, as its doc comments say.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  func applicationWillResignActive(_ application: UIApplication) { BlurredSnapshot.create(window) }
  func applicationDidBecomeActive(_ application: UIApplication) { BlurredSnapshot.remove() }
}
public let descriptor = StrategyDescriptor(
  name: "onionbrowser", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
