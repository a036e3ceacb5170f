extension NotificationCenter {
  /// The notifications named `name` as an asynchronous sequence (Apple,
  /// "notifications(named:object:)",
  /// https://developer.apple.com/documentation/foundation/notificationcenter/notifications(named:object:) ;
  /// iOS 15+; high), read with `for await` in a Swift task. The model's virtual main queue runs
  /// no Swift concurrency tasks (a task would run on the real process's executor, outside the
  /// model's deterministic clock), so the sequence delivers nothing, and the run says so as a
  /// hosting problem (``HostingCheck``): a cover shown in such a loop is not fuzzed.
  nonisolated public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
    MainActor.assumeIsolated {
      HostingCheck.note(
        "a `for await` over notifications(named: \(name.rawValue)) never runs: the model runs no Swift "
          + "concurrency tasks; a cover shown or removed in it is not fuzzed")
    }
    return Notifications()
  }

  /// An asynchronous sequence of notifications (Foundation's `NotificationCenter.Notifications`);
  /// the model's never delivers one (see ``notifications(named:object:)``).
  nonisolated public struct Notifications: AsyncSequence, Sendable {
    public typealias Element = Notification
    /// The sequence's iterator: it ends at once.
    public struct AsyncIterator: AsyncIteratorProtocol {
      /// The end of the sequence.
      public mutating func next() async -> Notification? { nil }
    }
    /// An iterator that ends at once.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
}
