// pirapong/pkb_no_screenshots: the example's Flutter app delegate (Flutter is a stub module), named
// as Info.plist does; the example's Dart code calls `disable` on its channel once launched.
enum GeneratedPluginRegistrant { static func register(with registry: AnyObject) {} }
final class LaunchedAppDelegate: AppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let launched = super.application(application, didFinishLaunchingWithOptions: launchOptions)
    FlutterPluginRegistry.shared.invoke("disableScreenshots", method: "disable")
    return launched
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "pirapong", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { LaunchedAppDelegate() }) })
