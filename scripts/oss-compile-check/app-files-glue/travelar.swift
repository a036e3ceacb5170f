// Stubs of the app's own types (not measured).
extension UIColor { static let primary = UIColor(white: 0.5, alpha: 1) }
final class TabBarController: UITabBarController {}
final class TranslateController: UIViewController {}
public let descriptor = StrategyDescriptor(
  name: "travelar", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
