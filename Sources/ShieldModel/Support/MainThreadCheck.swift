/// The main actor's isolation check for nonisolated model code on its hot paths (the notification
/// center's `post`, several a step): a comparison of the current thread with the main actor's,
/// where `MainActor.preconditionIsolated()` asks the concurrency runtime (about 440 instructions
/// a call on Linux, measured with callgrind on Swift 6.3.1).
///
/// The main actor's executor is the main thread's queue (on Linux and Darwin), so a thread that
/// once passed `MainActor.preconditionIsolated()` is the main thread and passes it again; any
/// other thread falls back to the runtime's check, which stops the run as before.
nonisolated enum MainThreadCheck {
  /// The thread the main actor runs on, found by the first check (which traps off the main actor).
  private static let mainThread: UInt = {
    MainActor.preconditionIsolated()
    return currentThread()
  }()

  /// The calling thread's `pthread_t` as an integer (a pointer on Darwin, an integer on Linux):
  /// equal integers are the same thread, as `pthread_equal` compares them.
  @inline(__always) private static func currentThread() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  /// Traps unless called on the main actor (`MainActor.preconditionIsolated()`, cheaply on the
  /// main thread).
  @inline(__always) static func precondition() {
    if currentThread() != mainThread { MainActor.preconditionIsolated() }
  }
}
