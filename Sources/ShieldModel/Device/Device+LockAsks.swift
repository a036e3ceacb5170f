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
  /// stay is ``needlessLock``. `kind` is the event's (`nil`: a settle). Each lock of an app
  /// running several (``PrivacyScreenStrategy/lockPromises``) is judged by its own pass: another
  /// lock's first ask in the stay (a section's lock asking as the main lock's unlock shows its
  /// screen) is that lock's promise, and a section lock whose screen leaves the top while it is
  /// still due was not passed.
  func noteLockPromise(lockedBefore: Bool, promisesBefore: LockPromises, kind: SystemEvent.Kind?) {
    let rearmedBy = lockAsks.rearmedBy
    lockAsks.rearmedBy = nil
    let locked = isAppLocked
    let promises = lockPromises
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
      endLockStay()
      return
    }
    defer { judgePromptWhileReleased(kind) }
    // A lock kept per scene whose scene left the foreground: its pass is spent, as the app's leave spends every pass.
    let spent = (sceneLock?.lockScenesLeft ?? 0) & lockAsks.passedLocks
    if spent != 0 { forgetPasses(spent) }
    // Locks that stood again, and locks the user passed (released while no longer due).
    let rearmed = promises.standing & ~promisesBefore.standing
    let passes = promisesBefore.standing & ~promises.standing & ~promises.due
    if let passedAt = lockAsks.passedAt {
      appendLockAskEvent(kind)
      var away: Double?
      if let leftAt = lockAsks.leftAt {
        lockAsks.leftAt = nil
        away = runLoop.now - leftAt
        if let promised = strategy?.lockTimerPromise?.away, runLoop.now - leftAt >= promised - 1e-9 {
          // Away as long as promised: the stay ended with the leave.
          lockAsks.passedAt = locked ? nil : runLoop.now
          lockAsks.passedLocks = locked ? 0 : Self.allLocks(promises.count)
          lockAsks.lockPassedAt.removeAll()
          lockAsks.resignedSincePass = false
          lockAsks.eventsSincePass.removeAll()
          // The stay began again with the return: an ask there is the one the interval promises.
          lockAsks.promptWhileReleased = nil
          return
        }
      }
      let passedRearmed = rearmed & lockAsks.passedLocks
      if passedRearmed != 0, Self.isUsersOwnCall(kind) {
        // The user's own call locked the app again (a logout, a "lock now" button): the user's request, as a prompt
        // asked by such a call is (``judgePromptWhileReleased(_:)``), not the lock asking again; the next pass starts
        // a new stay.
        forgetPasses(passedRearmed)
      } else if passedRearmed != 0 {
        let lock = passedRearmed.trailingZeroBitCount
        let lockPassedAt = lockAsks.lockPassedAt.count > lock ? lockAsks.lockPassedAt[lock] : passedAt
        let promise = strategy?.lockTimerPromise
        let armedAt = max(lockPassedAt, min(promise?.lastArmedAt ?? runLoop.now, runLoop.now))
        let idleSince = max(lockPassedAt, lockAsks.lastTouchAt ?? lockPassedAt)
        if let idle = promise?.idle, armedAt - idleSince >= idle - 1e-9 {
          // Idle as long as promised: the lock is due.
          forgetPasses(passedRearmed)
          return
        }
        var needless = NeedlessLock(
          passedAt: lockPassedAt, armedAt: promise == nil ? runLoop.now : armedAt, events: lockAsks.eventsSincePass)
        if promises.count > 1 { needless.lock = NeedlessLock.Lock(index: lock, count: promises.count) }
        needless.resignedSincePass = lockAsks.resignedSincePass
        needless.rearmedBy = rearmedBy
        if let promise {
          needless.promise = promise.text
          needless.idleFor = armedAt - idleSince
          needless.awayFor = away
        }
        lockAsks.needless = needless
        forgetPasses(passedRearmed)
      }
      notePasses(passes & ~lockAsks.passedLocks)
    } else if passes != 0 {
      lockAsks.passedAt = runLoop.now
      lockAsks.leftAt = nil
      lockAsks.resignedSincePass = false
      notePasses(passes)
    }
  }

  /// A scene's callback (`sceneDidEnterBackground`) stood the app's lock promise again while another scene of the app
  /// stayed in the foreground: what ``NeedlessLock/rearmedBy`` names. The app's state is the process's, shared by its
  /// scenes (Apple, "Supporting multiple windows on iPad":
  /// https://developer.apple.com/documentation/uikit/supporting-multiple-windows-on-ipad ; high), so a lock a scene's
  /// leave re-arms locks the scene the user is still in.
  func noteSceneRearm(by scene: UIWindowScene, callback: String, lockedBefore: Bool) {
    guard !lockedBefore, strategy?.isAppLock == true, isAppLocked else { return }
    let staying = windowScenes.filter { $0 !== scene && $0.activationState != .background && $0.isInteractive }
    guard !staying.isEmpty else { return }
    let names = staying.map { "scene \($0.identifier)" }.joined(separator: ", ")
    lockAsks.rearmedBy = "scene \(scene.identifier)'s \(callback) (\(names) stayed in the foreground)"
  }

  /// The app raised its own LocalAuthentication prompt now (not a Keychain read's, which
  /// ``noteKeychainPrompt(_:)`` judges): while it is an app lock whose promise does not stand, the
  /// prompt is judged at the event's end against the stay (``judgePromptWhileReleased(_:)``).
  func notePromptForLockStay() {
    guard let strategy, strategy.isAppLock, !isAppLocked, lockAsks.promptWhileReleased == nil else { return }
    let afterSuccess = authentication.succeededWithoutUserSince && !idleIntervalPassedSinceSuccess
    lockAsks.promptWhileReleased = (runLoop.now, afterSuccess, systemUI.faceIDDismissalDeadline != nil)
  }

  /// The app's lock asked the user again, with its own LocalAuthentication prompt, although its
  /// promise did not stand: the user had passed it during the stay and had not left the foreground
  /// (``needlessLock``, with ``NeedlessLock/prompt``). The prompt is the ask the user sees,
  /// whether or not the app also stands its promise again; the platform decides when the callback
  /// that asks comes: the app's own prompt resigns the app and its dismissal gives did-become-active
  /// (Apple, "Preparing your UI to run in the background",
  /// https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ;
  /// Touch ID on iOS 8, https://github.com/D-32/DMPasscode/issues/9 ; Face ID from iOS 11,
  /// https://github.com/tiny2n/JKLLockScreenViewController/issues/8 ,
  /// https://github.com/LedgerHQ/ledger-live/pull/2838 ; a Flutter app's `resumed` after the
  /// prompt, https://github.com/neckaros/secure_application/issues/51 ; high), so an app that asks
  /// at every did-become-active with no guard asks again right after each success: a loop. A
  /// prompt asked by the user's own call in the app (`appCall`: a payment confirmed with Face ID)
  /// is the user's request, not the lock's ask, and is not judged.
  private func judgePromptWhileReleased(_ kind: SystemEvent.Kind?) {
    guard let prompt = lockAsks.promptWhileReleased else { return }
    lockAsks.promptWhileReleased = nil
    guard !Self.isUsersOwnCall(kind) else { return }
    guard lockAsks.needless == nil, let passedAt = lockAsks.passedAt, passedAt <= prompt.time else { return }
    var needless = NeedlessLock(passedAt: passedAt, armedAt: prompt.time, events: lockAsks.eventsSincePass)
    needless.resignedSincePass = lockAsks.resignedSincePass
    needless.prompt = NeedlessLock.PromptAsk(afterSuccess: prompt.afterSuccess, duringDismissal: prompt.duringDismissal)
    lockAsks.needless = needless
  }

  /// Whether `kind` is the app's own API called for the user (`appCall`, `appCallOffMain`: a logout, a payment
  /// confirmed with Face ID): a lock it re-arms or a prompt it asks is the user's request.
  private static func isUsersOwnCall(_ kind: SystemEvent.Kind?) -> Bool {
    switch kind {
    case .appCall?, .appCallOffMain?: true
    default: false
    }
  }

  /// Every lock of `count`, as bits.
  private static func allLocks(_ count: Int) -> UInt64 { count >= 64 ? .max : (1 << UInt64(count)) - 1 }

  /// The user passed the locks of `passes` now: each one's first pass in the stay is its own.
  private func notePasses(_ passes: UInt64) {
    guard passes != 0 else { return }
    lockAsks.passedLocks |= passes
    var bits = passes
    while bits != 0 {
      let lock = bits.trailingZeroBitCount
      bits &= bits - 1
      while lockAsks.lockPassedAt.count <= lock { lockAsks.lockPassedAt.append(runLoop.now) }
      lockAsks.lockPassedAt[lock] = runLoop.now
    }
  }

  /// The locks of `locks` stand again (asked, or due by their promised interval): their passes
  /// are spent; the stay's record ends with the last pass.
  private func forgetPasses(_ locks: UInt64) {
    lockAsks.passedLocks &= ~locks
    guard lockAsks.passedLocks == 0 else { return }
    lockAsks.passedAt = nil
    lockAsks.lockPassedAt.removeAll()
    lockAsks.eventsSincePass.removeAll()
  }

  /// The app left the foreground or its process ended: every pass of the stay is forgotten.
  func endLockStay() {
    lockAsks.passedAt = nil
    lockAsks.leftAt = nil
    lockAsks.passedLocks = 0
    lockAsks.lockPassedAt.removeAll()
    lockAsks.resignedSincePass = false
    lockAsks.eventsSincePass.removeAll()
  }

  /// A scene resigned active: while a stay records a pass, `needless-lock` names a resign
  /// without a leave as the cause of a re-arm only when one came.
  func noteResignForLockStay() {
    if lockAsks.passedAt != nil { lockAsks.resignedSincePass = true }
  }

  /// Each of the strategy's locks' promise (one lock, none standing, without a strategy).
  var lockPromises: LockPromises { strategy?.lockPromises ?? LockPromises(single: false) }

  private func appendLockAskEvent(_ kind: SystemEvent.Kind?) {
    lockAsks.eventsSincePass.append(kind.map { "\($0)" } ?? "settle")
    if lockAsks.eventsSincePass.count > LockAskState.keptEvents { lockAsks.eventsSincePass.removeFirst() }
  }

  /// The re-arm of the app's lock promise during the last event (or settle) although the app
  /// had not left the foreground since the user passed it, or `nil` (see `needless-lock`).
  public var needlessLock: NeedlessLock? { lockAsks.needless }
}
