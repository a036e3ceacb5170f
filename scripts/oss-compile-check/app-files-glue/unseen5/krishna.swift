// krishnathummar118/disable_screenshot: the Flutter app delegate (Flutter is a stub module), named
// as Info.plist does; the app's Dart code calls `disableScreenshots` on its channel once launched.
enum GeneratedPluginRegistrant { static func register(with registry: AnyObject) {} }
final class LaunchedAppDelegate: AppDelegate {
  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let launched = super.application(application, didFinishLaunchingWithOptions: launchOptions)
    FlutterPluginRegistry.shared.invoke("disable_screenshot", method: "disableScreenshots")
    return launched
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "krishna", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { LaunchedAppDelegate() }) })
