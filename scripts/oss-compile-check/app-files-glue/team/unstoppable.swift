// Unstoppable Wallet: the app's core singletons and its lock manager (stubs); CoverView is the
// app's SwiftUI view.
final class LockManager {
  var isLocked = false
  var windowScene: UIWindowScene?
}
final class AppManager {
  func didEnterBackground() {}
  func willEnterForeground() { Core.shared.coverManager.willEnterForeground() }
  func didBecomeActive() { Core.shared.coverManager.didBecomeActive() }
  func willResignActive() { Core.shared.coverManager.willResignActive() }
}
final class Core {
  nonisolated(unsafe) static let shared = Core()
  let lockManager = LockManager()
  lazy var coverManager = CoverManager(lockManager: lockManager)
  let appManager = AppManager()
}
public let descriptor = StrategyDescriptor(
  name: "unstoppable", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { AppSceneDelegate() }) })
