// Stub of ResearchKit's passcode (cardinalkit's dependency, not measured): a passcode is stored, and
// the passcode controller is a plain controller whose delegate is kept.
@_exported import ShieldModel

@MainActor public protocol ORKPasscodeDelegate: AnyObject {
  func passcodeViewControllerDidFinish(withSuccess viewController: UIViewController)
  func passcodeViewControllerDidFailAuthentication(_ viewController: UIViewController)
}

open class ORKPasscodeViewController: UIViewController {
  public weak var passcodeDelegate: ORKPasscodeDelegate?
  public static func isPasscodeStoredInKeychain() -> Bool { true }
  public static func passcodeAuthenticationViewController(withText text: String?, delegate: ORKPasscodeDelegate)
    -> ORKPasscodeViewController
  {
    let controller = ORKPasscodeViewController()
    controller.passcodeDelegate = delegate
    return controller
  }
}
