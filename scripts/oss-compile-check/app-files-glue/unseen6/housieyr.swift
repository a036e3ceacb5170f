// housieyr/char7_ios: the Flutter app delegate (Flutter is a stub module), named as Info.plist does;
// its generated registrant registers no plugin that matters here.
enum GeneratedPluginRegistrant { static func register(with registry: AnyObject) {} }
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "housieyr", summary: "", source: "", claims: [.screenshots, .recordings],
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: [.screenshots, .recordings], appDelegate: { AppDelegate() }) })
