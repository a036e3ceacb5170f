// perawallet/pera-ios: the app delegate (PeraWallet/Classes/Application/AppDelegate.swift) is the
// cover (a blur view added to the window on did-enter-background, removed on will-enter-
// foreground), hosted as UIKit hosts it. The app's own types it names (its app module and its
// pera_wallet_core package) are stubbed here with no behaviour: the launch controller, router,
// data controllers, analytics and migrations do nothing, the root view controller is a plain one.
// The blur view's class is the app's own file (VisualEffectViewWithCustomIntensity.swift, measured
// since the twenty-fifth session): a stub here set the full effect in its initializer, inside the
// app's 3-second `UIView.animate`, so the blur faded in from none and the snapshot caught its start.
typealias EmptyHandler = () -> Void
@MainActor enum Log { static func log(message: String) {} }
extension Bundle { var buildInfo: String { "" } }
extension UIApplication { var isActive: Bool { applicationState == .active } }
@MainActor enum ALGAppTarget {
  struct Target { let appGroupIdentifier = "group.pera" }
  static let current = Target()
  static func setup() {}
}
@MainActor enum AppConfigurator { static func configure() async throws {} }
@MainActor struct UserAgentHeader {
  let key = "User-Agent"
  var value: String? { "pera" }
}
@MainActor final class MediaCleaner {
  init(analytics: ALGAnalytics) {}
  func performOneTimeMediaCleanup() {}
  func clearMediaCache() {}
}
enum MigrationFailureLog { case migrationFailure(message: String, cause: Any?) }
@MainActor protocol ALGAnalytics: AnyObject {
  func setup()
  func record(_ log: MigrationFailureLog)
}
@MainActor final class ALGAnalyticsCoordinator: ALGAnalytics {
  func setup() {}
  func record(_ log: MigrationFailureLog) {}
}
@MainActor enum Network { case mainnet, testnet }
@MainActor enum UserInterfaceStyle { case system, light, dark }
@MainActor final class AuthenticatedUser { func logAccounts() {} }
@MainActor final class Session {
  var authenticatedUser: AuthenticatedUser? { nil }
  var userInterfaceStyle: UserInterfaceStyle { .system }
}
@MainActor enum UserInterfaceStyleController { static func setNeedsUserInterfaceStyleUpdate(_ style: UserInterfaceStyle) {} }
@MainActor final class ALGAPI {
  let network: Network = .mainnet
  init(session: Session, analytics: ALGAnalytics) {}
}
@MainActor struct AssetUpdate { let notificationMessage = "" }
@MainActor final class BlockchainUpdatesMonitor {
  func filterOptedInAssetUpdatesForNotification() -> [AssetUpdate] { [] }
  func stopMonitoringOptInUpdates(associatedWith update: AssetUpdate) {}
  func filterOptedOutAssetUpdatesForNotification() -> [AssetUpdate] { [] }
  func stopMonitoringOptOutUpdates(associatedWith update: AssetUpdate) {}
  func filterSentPureCollectibleAssetUpdatesForNotification() -> [AssetUpdate] { [] }
  func stopMonitoringSendPureCollectibleAssetUpdates(associatedWith update: AssetUpdate) {}
}
@MainActor enum SharedDataControllerEvent { case didStartRunning, didFinishRunning }
@MainActor protocol SharedDataControllerObserver: AnyObject {
  func sharedDataController(_ sharedDataController: SharedDataController, didPublish event: SharedDataControllerEvent)
}
@MainActor protocol SharedDataController: AnyObject {
  var blockchainUpdatesMonitor: BlockchainUpdatesMonitor { get }
  func add(_ observer: SharedDataControllerObserver)
}
@MainActor final class CurrencyAPIProvider { init(session: Session, api: ALGAPI) {} }
@MainActor final class HDWalletService {}
@MainActor final class HDWalletStorage {}
@MainActor final class SharedAPIDataController: SharedDataController {
  let blockchainUpdatesMonitor = BlockchainUpdatesMonitor()
  init(target: ALGAppTarget.Target, currency: CurrencyAPIProvider, session: Session, storage: HDWalletStorage, api: ALGAPI) {}
  func add(_ observer: SharedDataControllerObserver) {}
}
@MainActor struct WalletConnectV1Protocol {}
@MainActor final class ALGWalletConnectProtocolResolver {
  let walletConnectV1Protocol = WalletConnectV1Protocol()
  init(analytics: ALGAnalytics) {}
}
@MainActor protocol WalletConnectCoordinator: AnyObject {
  var walletConnectProtocolResolver: ALGWalletConnectProtocolResolver { get }
  func setup()
}
@MainActor final class ALGWalletConnectCoordinator: WalletConnectCoordinator {
  let walletConnectProtocolResolver: ALGWalletConnectProtocolResolver
  init(walletConnectProtocolResolver: ALGWalletConnectProtocolResolver) { self.walletConnectProtocolResolver = walletConnectProtocolResolver }
  func setup() {}
}
@MainActor protocol LoadingController: AnyObject {}
@MainActor final class BlockingLoadingController: LoadingController { init(presentingView: UIView) {} }
@MainActor final class ToastPresentationController { init(presentingView: UIView) {} }
@MainActor final class BannerController {
  init(presentingView: UIView) {}
  func presentErrorBanner(title: String, message: String) {}
  func presentSuccessBanner(title: String) {}
  func presentInAppNotification(_ alert: String, _ handler: EmptyHandler?) {}
}
@MainActor protocol PeraConnect: AnyObject {}
@MainActor final class ALGPeraConnect: PeraConnect {
  static let didReceiveSessionRequestNotification = Notification.Name("didReceiveSessionRequest")
  static let sessionRequestPreferencesKey = "preferences"
  init(walletConnectCoordinator: WalletConnectCoordinator) {}
}
@MainActor final class ScammerController { init(api: ALGAPI) {} }
@MainActor protocol FeatureFlagServicing: AnyObject { func fetchAndActivate() async throws }
@MainActor final class FeatureFlagService: FeatureFlagServicing { func fetchAndActivate() async throws {} }
@MainActor final class LastSeenNotificationController {
  init(api: ALGAPI) {}
  func checkStatus() {}
}
@MainActor final class PushNotificationController {
  init(target: ALGAppTarget.Target, session: Session, api: ALGAPI) {}
  func authorizeDevice(with token: String) {}
}
@MainActor final class AppConfiguration {
  var persistentContainer: NSPersistentContainer?
  weak var wcDelegate: RootViewController?
  let analytics: ALGAnalytics
  init(
    api: ALGAPI, session: Session, sharedDataController: SharedDataController, walletConnector: WalletConnectV1Protocol,
    loadingController: LoadingController, bannerController: BannerController,
    toastPresentationController: ToastPresentationController,
    lastSeenNotificationController: LastSeenNotificationController, analytics: ALGAnalytics,
    launchController: AppLaunchController, peraConnect: PeraConnect, scammerController: ScammerController,
    featureFlagService: FeatureFlagServicing, hdWalletService: HDWalletService, hdWalletStorage: HDWalletStorage
  ) { self.analytics = analytics }
}
@MainActor enum CoreAppConfiguration { static var shared: AppConfiguration? }
extension NSPersistentContainer {
  static func makePersistentContainer(group: String) throws -> NSPersistentContainer { NSPersistentContainer(name: group) }
}
@MainActor final class PasswordMigration {
  init(session: Session) {}
  func migratePasswordToKeychain() {}
}
@MainActor final class BiometricAuthenticationMigration {
  init(session: Session) {}
  func migratePasswordToKeychain() {}
}
enum AppGroupDataStoreMigrationError: Error {
  case migrationFailed(cause: String?)
  case contentNotDetected(cause: String?)
}
@MainActor final class AppGroupDataStoreMigration {
  init(appGroup: String) {}
  func moveDatabaseToAppGroup() throws {}
}
@MainActor final class PeraCoreManager {
  enum CoreNetwork { case mainNet, testNet }
  static let shared = PeraCoreManager()
  var legacySessionManager: Session?
  var legacySharedDataController: SharedDataController?
  var legacyFeatureFlagService: FeatureFlagServicing?
  var network: CoreNetwork = .mainNet
}
@MainActor final class NodeSettingsViewController: UIViewController {
  static let didUpdateNetwork = Notification.Name("didUpdateNetwork")
}
@MainActor enum Colors {
  enum Testnet {
    static let background = ColorToken()
  }
  struct ColorToken { var uiColor: UIColor { .systemYellow } }
}
@MainActor struct AlgorandNotification { let alert: String? }
@MainActor struct UIRepresentation {
  let title: String
  let description: String
}
@MainActor struct LaunchError: Error { var uiRepresentation: UIRepresentation { UIRepresentation(title: "", description: "") } }
@MainActor enum Screen {
  case qrScanner
  enum Transition { enum Open { case push, present } }
}
@MainActor struct BottomWarningConfigurator {}
@MainActor enum AppLaunchUIState {
  case authorization
  case onboarding
  case main(completion: EmptyHandler?)
  case mainAfterAuthorization(presented: UIViewController, completion: EmptyHandler?)
  case remoteNotification(notification: AlgorandNotification, screen: Screen?, error: LaunchError?)
  case deeplink(Screen)
  case walletConnectSessionRequest(String)
  case bottomWarning(BottomWarningConfigurator)
}
@MainActor protocol AppLaunchUIHandler: AnyObject { func launchUI(_ state: AppLaunchUIState) }
@MainActor enum DiscoverExternalDestination {
  case url(URL)
  case redirection(URL, Network)
}
@MainActor enum DeeplinkSource {
  typealias UserInfo = [AnyHashable: Any]
  case remoteNotification(UserInfo, waitForUserConfirmation: Bool)
  case externalDeepLink(URL)
  case externalInAppBrowser(DiscoverExternalDestination)
  case walletConnectSessionRequest(URL)
  case qrText(String)
}
@MainActor enum AppAuthStatus { case unauthorized, authorized }
@MainActor protocol AppLaunchController: AnyObject {
  func prepareForLaunch()
  func launch(deeplinkWithSource src: DeeplinkSource?)
  func launchOnboarding()
  func launchMain(completion: EmptyHandler?)
  func launchMainAfterAuthorization(presented viewController: UIViewController)
  func receive(deeplinkWithSource src: DeeplinkSource)
  func authStatus() -> AppAuthStatus
  func becomeActive()
  func resignActive()
  func enterBackground()
  func terminate()
}
@MainActor final class ALGAppAuthChecker { init(session: Session) {} }
@MainActor final class ALGAppLaunchController: AppLaunchController {
  init(
    session: Session, api: ALGAPI, sharedDataController: SharedDataController, authChecker: ALGAppAuthChecker,
    peraConnect: PeraConnect, uiHandler: AppLaunchUIHandler
  ) {}
  func prepareForLaunch() {}
  func launch(deeplinkWithSource src: DeeplinkSource?) {}
  func launchOnboarding() {}
  func launchMain(completion: EmptyHandler?) {}
  func launchMainAfterAuthorization(presented viewController: UIViewController) {}
  func receive(deeplinkWithSource src: DeeplinkSource) {}
  func authStatus() -> AppAuthStatus { .authorized }
  func becomeActive() {}
  func resignActive() {}
  func enterBackground() {}
  func terminate() {}
}
@MainActor final class RootViewController: UIViewController {
  init(target: ALGAppTarget.Target, appConfiguration: AppConfiguration, launchController: AppLaunchController) {
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}
@MainActor final class Router {
  init(rootViewController: RootViewController, appConfiguration: AppConfiguration) {}
  func launch(deeplink: Screen) {}
  func route<T: UIViewController>(
    to screen: Screen, from viewController: UIViewController, by style: Screen.Transition.Open, animated: Bool,
    then completion: EmptyHandler?
  ) -> T? { nil }
  func findVisibleScreen() -> UIViewController { UIViewController() }
  func launchAuthorization() {}
  func launchOnboarding() {}
  func launchMain(completion: EmptyHandler?) {}
  func launcMainAfterAuthorization(presented: UIViewController, completion: EmptyHandler?) {}
  func launchWithBottomWarning(configurator: BottomWarningConfigurator) {}
}
@MainActor struct MoonPayParams { static let notificationObjectKey = "moonPayParams" }
@MainActor struct DeeplinkQR {
  let url: URL
  func walletConnectUrl() -> URL? { nil }
  func qrText() -> String? { nil }
}
@MainActor enum UTMCampaingnHandler { static func handle(url: URL) {} }
extension URL {
  var externalDeepLink: URL? { nil }
  var browserDeeplinkURL: URL? { nil }
  var inAppBrowserDeeplinkURL: URL? { nil }
  func extractMoonPayParams() -> MoonPayParams? { nil }
}
extension Notification.Name {
  static let NotificationDidReceived = Notification.Name("NotificationDidReceived")
  static let didRedirectFromMoonPay = Notification.Name("didRedirectFromMoonPay")
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "pera", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
