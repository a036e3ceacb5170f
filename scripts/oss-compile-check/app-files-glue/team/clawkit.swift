// GDXRepo/ClawKit Shield: the app delegate calls it as its names say.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  func applicationDidEnterBackground(_ application: UIApplication) { Shield.onDidEnterBackground() }
  func applicationDidBecomeActive(_ application: UIApplication) { Shield.onDidBecomeActive() }
}
public let descriptor = StrategyDescriptor(
  name: "clawkit", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
