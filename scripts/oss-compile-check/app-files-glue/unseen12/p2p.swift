// p2p-org/p2p-wallet-ios (Key App): the tab bar controller (Scenes/TabBar/TabBarController.swift),
// the authentication handler it listens to (Common/Services/AuthenticationHandler.swift) and the
// lock view (UI/UIKit/Views/LockView.swift) are the cover: a lock window while the app is
// inactive, a pincode screen presented on return. The host does what the app's tab bar
// coordinator does (Scenes/TabBar/TabBarCoordinator.swift): a tab bar controller with its four
// tabs as the window's root, shown after the wallet is restored (`authenticateWhenAppears`: the
// app coordinator's default, true). The view model forwards to the handler as the app's does
// (Scenes/TabBar/TabBarViewModel.swift); the other services are stubs; the dependencies are
// registered with Resolver as the app registers them (one `AuthenticationHandler`).
enum AuthenticationOptions { case required, fullscreen, withSignOut, withLogo }
struct AuthenticationPresentationStyle {
  let options: Set<AuthenticationOptions>
  var completion: ((_ resetPassword: Bool) -> Void)?
  let onCancel: (() -> Void)?
  init(options: Set<AuthenticationOptions> = [], completion: ((Bool) -> Void)? = nil, onCancel: (() -> Void)? = nil) {
    self.options = options
    self.completion = completion
    self.onCancel = onCancel
  }
  static func login() -> Self { .init(options: [.required, .fullscreen, .withSignOut, .withLogo], completion: nil) }
}
enum KeyAppAnalyticsEvent: AnalyticsEvent { case logIn, mainWallet, mainHistory, mainSettings }
extension AnalyticsEvent where Self == KeyAppAnalyticsEvent {
  static var login: KeyAppAnalyticsEvent { .logIn }
}
final class SolanaTracker { func stopTracking() {} }
final class DeviceShareMigrationService {
  let isMigrationAvailablePublisher = CurrentValueSubject<Bool, Never>(false).eraseToAnyPublisher()
}
final class TabBarViewModel {
  @Injected private var authenticationHandler: AuthenticationHandlerType
  let viewDidLoad = PassthroughSubject<Void, Never>()
  func authenticate(presentationStyle: AuthenticationPresentationStyle?) {
    authenticationHandler.authenticate(presentationStyle: presentationStyle)
  }
  var authenticationStatusPublisher: AnyPublisher<AuthenticationPresentationStyle?, Never> {
    authenticationHandler.authenticationStatusPublisher
  }
  var isLockedPublisher: AnyPublisher<Bool, Never> { authenticationHandler.isLockedPublisher }
  var moveToHistory: AnyPublisher<Void, Never> { PassthroughSubject<Void, Never>().eraseToAnyPublisher() }
  func cryptoTapped() {}
  func swapTapped() {}
  func historyTapped() {}
  func settingsTapped() {}
}
enum TabItem: Int, CaseIterable { case wallet, swap, history, settings }
enum L10n {
  static let crypto = "Crypto"
  static let swap = "Swap"
  static let history = "History"
  static let settings = "Settings"
}
final class CustomTabBar: UITabBar {
  func updateSelectedViewPositionIfNeeded() {}
}
final class BaseVC: UIViewController {}
final class PincodeViewModel {
  enum State { case check }
  let openMain = PassthroughSubject<Void, Never>()
  init(state: State, isBackAvailable: Bool, successNotification: String) {}
}
final class PincodeViewController: UIViewController {
  var onClose: (() -> Void)?
  init(viewModel: PincodeViewModel) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
enum FontStyle { case label1 }
extension UIFont {
  static func font(of style: FontStyle, weight: UIFont.Weight) -> UIFont { .systemFont(ofSize: 12, weight: weight) }
}
extension Publisher where Failure == Never {
  func assignWeak<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { [weak object] value in object?[keyPath: keyPath] = value }
  }
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  init() {
    Resolver.register(AnalyticsManager.self) { NoAnalytics() }
    Resolver.register(SolanaTracker.self) { SolanaTracker() }
    Resolver.register(DeviceShareMigrationService.self) { DeviceShareMigrationService() }
    let handler = AuthenticationHandler()
    Resolver.register(AuthenticationHandlerType.self) { handler }
  }
  func application(_ application: UIApplication, didFinishLaunchingWithOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    guard let window = application.keyWindow else { return true }
    let tabBarController = TabBarController(viewModel: TabBarViewModel(), authenticateWhenAppears: true)
    tabBarController.viewControllers = TabItem.allCases.map { _ in UINavigationController(rootViewController: UIViewController()) }
    tabBarController.setupTabs()
    window.rootViewController = tabBarController
    return true
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "p2p", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"), make: { Glue() })
// The asset catalog symbols Xcode generates for the app (GeneratedAssetSymbols.swift, iOS 17+), for
// the names the three files use; the catalog itself is not read (ShieldModel's AssetResources).
extension ColorResource {
  static let lime = ColorResource(name: "lime", bundle: .main)
  static let mountain = ColorResource(name: "mountain", bundle: .main)
  static let night = ColorResource(name: "night", bundle: .main)
}
extension ImageResource {
  static let keyappLogo = ImageResource(name: "keyapp-logo", bundle: .main)
  static let tabBarCrypto = ImageResource(name: "tabBarCrypto", bundle: .main)
  static let tabBarSwap = ImageResource(name: "tabBarSwap", bundle: .main)
  static let tabBarHistory = ImageResource(name: "tabBarHistory", bundle: .main)
  static let tabBarSettings = ImageResource(name: "tabBarSettings", bundle: .main)
  static let tabBarSettingsWithAlert = ImageResource(name: "tabBarSettingsWithAlert", bundle: .main)
  static let selectedTabBarSettingsWithAlert = ImageResource(
    name: "selectedTabBarSettingsWithAlert", bundle: .main)
}
