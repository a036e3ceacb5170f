// nkokhelox/MoneySums (a loan tracker): the scene delegate (SceneDelegate.swift) locks the scene on
// will-resign-active: every window gets a blur overlay with an unlock button
// (extension/UIWindowScene+util.swift, asking LocalAuthentication), removed on did-become-active
// unless the app stays locked (extension/UserDefaults+util.swift: locked by hand, or more than 30
// minutes in the background; protocol/AppLockDelegate.swift). Stubbed here, the app's own colour
// its button uses (UIColor+util.swift's `blackOrWhite`). Its storyboard's window is the host's,
// with the app description's screen; hosted as UIKit hosts a scene delegate.
extension UIColor {
  static var blackOrWhite: UIColor { .black }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "moneysums", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
