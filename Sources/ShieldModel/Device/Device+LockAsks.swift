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
///
/// A lock that promises intervals (``PrivacyScreenStrategy/lockTimerPromise``: "after N seconds
/// without a touch", "after N seconds away") extends the promise: a trip out of the app shorter
/// than its `away` interval is no leave, and a re-arm during a stay is needless unless its `idle`
/// interval has passed since the user's last touch or the unlock. The app's timers are its own
/// code; which callbacks they count from and when the platform runs them decides whether it asks
/// early (lockwise-ios#405: "the app auto-locks while using it", a timer that touches do not
/// reset, https://github.com/mozilla-lockwise/lockwise-ios/issues/405 ).
extension Device {
  /// Records the promise's change over the last event or settle: a release while the app is in
  /// the foreground starts a stay, a leave or the process's end ends it, and a re-arm during a
  /// stay is ``needlessLock``. `kind` is the event's (`nil`: a settle).
  func noteLockPromise(lockedBefore: Bool, kind: SystemEvent.Kind?) {
    let locked = isAppLocked
    noteStayForSilentLock(lockedBefore: lockedBefore, locked: locked)
    let stays = process.isLaunched && process.isAppInForeground && !process.isLocked
    guard stays else {
      guard lockAsks.passedAt != nil else { return }
      // A lock promising an interval away keeps the stay through a shorter trip out.
      if process.isLaunched, strategy?.lockTimerPromise?.away != nil {
        if lockAsks.leftAt == nil { lockAsks.leftAt = runLoop.now }
        appendLockAskEvent(kind)
        return
      }
      lockAsks.passedAt = nil
      lockAsks.leftAt = nil
      lockAsks.eventsSincePass.removeAll()
      return
    }
    if let passedAt = lockAsks.passedAt {
      appendLockAskEvent(kind)
      var away: Double?
      if let leftAt = lockAsks.leftAt {
        lockAsks.leftAt = nil
        away = runLoop.now - leftAt
        if let promised = strategy?.lockTimerPromise?.away, runLoop.now - leftAt >= promised - 1e-9 {
          // Away as long as promised: the stay ended with the leave.
          lockAsks.passedAt = locked ? nil : runLoop.now
          lockAsks.eventsSincePass.removeAll()
          return
        }
      }
      if locked, !lockedBefore {
        let promise = strategy?.lockTimerPromise
        let armedAt = max(passedAt, min(promise?.lastArmedAt ?? runLoop.now, runLoop.now))
        let idleSince = max(passedAt, lockAsks.lastTouchAt ?? passedAt)
        if let idle = promise?.idle, armedAt - idleSince >= idle - 1e-9 {
          // Idle as long as promised: the lock is due.
          lockAsks.passedAt = nil
          lockAsks.eventsSincePass.removeAll()
          return
        }
        var needless = NeedlessLock(
          passedAt: passedAt, armedAt: promise == nil ? runLoop.now : armedAt, events: lockAsks.eventsSincePass)
        if let promise {
          needless.promise = promise.text
          needless.idleFor = armedAt - idleSince
          needless.awayFor = away
        }
        lockAsks.needless = needless
        lockAsks.passedAt = nil
        lockAsks.eventsSincePass.removeAll()
      }
    } else if lockedBefore, !locked {
      lockAsks.passedAt = runLoop.now
      lockAsks.leftAt = nil
    }
  }

  private func appendLockAskEvent(_ kind: SystemEvent.Kind?) {
    lockAsks.eventsSincePass.append(kind.map { "\($0)" } ?? "settle")
    if lockAsks.eventsSincePass.count > LockAskState.keptEvents { lockAsks.eventsSincePass.removeFirst() }
  }

  /// The re-arm of the app's lock promise during the last event (or settle) although the app
  /// had not left the foreground since the user passed it, or `nil` (see `needless-lock`).
  public var needlessLock: NeedlessLock? { lockAsks.needless }
}
