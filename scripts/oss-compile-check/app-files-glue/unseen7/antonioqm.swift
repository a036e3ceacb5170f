// antonioqm/cordova-plugin-screen-protector: Cordova's plugin types (framework bridging, not
// measured; the plugin sees them through Cordova's bridging header) and the Cordova app's delegate,
// which loads the plugin once its window is up.
@MainActor class CDVPlugin: NSObject {
  var webView: UIView! = UIView()
  var commandDelegate: CDVCommandDelegate? = CDVCommandDelegate()
  func pluginInitialize() {}
}
final class CDVCommandDelegate {
  func send(_ result: CDVPluginResult?, callbackId: String?) {}
}
struct CDVCommandStatus: Equatable { let rawValue: Int }
let CDVCommandStatus_OK = CDVCommandStatus(rawValue: 1)
let CDVCommandStatus_ERROR = CDVCommandStatus(rawValue: 9)
final class CDVPluginResult {
  init?(status: CDVCommandStatus) {}
  init?(status: CDVCommandStatus, messageAs: Any) {}
  func setKeepCallbackAs(_ keep: Bool) {}
}
final class CDVInvokedUrlCommand {
  var arguments: [Any] = []
  var callbackId: String = ""
}
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let plugin = ScreenProtector()
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window?.makeKeyAndVisible()
    plugin.pluginInitialize()
    return true
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "antonioqm", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
