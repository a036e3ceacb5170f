// 3003h/Eros-FE: the Flutter app delegate (Flutter and flutter_downloader are stub modules), named as
// Info.plist does; the app's Dart settings store `blurredInRecentTasks` (on here, as the user sets it).
enum GeneratedPluginRegistrant { static func register(with registry: AnyObject) {} }
final class LaunchedAppDelegate: AppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UserDefaults.standard.set(true, forKey: "flutter.blurredInRecentTasks")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "eros", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { LaunchedAppDelegate() }) })
