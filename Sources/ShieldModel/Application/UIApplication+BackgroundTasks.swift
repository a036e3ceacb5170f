/// The identifier of a background task (UIKit's `UIBackgroundTaskIdentifier`).
nonisolated public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task: what `beginBackgroundTask` returns when it cannot start one.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Background tasks: extra running time in the background.
///
/// An app that begins a background task is not suspended after its switcher snapshot while the
/// task runs; it is suspended once it ends the last task. When the allowance runs out the
/// system calls each task's expiration handler, and an app that still has a task then is
/// killed (Apple, "beginBackgroundTask(expirationHandler:)": "If you do not call
/// endBackgroundTask(_:) for each task before time expires, the system kills the app",
/// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:) ;
/// "Extending your app's background execution time",
/// https://developer.apple.com/documentation/uikit/extending-your-app-s-background-execution-time ;
/// iOS 4+; high; the watchdog kill also in Apple DTS's "UIApplication Background Task Notes",
/// https://developer.apple.com/forums/thread/85066 ). The allowance is about 30 s on current
/// iOS (a first-hand report of the expiry after 30 s in the background, iOS 13 era,
/// https://forums.developer.apple.com/message/391799 ; it was 180 s from iOS 7; medium: Apple
/// documents no number, "you usually get execution time up to some fixed limit",
/// https://developer.apple.com/forums/thread/741432 ).
extension UIApplication {
  /// Seconds of background running time a background task gets.
  package static let backgroundTaskAllowance: Double = 30

  /// Begins a background task; `handler` runs if the allowance runs out first.
  public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Begins a background task named `taskName` (for debugging; the model ignores the name).
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (() -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    let id = device.process.nextBackgroundTaskID
    device.process.nextBackgroundTaskID += 1
    device.process.backgroundTasks.append((id, handler))
    return UIBackgroundTaskIdentifier(rawValue: id)
  }

  /// Ends a background task; once none is left, an app in the background is suspended.
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    device.process.backgroundTasks.removeAll { $0.id == identifier.rawValue }
    if device.process.backgroundTasks.isEmpty, device.process.backgroundTasksExpireAt != nil {
      device.process.backgroundTasksExpireAt = nil
      device.process.isSuspended = true
    }
  }

  /// Seconds the app may still run in the background: very large in the foreground or with
  /// no task, as in UIKit ("remains suitably large" while in the foreground).
  public var backgroundTimeRemaining: TimeInterval {
    guard let end = device.process.backgroundTasksExpireAt else { return .greatestFiniteMagnitude }
    return max(end - device.runLoop.now, 0)
  }
}

extension Device {
  /// After the switcher snapshot of an app entirely in the background: suspends it, or, while
  /// it has background tasks, starts their allowance (see ``UIApplication/beginBackgroundTask(expirationHandler:)``).
  package func suspendUnlessBackgroundTasks() {
    guard !process.backgroundTasks.isEmpty else {
      process.isSuspended = true
      return
    }
    guard process.backgroundTasksExpireAt == nil else { return }
    let deadline = runLoop.now + UIApplication.backgroundTaskAllowance
    process.backgroundTasksExpireAt = deadline
    enqueueMain(after: deadline) { [unowned self] in
      // The app came back to the foreground (or ended its tasks) in the meantime.
      guard process.backgroundTasksExpireAt == deadline else { return }
      for task in process.backgroundTasks { task.expiration?() }
      process.backgroundTasksExpireAt = nil
      if process.backgroundTasks.isEmpty {
        process.isSuspended = true
      } else {
        recordCrash("a background task outlived its allowance without endBackgroundTask (the system kills the app)")
      }
    }
  }
}

/// What a background fetch or a remote notification's background run fetched, told to the
/// system through the app delegate's completion handler (Apple, "UIBackgroundFetchResult",
/// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult ; iOS 7+; high). The
/// model runs no background fetch and delivers no remote notification to the app, so it never
/// calls such a handler; the type lets the app delegate that declares it compile.
nonisolated public enum UIBackgroundFetchResult: UInt, Sendable {
  /// New data was fetched.
  case newData
  /// There was no new data.
  case noData
  /// The fetch failed.
  case failed
}
