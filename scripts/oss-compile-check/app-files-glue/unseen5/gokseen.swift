// gokseennn/flutter_screen_guardian: the Flutter app delegate (Flutter is a stub module), named as
// Info.plist does; the app's Dart code calls `hideScreen` when the app goes inactive and
// `showScreen` when it is resumed (its lifecycle observer).
enum GeneratedPluginRegistrant { static func register(with registry: AnyObject) {} }
final class LaunchedAppDelegate: AppDelegate {
  override func applicationWillResignActive(_ application: UIApplication) {
    FlutterPluginRegistry.shared.invoke("com.example.flutter_hiddin_screen/screen", method: "hideScreen")
    super.applicationWillResignActive(application)
  }
  override func applicationDidBecomeActive(_ application: UIApplication) {
    FlutterPluginRegistry.shared.invoke("com.example.flutter_hiddin_screen/screen", method: "showScreen")
    super.applicationDidBecomeActive(application)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "gokseen", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { LaunchedAppDelegate() }) })
