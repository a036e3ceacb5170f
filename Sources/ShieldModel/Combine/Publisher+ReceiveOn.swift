import ModelCombine

extension ModelCombine.Publisher {
  /// Each value delivered later, by `queue.async` (Apple, "receive(on:options:)",
  /// https://developer.apple.com/documentation/combine/publisher/receive(on:options:) ; iOS 13+;
  /// high: "Specifies the scheduler on which to receive elements"; a `DispatchQueue` scheduler
  /// runs each action with `async`, "DispatchQueue.SchedulerOptions",
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue/scheduleroptions ; medium).
  /// So a cover a notification shows through `receive(on: DispatchQueue.main)` appears a main-queue
  /// turn after the notification, not in its turn.
  public func receive(on queue: DispatchQueue) -> AnyPublisher<Output, Failure> {
    AnyPublisher(_subscribe: { receive in
      let box = UncheckedValueBox(receive)
      return self._subscribe { value in
        let sent = UncheckedValueBox(value)
        queue.async { box.value(sent.value) }
      }
    })
  }
}

extension ModelCombine.Publisher {
  /// Each value delivered later, on `runLoop` (Apple, "receive(on:options:)" with a `RunLoop`
  /// scheduler, https://developer.apple.com/documentation/foundation/runloop ; iOS 13+; high: a
  /// run loop scheduler runs each action on a later pass of the loop). The model's one run loop
  /// is the main thread's, which runs the main queue: a value arrives as it would through
  /// `receive(on: DispatchQueue.main)`, a main-queue turn after it was sent (medium: the two
  /// schedulers' order against each other within one pass is not modeled).
  public func receive(on runLoop: RunLoop) -> AnyPublisher<Output, Failure> {
    receive(on: DispatchQueue.main)
  }
}

/// A value carried into a queue's block (the model's queues run on the main actor's thread).
nonisolated private final class UncheckedValueBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
