// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Darwin's names, spelled as Darwin spells them so app code compiles unchanged.
// Darwin's nanosecond clock and time constants, which Glibc lacks: app code that times an
// interval (a lock's grace period) reads them from Darwin through UIKit's Foundation.

/// Nanoseconds in a second (Darwin's `NSEC_PER_SEC`, `<dispatch/time.h>`; Dispatch off Apple
/// platforms does not export it).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond (Darwin's `NSEC_PER_MSEC`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond (Darwin's `NSEC_PER_USEC`).
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second (Darwin's `USEC_PER_SEC`).
public let USEC_PER_SEC: UInt64 = 1_000_000

/// Darwin's clock that counts while the device is awake only (`CLOCK_UPTIME_RAW`, value 8 in
/// `<time.h>`; Glibc has no such clock).
public let CLOCK_UPTIME_RAW: clockid_t = 8

/// Darwin's `clock_gettime_nsec_np(_:)`: the clock `clock` in nanoseconds (Apple, "clock_gettime",
/// `man 3 clock_gettime_nsec_np`, macOS 10.12 / iOS 10+; high for the function).
///
/// Every clock reads the simulated device's virtual time: nanoseconds since the device booted in
/// the run, so two readings differ by the virtual time that passed between them (the time a trace
/// spends in the background, say), and the same seed gives the same readings. Realtime and
/// monotonic clocks do not drift apart (a model choice); `CLOCK_UPTIME_RAW` stops while the
/// device sleeps locked (``Device/uptime``). Returns 0 outside a simulated device, as Darwin
/// returns 0 on failure.
public func clock_gettime_nsec_np(_ clock: clockid_t) -> UInt64 {
  MainActor.assumeIsolated {
    Device.current.map { UInt64(((clock == CLOCK_UPTIME_RAW ? $0.uptime : $0.runLoop.now) * 1e9).rounded()) }
  } ?? 0
}

/// QuartzCore's `CACurrentMediaTime()`: seconds of `mach_absolute_time`, the clock that does not
/// count while the device sleeps (``Device/uptime``; sources there). App code that times an
/// interval with it (a lock's grace) measures awake time, not the time the user was away.
/// Returns 0 outside a simulated device.
public func CACurrentMediaTime() -> CFTimeInterval {
  MainActor.assumeIsolated { Device.current?.uptime } ?? 0
}

/// Core Foundation's time interval in seconds (`CFTimeInterval`, a `Double` as on Darwin; Swift's
/// Foundation off Apple platforms does not export it).
public typealias CFTimeInterval = Double

/// Core Foundation's absolute time in seconds (`CFAbsoluteTime`, a `Double` as on Darwin; Swift's
/// Foundation off Apple platforms does not export it).
public typealias CFAbsoluteTime = Double

/// Core Foundation's current absolute time (Apple's page of this function,
/// https://developer.apple.com/documentation/corefoundation/1543542-cfabsolutetimegetcurrent ;
/// iOS 2+; high): on Darwin the wall clock in seconds since 2001-01-01. The model reads the
/// device's virtual realtime clock, as ``clock_gettime_nsec_np(_:)`` does: seconds since the
/// device booted in the run, so two readings differ by the virtual time between them and the same
/// seed gives the same readings (the absolute value is not a calendar date: a model reduction).
/// Returns 0 outside a simulated device.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {  // determinism-ok: the virtual clock, not the wall clock
  MainActor.assumeIsolated { Device.current?.runLoop.now } ?? 0
}
