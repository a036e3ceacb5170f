// Stubs of the app's own constants (not measured); SwiftyBeaver is a stub module.
enum Constants {
  static let enableOrientationLock = "enableOrientationLock"
  static let logFileURL = URL(fileURLWithPath: "/tmp/hms.log")
}
public let descriptor = StrategyDescriptor(
  name: "hms", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
