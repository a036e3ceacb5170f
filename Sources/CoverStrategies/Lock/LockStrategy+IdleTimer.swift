import ShieldModel

/// `idle=N`: the app's auto-lock timer in front. App code as apps write it: a
/// `DispatchQueue.main.asyncAfter` of N seconds started at the unlock, started again at each
/// touch the app's `UIApplication.sendEvent(_:)` override sees (`idleFrom=touch`) or never
/// (`idleFrom=unlock`: https://github.com/mozilla-lockwise/lockwise-ios/issues/405 ), that arms the
/// lock and puts it up in every scene when it fires. When it fires is the platform's answer: not
/// while the app is suspended, and late once it runs again
/// (``PlatformFlags/overdueTimersFireAfterBecomeActive``), so a lock that relies on its timer
/// alone shows the app on a return after its interval (lockwise-ios#566, fixed by deciding at
/// the return in PR 586).
extension LockStrategy {
  /// A touch, as the app's `UIApplication.sendEvent(_:)` override sees it.
  public func sendEvent(_ event: UIEvent?) {
    guard configuration.idle != nil else { return }
    // The promise counts from the touch, unless its interval had passed already.
    if idlePromiseIsDue {
      promiseStands = true
      idleSince = nil
    } else if idleSince != nil {
      idleSince = Self.now
    }
    if configuration.idleFrom == .touch, !isLockDue { startIdleTimer() }
  }

  /// Starts the idle timer again (the older one is invalidated).
  func startIdleTimer() {
    guard let idle = configuration.idle else { return }
    idleTimerGeneration += 1
    let generation = idleTimerGeneration
    DispatchQueue.main.asyncAfter(deadline: .now() + idle) { [weak self] in
      self?.idleTimerFired(generation)
    }
  }

  /// The timer fired: the code arms its lock and puts it up in every connected scene, asking for
  /// Face ID where it asks when the lock is shown (only while the app is active: the system
  /// refuses a prompt otherwise).
  private func idleTimerFired(_ generation: Int) {
    guard generation == idleTimerGeneration, !isLockDue, codeTimeout != nil else { return }
    arm()
    for case let scene as UIWindowScene in UIApplication.shared.connectedScenes { showScreen(in: scene) }
    if configuration.authStart == .shown, UIApplication.shared.applicationState == .active { askForFaceIDIfNeeded() }
  }
}
