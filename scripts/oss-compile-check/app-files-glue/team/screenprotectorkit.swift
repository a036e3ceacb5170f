// prongbang/ScreenProtectorKit: the app delegate its README describes (blur on resign, screenshot
// prevention on).
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let manager = ScreenProtectorKitManager()
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    _ = manager.enableProtectionMode(.blur)
    _ = manager.enableScreenshotPrevention()
    return true
  }
  func applicationWillResignActive(_ application: UIApplication) { manager.applicationWillResignActive(application) }
  func applicationDidBecomeActive(_ application: UIApplication) { manager.applicationDidBecomeActive(application) }
}
public let descriptor = StrategyDescriptor(
  name: "screenprotectorkit", summary: "", source: "", claims: [.appSwitcher, .screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.appSwitcher, .screenshots, .recordings], appDelegate: { AppDelegate() }) })
