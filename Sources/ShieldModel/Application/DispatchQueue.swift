/// The app's main queue on virtual time. It shadows Dispatch's `DispatchQueue` for code that
/// imports the model, so `DispatchQueue.main.async` enqueues on the simulated device.
///
/// Blocks run in FIFO order at the end of the run-loop turn in which they were enqueued (the
/// device drains the queue after every event), except where iOS leaves the order undefined:
/// blocks enqueued while the app goes to the background race the app-switcher snapshot, and
/// the trace decides (see ``SystemEvent/runMainQueue``). While the app is suspended nothing
/// runs (https://errorhandle.ai/dispatchqueue-main-when-ios-app-is-in-background-mode , medium).
///
/// Nonisolated and `Sendable`, as Dispatch's queue is: UIKit code calls `DispatchQueue.main.async`
/// from any context, main-actor or not (Apple, "DispatchQueue",
/// https://developer.apple.com/documentation/dispatch/dispatchqueue ; high). The model runs on
/// one thread, the main one, so a call from nonisolated code is on the main actor in fact
/// (`MainActor.assumeIsolated` checks it). Queues an app makes itself are in
/// `DispatchQueue+PrivateQueues.swift`.
nonisolated public struct DispatchQueue: Sendable {
  /// The queue's label; the main queue's is Dispatch's, `com.apple.main-thread`.
  public let label: String
  /// Whether this is the main queue (the others are the app's own, see `init(label:...)`).
  package let isMain: Bool

  package init(label: String, isMain: Bool) {
    self.label = label
    self.isMain = isMain
  }

  /// The main queue of the current device.
  public static let main = DispatchQueue(label: "com.apple.main-thread", isMain: true)

  /// Enqueues `work` to run on a later turn of the main run loop (on the main queue), or runs
  /// it now on a queue of the app's own (see `DispatchQueue+PrivateQueues.swift`). `flags`
  /// (a barrier) changes nothing on one thread.
  public func async(flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable () -> Void) {
    guard isMain else { return runPrivate(work) }
    MainActor.assumeIsolated { Device.current?.enqueueMain(work) }
  }

  /// Enqueues `work` to run once virtual time reaches `deadline` (on the main queue's run loop
  /// for every queue: the model has one thread).
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
    MainActor.assumeIsolated {
      Device.current?.enqueueMain(after: Double(deadline.uptimeNanoseconds) / 1e9, work)
    }
  }
}

/// A point in the device's virtual time (shadows Dispatch's `DispatchTime`; nonisolated, as
/// Dispatch's is).
nonisolated public struct DispatchTime: Sendable, Comparable {
  /// Nanoseconds of virtual time since the device booted.
  public let uptimeNanoseconds: UInt64

  /// Creates a time from nanoseconds of virtual time.
  public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

  /// The current virtual time.
  public static func now() -> DispatchTime {
    let seconds = MainActor.assumeIsolated { Device.current?.runLoop.now ?? 0 }
    return DispatchTime(uptimeNanoseconds: UInt64((seconds * 1e9).rounded()))
  }

  /// `time` plus `seconds` of virtual time.
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + UInt64((seconds * 1e9).rounded()))
  }

  public static func < (a: DispatchTime, b: DispatchTime) -> Bool {
    a.uptimeNanoseconds < b.uptimeNanoseconds
  }
}
