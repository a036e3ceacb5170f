// saltedge/sca-authenticator-ios: the app delegate (Supporting Files/AppDelegate.swift) and its
// application coordinator (Coordinators/Main/ApplicationCoordinator.swift) are the cover, hosted as
// UIKit hosts the delegate. The app's own types they name are stubbed here. The passcode
// coordinator does what the app's does (Coordinators/Settings/PasscodeCoordinator.swift: a
// navigation controller holding the passcode screen, presented over full screen on the top view
// controller); `UIWindow.topViewController` is the app's (Utils/Extensions/WindowExtensions.swift).
// The user has finished onboarding (`didShowOnboarding`): the passcode exists only then.
@preconcurrency @MainActor protocol Coordinator: AnyObject {
  func start()
  func stop()
}
@preconcurrency @MainActor protocol SetupAppDelegate: AnyObject {
  func receivedQrMetadata(data: String)
  func dismiss()
}
@preconcurrency @MainActor enum UserDefaultsHelper {
  static var didShowOnboarding = true
  static var pushToken: String?
  static var applicationLanguage = "en"
  static var blockedTill: Date?
}
@preconcurrency @MainActor enum ConnectivityManager {
  static let shared = Reachability()
  final class Reachability { func observeReachability() {} }
}
@preconcurrency @MainActor enum LocationManager {
  static let shared = Updates()
  final class Updates { func startUpdatingLocation() {} }
}
@preconcurrency @MainActor enum AppearanceHelper { static func setup() {} }
@preconcurrency @MainActor enum CacheHelper { static func setDefaultDiskAge() {} }
@preconcurrency @MainActor enum TimerApplication { static func resetIdleTimer() {} }
@preconcurrency @MainActor enum QuickActionsHelper { static func setupActions() {} }
@preconcurrency @MainActor enum QuickActionsType: String { case openCamera }
@preconcurrency @MainActor enum AVCaptureHelper { static func cameraIsAuthorized() -> Bool { false } }
@preconcurrency @MainActor enum ConnectionsCollector {
  static var activeConnections: [String] { ["connection"] }
  static func active(by id: String) -> String? { nil }
}
enum L10nKey { case accountReset, inactivityMessage }
@preconcurrency @MainActor func l10n(_ key: L10nKey) -> String { "\(key)" }
@preconcurrency @MainActor func after(_ seconds: Double, _ action: @escaping @MainActor () -> Void) {
  DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: action)
}
extension Bundle { static var authenticator_main: Bundle { .main } }
extension Notification.Name {
  static let appTimeout = Notification.Name("appTimeout")
  static let resetTimer = Notification.Name("resetTimer")
}
extension UIApplication {
  static var appDelegate: AppDelegate { shared.delegate as! AppDelegate }
}
extension UIWindow {
  static var topViewController: UIViewController? {
    guard var topController = UIApplication.appDelegate.window?.rootViewController else { return nil }
    while let presentedViewController = topController.presentedViewController {
      topController = presentedViewController
      if let controller = (topController as? UINavigationController)?.viewControllers.first {
        topController = controller
      }
    }
    return topController
  }
}
@preconcurrency @MainActor final class MessageBarView: UIView {}
extension UIViewController {
  func present(message: String, completion: (() -> Void)? = nil) -> MessageBarView { MessageBarView() }
  func dismiss(messageBarView: MessageBarView) {}
}
@preconcurrency @MainActor final class PasscodeViewController: UIViewController {}
@preconcurrency @MainActor final class ForgotPasscodeViewController: UIViewController {}
@preconcurrency @MainActor final class QRCodeViewController: UIViewController {}
@preconcurrency @MainActor final class OnboardingViewController: UIViewController { var donePressedClosure: (() -> Void)? }
@preconcurrency @MainActor final class SetupAppViewController: UIViewController { weak var delegate: SetupAppDelegate? }
@preconcurrency @MainActor enum PasscodeManager { static func remove() {} }
@preconcurrency @MainActor final class AuthorizationsCoordinator: Coordinator {
  let rootViewController = UIViewController()
  func start() {}
  func start(with connectionId: String, authorizationId: String) {}
  func stop() {}
}
@preconcurrency @MainActor final class PasscodeCoordinator: Coordinator {
  enum Purpose { case enter, edit }
  private let rootViewController: UIViewController
  private let currentViewController = PasscodeViewController()
  var onCompleteClosure: (() -> Void)?
  init(rootViewController: UIViewController, purpose: Purpose) { self.rootViewController = rootViewController }
  func start() {
    let navController = UINavigationController(rootViewController: currentViewController)
    navController.isNavigationBarHidden = true
    navController.modalPresentationStyle = .overFullScreen
    rootViewController.present(navController, animated: true)
  }
  func stop() {}
  func showBiometrics() {}
}
@preconcurrency @MainActor final class QRCodeCoordinator: Coordinator {
  init(rootViewController: UIViewController) {}
  func start() {}
  func stop() {}
}
@preconcurrency @MainActor final class InstantActionCoordinator: Coordinator {
  init(rootViewController: UIViewController, qrUrl: URL) {}
  func start() {}
  func stop() {}
}
@preconcurrency @MainActor final class ConnectViewCoordinator: Coordinator {
  enum ConnectionType { case deepLink(URL) }
  init(rootViewController: UIViewController, connectionType: ConnectionType) {}
  func start() {}
  func stop() {}
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "saltedge", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
