import ShieldModel

/// The clock the lock's code measures its grace with (`clock=`): app code, named only. The
/// user's setting ("lock after N minutes away") is time away; a code that stores the leave time
/// from the wall clock (Foundation's `Date`) measures it, one that stores `CACurrentMediaTime()` (or
/// `ProcessInfo`'s `systemUptime`, `DispatchTime`'s `now`: all `mach_absolute_time`) measures only the
/// time the device was awake, which stops while it sleeps locked (``Device/uptime``; sources
/// there). Android's family has the same part (`clock=elapsed|uptime`).
nonisolated extension LockConfiguration {
  /// The clock of the lock's stored leave or unlock time.
  public enum GraceClock: String, CaseIterable, Sendable {
    /// Foundation's `Date`: the wall clock, which counts the time the device slept (the default).
    case date
    /// `CACurrentMediaTime()`: awake time only; a return after the device slept locked finds
    /// less time passed than the user was away.
    case uptime
  }

  /// Refuses `clock=` without a grace, where no stored time decides anything.
  func validateClock(_ text: String) throws(LockConfigurationError) {
    guard clock != .date, grace == 0 else { return }
    throw LockConfigurationError(text: text, reason: "'clock=': only with a grace (grace=N)")
  }
}
