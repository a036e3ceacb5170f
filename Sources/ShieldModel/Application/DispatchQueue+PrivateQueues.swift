nonisolated extension DispatchQueue {
  /// Dispatch's queue attributes (`.concurrent`, `.initiallyInactive`), unchanged.
  public typealias Attributes = Dispatch.DispatchQueue.Attributes
  /// Dispatch's autorelease frequency, unchanged (it changes nothing on Linux or in the model).
  public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

  /// A queue of the app's own (Dispatch's `DispatchQueue(label:qos:attributes:...)`).
  ///
  /// Privacy screens use such a queue as a lock around their state: reads with `sync`, writes
  /// with `async(flags: .barrier)` on a concurrent queue (e.g. ScreenProtectorKit's manager).
  /// Dispatch promises that a block submitted later sees the writes of a barrier block submitted
  /// before it (Apple, "dispatch_barrier_async",
  /// https://developer.apple.com/documentation/dispatch/1452797-dispatch_barrier_async ; high).
  /// The model has one thread, so it keeps exactly that order by running every block of such a
  /// queue at once, on the caller's thread: `async` returns after the block ran. What it does
  /// not model is a block of such a queue running concurrently with the main thread (cover code
  /// must hop to the main queue for UIKit anyway). `qos`, `attributes` and
  /// `autoreleaseFrequency` change nothing.
  public init(
    label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
    autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    self.init(label: label, isMain: false)
  }

  /// A global concurrent queue (Dispatch's `DispatchQueue.global(qos:)`); its blocks run at
  /// once, as those of any queue of the app's own (see `init(label:qos:attributes:...)`).
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(label: "com.apple.root.default-qos", isMain: false)
  }

  /// Runs `work` and returns its result once it has run (Dispatch's `sync`). On the main queue
  /// from the main thread this deadlocks on iOS; libdispatch stops the app with "dispatch_sync
  /// called on queue already owned by current thread" (Apple, "sync(execute:)",
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue/sync(execute:) : "calling
  /// this function and targeting the current queue results in deadlock"; high), so the model
  /// records a crash there and still runs `work` so the caller can return.
  ///
  /// From a block of the app's own queue sent with `async` (another thread on iOS, see
  /// ``ModelThread``) the main queue runs `work` and the caller waits for it, with no deadlock
  /// (same page: "submits a work item to a dispatch queue for execution and returns after that
  /// block finishes executing"): the model runs it at once, on the main thread
  /// (``ModelThread/isMainThread`` is `true` inside it). Approximated: on iOS the main thread
  /// runs it once it is free, after the rest of its current turn; the model has one thread and
  /// runs the app's queues at once, so it runs it inside that turn. `sync` on a queue of the
  /// app's own runs `work` on the caller's thread, as Dispatch does ("as a performance
  /// optimization, this function executes blocks on the current thread whenever possible").
  public func sync<T>(flags: DispatchWorkItemFlags = [], execute work: () throws -> T) rethrows -> T {
    if isMain {
      if ModelThread.backgroundDepth > 0 { return try ModelThread.onMain(work) }
      MainActor.assumeIsolated {
        modeledTrap("DispatchQueue.main.sync called on the main thread (deadlock)")
      }
    }
    return try work()
  }

  /// Runs a block of a queue of the app's own, sent with `async`, at once (see
  /// `init(label:qos:attributes:...)`), as on another thread (``ModelThread``).
  package func runPrivate(_ work: @Sendable () -> Void) {
    ModelThread.inBackground(work)
  }
}
