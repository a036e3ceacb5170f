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
  public func sync<T>(flags: DispatchWorkItemFlags = [], execute work: () throws -> T) rethrows -> T {
    if isMain {
      MainActor.assumeIsolated {
        modeledTrap("DispatchQueue.main.sync called on the main thread (deadlock)")
      }
    }
    return try work()
  }

  /// Runs a block of a queue of the app's own at once (see `init(label:qos:attributes:...)`).
  package func runPrivate(_ work: @Sendable () -> Void) {
    work()
  }
}
