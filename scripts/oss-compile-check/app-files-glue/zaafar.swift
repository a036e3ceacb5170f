// Stub of Flutter's generated registrant (framework glue, not measured); Flutter is a stub module.
enum GeneratedPluginRegistrant { static func register(with registry: AnyObject) {} }
public let descriptor = StrategyDescriptor(
  name: "zaafar", summary: "", source: "", claims: [.appSwitcher, .screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.appSwitcher, .screenshots, .recordings], appDelegate: { AppDelegate() }) })
