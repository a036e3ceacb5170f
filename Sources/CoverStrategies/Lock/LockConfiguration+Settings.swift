import ShieldModel

extension LockConfiguration {
  /// How the lock's code reads the lock setting the user changes in the app's own settings screen
  /// (``LockConfiguration/settings``): app code. Password managers and messengers offer a lock
  /// timeout and an off switch in the app (Bitwarden's vault timeout: immediately, N minutes,
  /// on app restart, never; Signal's screen lock with its timeout; cited from the apps' settings
  /// screens, not re-read this session: flagged in docs/model-behaviours.md as unverified app
  /// behaviour, which decides only what the family member does, never a platform answer).
  /// The user's choice is the promise (``LockTimerPromise/away``, or no lock at all once turned
  /// off); where the code reads it decides whether the lock keeps it.
  public enum SettingsRead: String, CaseIterable, Sendable {
    /// The code reads the stored setting at each decision (launch, return, idle timer): a change
    /// applies at once.
    case live
    /// The code reads the setting once per process, at launch, into memory, and decides with
    /// that copy until the process ends: a change applies only after a new process. A verdict
    /// it leads to follows from this parameter alone (by construction).
    case launch
  }
}

/// A change the user makes to the app's lock setting in the app's own settings screen, written in
/// traces as an app call (`appCall(lockOff)`, `appCall(lockOn)`, `appCall(lockAfter60)`); made only
/// for a member with ``LockConfiguration/settings``. The settings screen is behind the lock, so a
/// call while the lock's code shows its lock (the lock due) changes nothing.
nonisolated public enum LockSettingCall: Hashable, Sendable {
  /// "Never": the lock is turned off; no lock until it is turned on again.
  case off
  /// The lock turned on again with the member's own timeout (`grace=`).
  case on
  /// The timeout set to N whole seconds away (0: immediately on leaving).
  case after(Int)

  /// The calls the generator makes for a member with settings: off, on, immediately, one minute.
  public static let generated = ["lockOff", "lockOn", "lockAfter0", "lockAfter60"]

  /// The call an app-call name spells, or `nil` for a name that is none (`lockAfterN`, N from 0
  /// to 86400).
  public init?(_ name: String) {
    switch name {
    case "lockOff": self = .off
    case "lockOn": self = .on
    default:
      // Decimal as written (`lockAfter030`, `lockAfter+5` name no call).
      let digits = name.dropFirst("lockAfter".count)
      guard name.hasPrefix("lockAfter"), let n = Int(digits), String(n) == digits, (0...86_400).contains(n)
      else { return nil }
      self = .after(n)
    }
  }
}
