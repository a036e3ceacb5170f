// wavesplatform/WavesWallet-iOS: the app delegate (WavesWallet-iOS/AppDelegate.swift) and its app
// coordinator (Coordinators/AppCoordinator.swift) are the cover (on did-enter-background the
// coordinator revokes the wallet's authorization after a delay and shows the passcode), hosted as
// UIKit hosts the delegate. The app's own types they name are stubbed here; its packages are stub
// modules (DomainLayer: a user with one wallet logged in). The routers and the passcode coordinator
// do what the app's do (Coordinators/CoordinatorKit/Router/WindowRouter.swift: set the window's
// root and make it key and visible; Coordinators/Passcode/PasscodeLogInCoordinator.swift: for
// `.alertWindow`, a new window at the normal level whose root is a navigation controller holding
// the passcode screen); the debug build's debug window (an overlay of the app's debug tools) is
// left out; the other coordinators show a plain view controller as root or nothing.
protocol Coordinator: AnyObject {
  var childCoordinators: [Coordinator] { get set }
  var parent: Coordinator? { get set }
  func start()
}
extension Coordinator {
  func addChildCoordinatorAndStart(childCoordinator: Coordinator) {
    childCoordinators.append(childCoordinator)
    childCoordinator.parent = self
    childCoordinator.start()
  }
  func isHasCoordinator<C: Coordinator>(type: C.Type) -> Bool {
    childCoordinators.contains { $0 is C }
  }
  func removeFromParentCoordinator() {
    parent?.childCoordinators.removeAll { $0 === self }
  }
}
protocol PresentationCoordinator: Coordinator {
  associatedtype Display
  func showDisplay(_ display: Display)
}
class WindowRouter {
  let window: UIWindow
  init(window: UIWindow) { self.window = window }
  func setRootViewController(_ viewController: UIViewController) {
    window.rootViewController = viewController
    window.makeKeyAndVisible()
  }
  static func windowFactory(window: UIWindow) -> DebugWindowRouter { DebugWindowRouter(window: window) }
}
protocol DebugWindowRouterDelegate: AnyObject { func relaunchApplication() }
final class DebugWindowRouter: WindowRouter { weak var delegate: DebugWindowRouterDelegate? }
class BaseCoordinator: Coordinator {
  var childCoordinators: [Coordinator] = []
  weak var parent: Coordinator?
  func start() {}
}
/// A coordinator whose screens are not part of the cover: it shows a plain root view controller.
class RootCoordinator: BaseCoordinator {
  let windowRouter: WindowRouter
  init(windowRouter: WindowRouter) { self.windowRouter = windowRouter }
  override func start() { windowRouter.setRootViewController(CustomNavigationController(rootViewController: UIViewController())) }
}
protocol HelloCoordinatorDelegate: AnyObject {
  func userFinishedGreet()
  func userChangedLanguage(_ language: Language)
}
final class HelloCoordinator: RootCoordinator { weak var delegate: HelloCoordinatorDelegate? }
protocol MenuViewControllerDelegate: AnyObject { func menuViewControllerDidTapWavesLogo() }
final class SlideCoordinator: RootCoordinator {
  weak var menuViewControllerDelegate: MenuViewControllerDelegate?
  init(windowRouter: WindowRouter, wallet: DTO.Wallet?) { super.init(windowRouter: windowRouter) }
}
final class EnterCoordinator: BaseCoordinator {}
final class MainTabBarCoordinator: BaseCoordinator {}
final class UIDeveloperCoordinator: RootCoordinator {}
final class WidgetSettingsCoordinator: RootCoordinator {}
final class MobileKeeperCoordinator: BaseCoordinator {
  init(windowRouter: WindowRouter, request: DTO.MobileKeeper.Request) {}
}
final class SendCoordinator: BaseCoordinator {
  init(windowRouter: WindowRouter, deepLink: DeepLink) {}
}
final class DexDeepLinkCoordinator: BaseCoordinator {
  init(windowRouter: WindowRouter, deepLink: DeepLink) {}
}
protocol PasscodeLogInCoordinatorDelegate: AnyObject {
  func passcodeCoordinatorLogInCompleted(wallet: DTO.Wallet)
  func passcodeCoordinatorWalletLogouted()
}
final class PasscodeViewController: UIViewController {}
final class PasscodeLogInCoordinator: BaseCoordinator {
  enum RouterKind { case alertWindow }
  weak var delegate: PasscodeLogInCoordinatorDelegate?
  private let windowRouter: WindowRouter
  init(wallet: DTO.Wallet, routerKind: RouterKind) {
    let window = UIWindow()
    window.windowLevel = UIWindow.Level.normal
    windowRouter = WindowRouter.windowFactory(window: window)
  }
  override func start() {
    let navigationController = CustomNavigationController()
    navigationController.pushViewController(PasscodeViewController(), animated: false)
    windowRouter.setRootViewController(navigationController)
  }
}
class CustomNavigationController: UINavigationController {}
protocol DebugViewControllerDelegate: AnyObject { func dissmissDebugVC(isNeedRelaunchApp: Bool) }
final class DebugViewController: UIViewController { weak var delegate: DebugViewControllerDelegate? }
final class ForceUpdateAppViewController: UIViewController { var data: DTO.VersionUpdateData? }
// SwiftGen's storyboard scenes: nonisolated values (a storyboard and an identifier) whose
// `instantiate()` is called from the app's nonisolated coordinator.
struct SceneType<T: UIViewController>: Sendable {
  let make: @MainActor @Sendable () -> T
  func instantiate() -> T { MainActor.assumeIsolated { make() } }
}
enum StoryboardScene {
  enum ForceUpdateApp { static let forceUpdateAppViewController = SceneType { ForceUpdateAppViewController() } }
  enum Support { static let debugViewController = SceneType { DebugViewController() } }
}
enum Localizable {}
struct AuthorizationInteractorLocalizableImp: AuthorizationInteractorLocalizableProtocol {}
extension UIViewController {
  func hideSnack(key: String) {}
  func showErrorNotFoundSnackWithoutAction() -> String? { nil }
  func showErrorSnackWithoutAction(title: String) -> String? { nil }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "waves", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
