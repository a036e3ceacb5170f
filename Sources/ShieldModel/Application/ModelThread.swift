import Dispatch

/// The thread app code runs on as the model sees it: Foundation's `Thread.isMainThread`, which
/// the AppFilesPlugin rewrites to ``isMainThread`` in an app's files.
///
/// On iOS, UIKit calls an app's code on the main thread, and blocks the app sends to a queue of
/// its own run on other threads (Apple, "isMainThread",
/// https://developer.apple.com/documentation/foundation/thread/ismainthread ; "Main Thread
/// Checker", https://developer.apple.com/documentation/xcode/diagnosing-memory-thread-and-crash-issues-early ;
/// high). The model runs app code on the main actor, which off Apple platforms under `swift test`
/// is the main queue served by a worker thread, not the process's main thread (Dispatch's
/// `dispatchMain()` ends the main thread; Apple, "dispatchMain()",
/// https://developer.apple.com/documentation/dispatch/1452860-dispatchmain ; checked with Swift
/// 6.3.1 on Linux): Foundation's answer there is `false`, and a file that then hops with
/// `DispatchQueue.main.sync` would get a deadlock the app never has. The model's answer is iOS's:
/// `true` for code on the main queue (the main actor's, checked with a queue-specific value, which
/// traps nothing), `false` inside a block of a queue of the app's own sent with `async`
/// (``DispatchQueue/async(flags:execute:)``, run at once by the model; see
/// `DispatchQueue+PrivateQueues.swift`). Approximated: a block of the app's own queue sent with
/// `asyncAfter` runs on the model's main run loop, so it answers `true` there.
nonisolated public enum ModelThread {
  /// How many blocks of the app's own queues, sent with `async`, are running now (each on what
  /// iOS would run as another thread). The model has one thread, so a plain counter.
  nonisolated(unsafe) package static var backgroundDepth = 0

  /// A value set on the main queue, which `getSpecific` returns only from code on that queue.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the calling code is on iOS's main thread in the model: on the main queue (the main
  /// actor's), outside any block of the app's own queues.
  public static var isMainThread: Bool {
    backgroundDepth == 0 && Dispatch.DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Runs `work` as a block of one of the app's own queues sent with `async`: on another thread.
  package static func inBackground(_ work: () -> Void) {
    backgroundDepth += 1
    defer { backgroundDepth -= 1 }
    work()
  }

  /// Runs `work` on the main thread, from a block of the app's own queue (``DispatchQueue/sync``).
  package static func onMain<T>(_ work: () throws -> T) rethrows -> T {
    let depth = backgroundDepth
    backgroundDepth = 0
    defer { backgroundDepth = depth }
    return try work()
  }
}
