// nacho4d/ScreenCover: the app delegate, named as Info.plist does (its storyboard gives it the window).
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "nacho4d", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
