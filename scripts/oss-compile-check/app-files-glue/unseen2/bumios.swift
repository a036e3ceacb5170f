// bumios/DemoPreventScreenshot: the app delegate, named as Info.plist does (ScreenShield is a stub
// module); the home controller's outlets come from its nib.
public let descriptor = StrategyDescriptor(
  name: "bumios", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
