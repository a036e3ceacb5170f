/// The intervals an app lock promises its user, as its settings word them: "lock after N seconds
/// without a touch" (``idle``) and "lock after N seconds away" (``away``). The app's code implements
/// them with its own timers and stored times; the promise is what the user was told, so a lock that
/// asks before the interval has passed is `needless-lock` and one that does not come after it is
/// `lock-bypass` (``PrivacyScreenStrategy/lockTimerPromise``).
nonisolated public struct LockTimerPromise: Hashable, Sendable {
  /// Seconds without a touch after which the lock is due, counted from the user's last touch in
  /// the app or the unlock, whichever is later; time away counts (no touch reaches the app then).
  public var idle: Double?
  /// Seconds away after which a return is due: counted from the moment the app left the screen
  /// (iOS: did-enter-background; Android: the leave), so a shorter trip out of the app does not
  /// ask again. Infinite for a lock the user turned off in the app (no return is due, and any
  /// ask is needless).
  public var away: Double?
  /// When the app's code last decided its lock was due (virtual seconds), if it did: a verdict judges the ask at
  /// that moment, not at the end of the event that contained it.
  public var lastArmedAt: Double?

  /// A promise of `idle` seconds without a touch and `away` seconds away.
  public init(idle: Double? = nil, away: Double? = nil, lastArmedAt: Double? = nil) {
    self.idle = idle
    self.away = away
    self.lastArmedAt = lastArmedAt
  }

  /// The promise in words, for a verdict's detail: "60 s without a touch", "30 s away".
  public var text: String {
    var parts: [String] = []
    if let idle { parts.append("\(Self.seconds(idle)) s without a touch") }
    if let away {
      parts.append(away.isFinite ? "\(Self.seconds(away)) s away" : "no lock: the user turned it off in the app")
    }
    return parts.joined(separator: " or ")
  }

  /// `60` for 60.0, `0.5` for 0.5.
  public static func seconds(_ value: Double) -> String {
    value.isFinite && value == value.rounded() ? String(Int(value)) : String(value)
  }
}
