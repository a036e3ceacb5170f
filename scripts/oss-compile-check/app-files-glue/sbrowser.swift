
// Stub of the app's own AppDelegate (not measured): it calls the helper as its comment says.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  static var shared: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }
  var window: UIWindow?
  func applicationWillResignActive(_ application: UIApplication) { SBBlurredSnapshot.create() }
  func applicationDidBecomeActive(_ application: UIApplication) { SBBlurredSnapshot.remove() }
}
public let descriptor = StrategyDescriptor(name: "sbrowser", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
