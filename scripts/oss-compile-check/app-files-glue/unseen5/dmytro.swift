// Dmytro-Shvets-Windmill/testapp: the Flutter app delegate (Flutter is a stub module), named as
// Info.plist does.
enum GeneratedPluginRegistrant { static func register(with registry: AnyObject) {} }
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "dmytro", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
