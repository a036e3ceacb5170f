// Unstoppable Wallet: the app's core singletons and its lock manager (stubs), and its SwiftUI
// cover view (a stub: the system background with the app's logo).
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
struct CoverView: View {
  var body: some View {
    ZStack {
      Color(.systemBackground)
      Image("logo").resizable().frame(width: 100, height: 100)
    }
  }
}
