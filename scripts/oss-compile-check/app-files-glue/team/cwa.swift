// Corona-Warn-App: the app delegate's store and the app's colour palette (the excerpt's shell,
// with the two callbacks that call it, is AppDelegate+Excerpt.swift).
struct Store {
  var isOnboarded = true
}
extension AppDelegate {
  var store: Store { Store() }
}
enum ENAColor {
  case background
}
extension UIColor {
  static func enaColor(for color: ENAColor) -> UIColor { .systemBackground }
}
public let descriptor = StrategyDescriptor(
  name: "cwa", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
