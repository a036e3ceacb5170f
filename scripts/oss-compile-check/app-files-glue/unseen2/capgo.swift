// Cap-go/capacitor-privacy-screen: the Capacitor plugin (bridging, not measured) starts the cover
// with the app's window and enables it, as the app's JavaScript does at launch.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let privacyScreen = PrivacyScreen()
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    privacyScreen.start(windowProvider: { [weak self] in self?.window })
    privacyScreen.setEnabled(true)
    return true
  }
}
public let descriptor = StrategyDescriptor(
  name: "capgo", summary: "", source: "", claims: .all, defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .all, appDelegate: { AppDelegate() }) })
