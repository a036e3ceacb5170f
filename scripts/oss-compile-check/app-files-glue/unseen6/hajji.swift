// HajjiAnwer/screenLock: the app delegate, named as Info.plist does. The app's own keychain type
// (KeychainService/) and its two storyboard screens (the lock page `ViewController`, the main page
// `MainViewController`) are stubbed; SwiftDate is a stub module. The storyboard's scenes are named
// to the host by their storyboard IDs (as Main.storyboard's custom classes name them); their root
// views have the storyboard's default System Background Color.
struct GenericPasswordQueryable { let service: String }
final class ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}
final class MainViewController: UIViewController {
  var sourceController = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "hajji", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: {
    AppDelegateHost(
      claims: .appSwitcher, appDelegate: { AppDelegate() },
      storyboardControllers: ["lockScreen": { ViewController() }, "main": { MainViewController() }])
  })
