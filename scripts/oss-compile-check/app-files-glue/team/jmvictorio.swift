// jmvictorio/ScreenProtector: the app prepares the singleton once its window is up.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window?.makeKeyAndVisible()
    ScreenProtector.shared.prepare()
    return true
  }
}
public let descriptor = StrategyDescriptor(
  name: "jmvictorio", summary: "", source: "", claims: [.recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.recordings], appDelegate: { AppDelegate() }) })
