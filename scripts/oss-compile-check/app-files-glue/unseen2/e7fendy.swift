// e7fendy/SwiftPasscodeLock: the demo's app delegate, named as Info.plist does (PasscodeLock is a stub module).
public let descriptor = StrategyDescriptor(
  name: "e7fendy", summary: "", source: "", claims: .appSwitcher, defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
