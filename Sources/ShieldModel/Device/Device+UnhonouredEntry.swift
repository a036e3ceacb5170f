/// The user's right passcode that the app's own code did not honour (``PrivacyScreenStrategy/unhonouredLockEntry``):
/// `unlock-blocked`'s judgement of the app's code, beside its judgements of the platform (``blockedLockEntry()``,
/// ``lockWithNoWayIn()``). The platform took the entry; the strategy says from its own code whether any new entry
/// could take the lock down.
extension Device {
  /// The strategy's ``PrivacyScreenStrategy/unhonouredLockEntry`` while the app is active with nothing over it and no
  /// LocalAuthentication prompt is up, read with this device current; `nil` otherwise.
  package var unhonouredLockEntry: String? {
    guard isAppActiveWithNoOverlay, !isAuthenticationPromptShown else { return nil }
    return withCurrent { strategy?.unhonouredLockEntry }
  }
}
