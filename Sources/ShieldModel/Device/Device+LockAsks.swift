/// The lock's promise against the user's leaving: a lock set to ask "after leaving the app" asks
/// again only after a launch or a return from the background. Control Center, Notification
/// Center, system prompts (the app's own Face ID prompt among them), the incoming-call banner and
/// the switcher opened and closed over the app resign it without it leaving: the app stays in
/// the foreground, inactive, and gets did-become-active only when they go (Apple, "Preparing
/// your UI to run in the background",
/// https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ;
/// high). A lock that re-arms on those (on will-resign-active) asks the user again although the
/// user never left (KeePassium's timeout from the last deactivation,
/// https://github.com/keepassium/KeePassium/issues/266 ; the re-arm at every did-become-active
/// that Ledger Live removed, https://github.com/LedgerHQ/ledger-live/pull/2838 ).
extension Device {
  /// Records the promise's change over the last event or settle: a release while the app is in
  /// the foreground starts a stay, a leave or the process's end ends it, and a re-arm during a
  /// stay is ``needlessLock``. `kind` is the event's (`nil`: a settle).
  func noteLockPromise(lockedBefore: Bool, kind: SystemEvent.Kind?) {
    let locked = isAppLocked
    let stays = process.isLaunched && process.isAppInForeground && !process.isLocked
    guard stays else {
      if lockAsks.passedAt != nil {
        lockAsks.passedAt = nil
        lockAsks.eventsSincePass.removeAll()
      }
      return
    }
    if let passedAt = lockAsks.passedAt {
      lockAsks.eventsSincePass.append(kind.map { "\($0)" } ?? "settle")
      if lockAsks.eventsSincePass.count > LockAskState.keptEvents { lockAsks.eventsSincePass.removeFirst() }
      if locked, !lockedBefore {
        lockAsks.needless = NeedlessLock(passedAt: passedAt, armedAt: runLoop.now, events: lockAsks.eventsSincePass)
        lockAsks.passedAt = nil
        lockAsks.eventsSincePass.removeAll()
      }
    } else if lockedBefore, !locked {
      lockAsks.passedAt = runLoop.now
    }
  }

  /// The re-arm of the app's lock promise during the last event (or settle) although the app
  /// had not left the foreground since the user passed it, or `nil` (see `needless-lock`).
  public var needlessLock: NeedlessLock? { lockAsks.needless }
}
