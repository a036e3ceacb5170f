// apomes/portfolio: the app's own portfolio screen (Portfolio/PortfolioViewController.swift) is
// stubbed to what the cover uses: the lock screen it makes from the storyboard, presents over
// full screen at load and asks to authenticate, and the save the app delegate calls. The app
// delegate is hosted as UIKit hosts it; the storyboard's "LockScreenID" scene is the app's class,
// and its initial controller a navigation controller whose first child is the portfolio screen
// (the delegate reads `window?.rootViewController?.children[0]` at launch; added in the
// twenty-ninth session, when the file first compiled and its run stopped on that nil).
final class PortfolioViewController: UIViewController {
  var lockScreenViewController: LockScreenViewController?
  func savePortfolioData() {}
  override func viewDidLoad() {
    super.viewDidLoad()
    lockScreenViewController = LockScreenViewController()
    lockScreenViewController!.modalPresentationStyle = .overFullScreen
    parent?.present(lockScreenViewController!, animated: false, completion: nil)
    lockScreenViewController!.isLocked = true
    lockScreenViewController!.requestLocalAuthentication()
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "apomes", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: {
    AppDelegateHost(
      claims: .appSwitcher, appDelegate: { AppDelegate() },
      storyboardControllers: ["LockScreenID": { LockScreenViewController() }],
      initialController: { UINavigationController(rootViewController: PortfolioViewController()) })
  })
