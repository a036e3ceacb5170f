// HajjiAnwer/screenLock: the app delegate, named as Info.plist does. The app's own keychain type
// (KeychainService/) and its two storyboard screens (the lock page `ViewController`, the main page
// `MainViewController`) are stubbed; SwiftDate is a stub module.
struct GenericPasswordQueryable { let service: String }
final class ViewController: UIViewController {}
final class MainViewController: UIViewController { var sourceController = 0 }
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "hajji", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
