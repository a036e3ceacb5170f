/// The app's main queue on virtual time. It shadows Dispatch's `DispatchQueue` for code that
/// imports the model, so `DispatchQueue.main.async` enqueues on the simulated device.
///
/// Blocks run in FIFO order at the end of the run-loop turn in which they were enqueued (the
/// device drains the queue after every event), except where iOS leaves the order undefined:
/// blocks enqueued while the app goes to the background race the app-switcher snapshot, and
/// the trace decides (see ``SystemEvent/runMainQueue``). While the app is suspended nothing
/// runs (https://errorhandle.ai/dispatchqueue-main-when-ios-app-is-in-background-mode , medium).
public struct DispatchQueue: Sendable {
  /// The main queue of the current device.
  public static let main = DispatchQueue()

  /// Enqueues `work` to run on a later turn of the main run loop.
  public func async(execute work: @escaping () -> Void) {
    Device.current?.enqueueMain(work)
  }

  /// Enqueues `work` to run once virtual time reaches `deadline`.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    Device.current?.enqueueMain(after: Double(deadline.uptimeNanoseconds) / 1e9, work)
  }
}

/// A point in the device's virtual time (shadows Dispatch's `DispatchTime`).
public struct DispatchTime: Sendable, Comparable {
  /// Nanoseconds of virtual time since the device booted.
  public let uptimeNanoseconds: UInt64

  /// Creates a time from nanoseconds of virtual time.
  public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

  /// The current virtual time.
  public static func now() -> DispatchTime {
    DispatchTime(uptimeNanoseconds: UInt64(((Device.current?.runLoop.now ?? 0) * 1e9).rounded()))
  }

  /// `time` plus `seconds` of virtual time.
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + UInt64((seconds * 1e9).rounded()))
  }

  public static func < (a: DispatchTime, b: DispatchTime) -> Bool {
    a.uptimeNanoseconds < b.uptimeNanoseconds
  }
}
