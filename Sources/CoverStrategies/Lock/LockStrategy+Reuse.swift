import ShieldModel

/// How the code keeps its `LAContext`: `reuse=N` sets its reuse window, so an ask soon after the
/// user unlocked the device with biometry succeeds with no prompt
/// (``ShieldModel/Device/reusableUnlock(within:)``); `invalidateAt=` invalidates and forgets it.
extension LockStrategy {
  /// `invalidateAt=`: `invalidate()` on the context in flight and the kept one, and forgets both, so
  /// the next ask makes a new context and is not held back by the one in flight (its reply,
  /// `appCancel`, still reaches the handler).
  func invalidateContexts() {
    guard authentication != nil || keptContext != nil else { return }
    Device.current?.log("lock invalidates its LAContext (invalidateAt=\(configuration.invalidatesAt?.rawValue ?? ""))")
    authentication?.invalidate()
    keptContext?.invalidate()
    authentication = nil
    keptContext = nil
  }

  /// A success the device unlock at `unlockAt` answered: the user's act when the unlock came after
  /// the app's last leave (the user unlocked the device to come back, as the reuse window intends);
  /// else an authentication from before the leave let the code in, which the promise does not
  /// count (`lock-bypass` names the platform fact).
  func passedOnDeviceUnlock(at unlockAt: Double) {
    if let left = lastLeaveAt, unlockAt < left {
      let window = LockTimerPromise.seconds(configuration.reuseDuration ?? 0)
      passed(
        byUser: false,
        fact:
          "an LAContext whose touchIDAuthenticationAllowableReuseDuration (reuse=\(window)) covers the device unlock "
          + "by biometry succeeds with no prompt (reuseDurationCoversFaceID on Face ID): that unlock came before "
          + "the app's leave")
    } else {
      passed()
    }
  }
}
