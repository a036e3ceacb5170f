// Unstoppable Wallet: the app's core singletons, its lock manager and its SwiftUI cover view.
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif

final class LockManager {
  var isLocked = false
  var windowScene: UIWindowScene?
}

final class AppManager {
  func didEnterBackground() {}
  func willEnterForeground() {}
  func didBecomeActive() {}
  func willResignActive() {}
}

final class Core {
  nonisolated(unsafe) static let shared = Core()
  let lockManager = LockManager()
  lazy var coverManager = CoverManager(lockManager: lockManager)
  let appManager = AppManager()
}
