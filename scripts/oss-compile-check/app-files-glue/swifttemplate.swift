// Stubs of the app's own types (not measured); `mainWindow` is the app's global for its window.
final class ETabBarController: UITabBarController {}
enum AppdelegateConfig { static func config() {} }
@MainActor var mainWindow: UIWindow { UIApplication.shared.delegate!.window! }
public let descriptor = StrategyDescriptor(
  name: "swifttemplate", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
