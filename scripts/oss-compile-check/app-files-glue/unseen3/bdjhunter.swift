// bd-jhunter/SecurityKeyboard: the `@UIApplicationMain` app delegate, named as Info.plist does.
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "bdjhunter", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
