// xxfoundation/elixxir-xx-messenger-iOS: the app delegate (Sources/App/AppDelegate.swift) is the
// cover, hosted as UIKit hosts it. Its package's modules are stub modules (app-files-modules/); the
// app module's own types it names are stubbed here: the dependency registration (App/
// DependencyRegistrator.swift: here the values the delegate reads, with no behaviour) and the
// router's `live` (App/PushRouter.swift). The "hide app list" setting (`Key.hideAppList`,
// default off) is on: the cover exists only with it.
struct DependencyRegistrator {
  static func registerForMock() { registerForLive() }
  static func registerForLive() {
    let container = DependencyInjection.Container.shared
    var settings: [String: Any] = [Key.hideAppList.rawValue: true]
    container.register(KeyObjectStore(objectForKey: { settings[$0] }, setObjectForKey: { settings[$1] = $0 }))
    container.register(CrashReporter(configure: {}, setEnabled: { _ in }))
    container.register(PushRouter(navigateTo: { _, done in done() }))
    container.register(NoPushHandling() as PushHandling)
    container.register(NoDropbox() as DropboxInterface)
  }
}
struct NoPushHandling: PushHandling {
  func registerToken(_ token: Data) {}
  func handlePush<Result>(_ notification: [AnyHashable: Any], _ completion: @escaping (Result) -> Void) {}
  func handleAction(_ router: PushRouter, _ userInfo: [AnyHashable: Any], _ completion: @escaping () -> Void) {}
}
struct NoDropbox: DropboxInterface {
  func handleOpenUrl(_ url: URL) -> Bool { false }
}
extension PushRouter {
  static func live(navigationController: UINavigationController) -> PushRouter {
    PushRouter(navigateTo: { _, done in done() })
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "xx", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
