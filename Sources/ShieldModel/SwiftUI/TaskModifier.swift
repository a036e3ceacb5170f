extension View {
  /// An asynchronous task SwiftUI starts when this view appears and cancels when it disappears
  /// (Apple, "task(priority:_:)",
  /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:) ; iOS 15+; high).
  /// The model's virtual main queue runs no Swift concurrency tasks (a task would run on the
  /// process's own executor, outside the model's deterministic clock), so `action` never runs: when
  /// the view first appears the run says so as a hosting problem (``HostingCheck``), and what the
  /// task does is not fuzzed. The parameter is declared as the iOS 18 SDK declares it (it inherits
  /// the caller's actor), so a closure written in `body` is main-actor, as on iOS.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    onAppear { HostingCheck.note(Self.taskNeverRuns) }
  }

  /// The task of ``task(priority:_:)``, started again whenever `value` changes (Apple,
  /// "task(id:priority:_:)",
  /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) ; iOS 15+; high);
  /// never run by the model, as ``task(priority:_:)``.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    onAppear { HostingCheck.note(Self.taskNeverRuns) }
  }
}

extension View {
  /// The hosting problem a view's `.task` raises when it appears.
  static var taskNeverRuns: String {
    "a SwiftUI .task { } never runs: the model runs no Swift concurrency tasks; what it does is not fuzzed"
  }
}
