// mullvad/mullvadvpn-app: the iOS app's scene delegate (SceneDelegate.swift), named as Info.plist
// does; the modules it imports are empty stub modules. Stubbed here: the app delegate and the app's
// types the scene delegate names (state only). The launch controller is the app's launch screen (an
// opaque view); it is the root of the privacy overlay window. The tunnel manager's configuration
// load (which makes the app's coordinator and replaces the window's root) is not modeled: the
// observer is kept and never called, so the app description's screen stands for the app's screens.
// The coordinator stub is main-actor and the notification manager `Sendable` (the first run's were
// not: glue bugs in Swift 6 mode).
struct LaunchArguments {
  enum Target { case app, uiTests }
  var target = Target.app
  var areAnimationsDisabled = false
}
struct Logger { init(label: String) {} }
protocol SettingsMigrationUIHandler { func showMigrationError(_ error: Error, completionHandler: @escaping () -> Void) }
struct UnsupportedSettingsVersionError: Error {}
enum DeviceState { case loggedIn, loggedOut, revoked }
protocol TunnelObserver: AnyObject {}
final class TunnelBlockObserver: TunnelObserver {
  init(
    didLoadConfiguration: @escaping (TunnelManager) -> Void,
    didUpdateDeviceState: @escaping (TunnelManager, DeviceState, DeviceState) -> Void
  ) {}
}
final class TunnelManager {
  private var observers: [TunnelObserver] = []
  func addObserver(_ observer: TunnelObserver) { observers.append(observer) }
}
final class Stub {}
protocol AccessMethodRepositoryProtocol: AnyObject {}
final class AccessMethodRepository: AccessMethodRepositoryProtocol {}
final class SettingsManager {}
final class NotificationSettingsListener { var onNewSettings: ((Stub) -> Void)? }
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let launchArguments = LaunchArguments()
  let accessMethodRepository = AccessMethodRepository()
  let tunnelManager = TunnelManager()
  let settingsManager = SettingsManager()
  let storePaymentManager = Stub(), relayCacheTracker = Stub(), apiProxy = Stub(), devicesProxy = Stub()
  let accountsProxy = Stub(), appPreferences = Stub(), ipOverrideRepository = Stub(), relaySelector = Stub()
  let breadcrumbsProvider = Stub(), logRedactor = Stub(), migratedSettingsListener = Stub()
  let notificationSettingsListener = NotificationSettingsListener()
}
final class AccountDataThrottling {
  enum Condition { case always, whenCloseToExpiryAndBeyond }
  init(tunnelManager: TunnelManager) {}
  func requestUpdate(condition: Condition) {}
  func reset() {}
}
final class DeviceDataThrottling {
  init(tunnelManager: TunnelManager) {}
  func requestUpdate(forceUpdate: Bool) {}
  func reset() {}
}
enum REST { static func makeURLSession() -> Stub { Stub() } }
enum ApplicationConfiguration { static let hostName = "api.mullvad.net" }
final class OutgoingConnectionProxy { init(urlSession: Stub, hostname: String) {} }
final class OutgoingConnectionService { init(outgoingConnectionProxy: OutgoingConnectionProxy) {} }
@MainActor final class ApplicationCoordinator {
  init(
    tunnelManager: TunnelManager, storePaymentManager: Stub, relayCacheTracker: Stub, apiProxy: Stub,
    devicesProxy: Stub, accountsProxy: Stub, outgoingConnectionService: OutgoingConnectionService,
    appPreferences: Stub, accessMethodRepository: AccessMethodRepositoryProtocol, ipOverrideRepository: Stub,
    relaySelectorWrapper: Stub, breadcrumbsProvider: Stub, settingsManager: SettingsManager, logRedactor: Stub,
    migratedSettingsListener: Stub
  ) {}
  var onShowSettings: (() -> Void)?
  var onNewNotificationSettings: ((Stub) -> Void)?
  var onShowAccount: (() -> Void)?
  let rootViewController = UIViewController()
  var isPresentingSettings = false
  var isPresentingAccount = false
  func start() {}
}
final class NotificationManager: Sendable {
  static let shared = NotificationManager()
  func updateNotifications() {}
}
final class LaunchViewController: UIViewController {
  var onAppReady: (() -> Void)?
  init(launchArguments: LaunchArguments, tunnelManager: TunnelManager, settingsManager: SettingsManager) {
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.33, alpha: 1)
  }
}
struct AlertAction {
  enum Style { case `default`, destructive }
  init(title: String, style: Style, handler: (() -> Void)?) {}
}
struct AlertPresentation { init(id: String, title: String?, message: String?, buttons: [AlertAction]) {} }
struct AlertPresenter {
  init(context: ApplicationCoordinator) {}
  func showAlert(presentation: AlertPresentation, animated: Bool) {}
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "mullvad", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() }) })
