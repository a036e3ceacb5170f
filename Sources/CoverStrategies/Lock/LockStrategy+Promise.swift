import ShieldModel

extension LockStrategy {
  /// The promise as the user set it up ("lock after leaving the app"), kept apart from where the
  /// lock's code is hooked: it follows the `UIApplication` notifications, which UIKit posts in
  /// every app structure (Apple, "UIApplication.didEnterBackgroundNotification",
  /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification ;
  /// posted in scene-based apps too, unlike the app delegate's methods; iOS 13+; high). The leave
  /// time is stored at the leave that ``LockConfiguration/rearm`` names and the promise is armed
  /// at the matching return once ``LockConfiguration/grace`` seconds have passed, as the code
  /// would decide. Registered after the code's own observers and posted after the delegate
  /// calls, so where the code's hooks are called it has already decided and this changes
  /// nothing; where UIKit does not call them (`hook=appDelegate` in a scene-based app) the
  /// promise stands with no lock screen, and `lock-bypass` is the platform's verdict.
  func keepPromise() {
    let notes: (leave: Notification.Name, decide: Notification.Name)
    switch configuration.rearm {
    case .background:
      notes = (UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification)
    case .inactive: notes = (UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification)
    case .launch: return
    }
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: notes.leave, object: nil, queue: .main) { [weak self] _ in
        self?.promiseLeftAt = Self.now
      })
    observers.append(
      center.addObserver(forName: notes.decide, object: nil, queue: .main) { [weak self] _ in
        guard let self, let leftAt = self.promiseLeftAt else { return }
        self.promiseLeftAt = nil
        guard Self.now - leftAt >= self.configuration.grace, !self.isAppLocked else { return }
        self.constructionNote = nil
        self.isAppLocked = true
      })
  }
}
