extension AppLogicLockSetting {
  /// The note of a lock promise that stands only because the user's setting owes it, whose re-arm the app's own code
  /// skipped (the fifty-second fresh set's F52-I06): `rearm` names the skipped handler's set of the lock variable
  /// (`lock.logic:14's set(locked) on applicationDidEnterBackground`), `reason` its false condition and the write
  /// that made it false (`not(passwordMode) is false: set at lock.logic:11 on evaluatePolicyReply(userCancel) ...`).
  /// Said in place of ``promiseNote(kept:)``'s "not applied", which names no cause.
  public func skippedRearmNote(rearm: String, reason: String) -> String {
    let why =
      initiallyOn
      ? "the setting is on (the app ships with it on, initial=on, and the user has not left it off)"
      : "the user turned it on (appCall(\(onCall)))"
    return "the user's lock setting skipped by the app's code: \(why), so the lock is owed, and \(rearm) did not "
      + "run: \(reason)"
  }
}
