import ShieldModel

extension LockStrategy {
  /// `promise=askBySelf`: a lock screen of this code on screen while its code believes the lock is
  /// due, for `silent-lock` to judge against the prompts the device showed (``Device/silentLock``).
  /// `auth=` names where the code asks; with `auth=tap` and no `askFrom=` it asks only from its Unlock
  /// button, which breaks the promise whatever the platform does (by construction).
  public var selfAskingLock: SelfAskingLock? {
    guard configuration.promises.contains(.askBySelf), isLockDue,
      screens.contains(where: { Self.isOnScreen($0.screen.controller) })
    else { return nil }
    let tapOnly = configuration.authStart == .tap && configuration.asksFrom.isEmpty
    var lock = SelfAskingLock(
      policy: configuration.policy.laPolicy, askMoments: retryMoments,
      byConstruction: tapOnly ? "auth=tap asks for Face ID only from the lock's Unlock button" : nil)
    lock.heldAskAt = cancelReplyAfterHeldAsk?.askedAt
    lock.cancelReplyRanAt = cancelReplyAfterHeldAsk?.repliedAt
    return lock
  }
}
