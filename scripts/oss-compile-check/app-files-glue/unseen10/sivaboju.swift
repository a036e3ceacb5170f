// SivaBoju/FancyCars: the app's own jailbreak check (Network/Extensions.swift, not the cover) is
// stubbed; the app delegate is the cover, hosted as UIKit hosts it.
extension UIApplication {
  func isJailbroken() -> Bool { false }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "sivaboju", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
