// kukai-wallet/kukai-mobile-ios (a Tezos wallet): its scene delegate (Kukai Mobile/SceneDelegate.swift)
// loads the "Login" storyboard's initial navigation controller when the scene connects and, on
// `sceneDidEnterBackground`, adds that controller's view over the key window of the first window
// scene (`currentWindowIncludingSuspended`, Kukai Mobile/Extensions/UIApplication+extensions.swift);
// the login flow removes it after authentication (`hidePrivacyProtectionWindow()`, not called by
// these files). Stubbed here, the app's own services the file names (WalletConnect, theme,
// migrations, media and disk caches, the dependency manager's TzKT client) and its `Logger.app`
// category. The app's packages are stub modules (CustomAuth, WalletConnectPairing, KukaiCoreSwift,
// Sentry). Hosted as UIKit hosts a storyboard app's scene delegate.
final class WalletConnectService {
  static let shared = WalletConnectService()
  var hasBeenSetup = false
  var deepLinkPairingToConnect: WalletConnectURI?
  func setup() { hasBeenSetup = true }
  func pairClient(uri: WalletConnectURI) {}
}
final class ThemeManager {
  static let shared = ThemeManager()
  func currentInterfaceStyle() -> UIUserInterfaceStyle { .light }
  func updateSystemInterfaceStyle() {}
}
enum MigrationService { static func runChecks() {} }
enum MediaProxyService { static func clearExpiredImages() {} }
enum DiskService {
  static func clearFiles(inFolder: String, olderThanDays: Int, completion: @escaping (Bool) -> Void) { completion(true) }
}
final class TzKTClient { func stopListeningForAccountChanges() {} }
final class DependencyManager {
  nonisolated(unsafe) static let shared = DependencyManager()
  var loginActive = false
  let tzktClient = TzKTClient()
}
extension Logger {
  static let app = Logger(subsystem: "app.kukai.mobile", category: "app")
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "kukai", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
