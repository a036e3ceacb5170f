/// The intervals an Android app lock promises its user, as its settings word them (iOS's `LockTimerPromise`): "lock
/// after N seconds without interaction" (``idle``) and "lock after N seconds away" (``away``). The app's code
/// implements them with `Handler.postDelayed` and stored clock readings; a lock that asks before the interval has
/// passed is `needless-lock`, one that does not come after it is `lock-bypass`
/// (``AndroidPrivacyStrategy/lockTimerPromise``).
nonisolated public struct AndroidLockTimerPromise: Hashable, Sendable {
  /// Seconds without the user's interaction (``AndroidPrivacyStrategy/onUserInteraction(_:)``) or the unlock after
  /// which the lock is due; time away counts.
  public var idle: Double?
  /// Seconds away (off the screen, on the device's real clock, `elapsedRealtime`) after which a return is due.
  public var away: Double?
  /// When the app's code last locked (`elapsedRealtime`, seconds), if it did: a verdict judges the ask at that moment,
  /// not at the end of the event that contained it.
  public var lastArmedAt: Double?
  /// The lock timeout the user chose (``AndroidLockSetting``), when the member names one: then it, not the code's
  /// grace, decides which trips out of the app end a stay (``away`` is the setting's).
  public var setting: AndroidLockSetting?

  /// A promise of `idle` seconds without interaction and `away` seconds away.
  public init(idle: Double? = nil, away: Double? = nil, lastArmedAt: Double? = nil) {
    self.idle = idle
    self.away = away
    self.lastArmedAt = lastArmedAt
  }

  /// Whether a trip out of the app keeps the stay the pass began unless it calls for the lock: an interval away, or
  /// a user's setting.
  public var judgesTrips: Bool { away != nil || setting != nil }

  /// The promise in words, for a verdict's detail.
  public var text: String {
    var parts: [String] = []
    if let idle { parts.append("\(Self.seconds(idle)) s without interaction") }
    if let setting {
      parts.append(setting.text)
    } else if let away {
      parts.append("\(Self.seconds(away)) s away")
    }
    return parts.joined(separator: " or ")
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
