/// An amount of time in whole units (shadows Dispatch's `DispatchTimeInterval`; Apple,
/// "DispatchTimeInterval", https://developer.apple.com/documentation/dispatch/dispatchtimeinterval ;
/// iOS 8+; high): `.now() + .milliseconds(300)`. Added to a ``DispatchTime`` it is virtual time, as
/// a `Double` of seconds is; `.never` is the distant future.
nonisolated public enum DispatchTimeInterval: Sendable, Equatable {
  /// Whole seconds.
  case seconds(Int)
  /// Whole milliseconds.
  case milliseconds(Int)
  /// Whole microseconds.
  case microseconds(Int)
  /// Whole nanoseconds.
  case nanoseconds(Int)
  /// No time: a deadline that never comes.
  case never

  /// The interval in nanoseconds; `nil` for `.never`.
  var nanoseconds: Int64? {
    switch self {
    case .seconds(let n): Int64(n) * 1_000_000_000
    case .milliseconds(let n): Int64(n) * 1_000_000
    case .microseconds(let n): Int64(n) * 1_000
    case .nanoseconds(let n): Int64(n)
    case .never: nil
    }
  }
}

extension DispatchTime {
  /// `time` plus `interval` of virtual time; `.never` gives the distant future, as Dispatch's
  /// `DispatchTime.distantFuture` (a block scheduled then never runs in a trace).
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    guard let ns = interval.nanoseconds else { return DispatchTime(uptimeNanoseconds: .max) }
    let sum = Int64(clamping: time.uptimeNanoseconds) &+ ns
    return DispatchTime(uptimeNanoseconds: UInt64(max(0, sum)))
  }

  /// `time` minus `interval` of virtual time, not before boot.
  public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    guard let ns = interval.nanoseconds else { return DispatchTime(uptimeNanoseconds: 0) }
    return DispatchTime(uptimeNanoseconds: UInt64(max(0, Int64(clamping: time.uptimeNanoseconds) - ns)))
  }
}
