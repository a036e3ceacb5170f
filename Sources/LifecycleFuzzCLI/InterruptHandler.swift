import Foundation
import LifecycleFuzz
import Synchronization

/// For ``InterruptHandler/exitOnSignal(_:)``: 0 while a command may be ended at once, 1 while it
/// finishes writes of its own (``InterruptHandler/holdExit()``), 2 once the watcher is ending it.
nonisolated let exitState = Atomic<Int>(0)

/// The line ``InterruptHandler/exitOnSignal(_:)``'s watcher writes before it exits, or `nil`: no
/// command asked to be ended.
nonisolated let exitLine = Mutex<[UInt8]?>(nil)

/// The resident memory in bytes past which the watcher stops the command, or 0 for no bound.
nonisolated let memoryBound = Atomic<Int>(0)

/// Set by the watcher when the memory bound stopped the command.
nonisolated let memoryBoundReached = Atomic<Bool>(false)

/// Whether the one watcher thread of this process has been started.
nonisolated let watcherStarted = Atomic<Bool>(false)

/// SIGINT, SIGTERM and SIGHUP for every long command (`run`, `explore`, `minimize`, `compare`,
/// `merge`, `bench`, and workers): the signal stops the work (``StopSignal/interrupt()``)
/// instead of killing the process, so what was found so far is kept and reported (INCOMPLETE,
/// exit 4). One mechanism: the handler only sets the flag; a command that can stop between
/// steps reads it through its ``StopSignal``, one that cannot calls ``exitOnSignal(_:)``.
enum InterruptHandler {
  /// The signals that stop a command.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handler. A parent may have started this process with these signals blocked
  /// (posix_spawn passes the signal mask on), so they are unblocked here too.
  static func install() {
    var set = sigset_t()
    sigemptyset(&set)
    for s in signals {
      signal(s) { _ in StopSignal.interrupt() }
      sigaddset(&set, s)
    }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// For a command whose work has no step to stop between (a comparison, a measurement, merge's
  /// checks): within 50 ms of a signal, writes `message` (one line saying what is kept) to
  /// standard output and exits 4, unless ``holdExit()`` was called first.
  static func exitOnSignal(_ message: String) {
    exitLine.withLock { $0 = Array((message.hasSuffix("\n") ? message : message + "\n").utf8) }
    exitState.store(0, ordering: .sequentiallyConsistent)
    startWatcher()
  }

  /// Keeps ``exitOnSignal(_:)``'s watcher from ending the process, so a command can finish the
  /// write it is in and stop between writes (it reads ``StopSignal/wasInterrupted``). If the
  /// watcher is already ending the process, this waits for it.
  static func holdExit() {
    while !exitState.compareExchange(expected: 0, desired: 1, ordering: .sequentiallyConsistent).exchanged {
      if exitState.load(ordering: .sequentiallyConsistent) == 1 { return }
      sleep(1)  // the watcher is writing its line and exiting
    }
  }

  /// Stops the command as a signal does once the process's resident memory passes `megabytes`
  /// (checked every 100 ms); ``memoryBoundWasReached`` then tells the two apart.
  static func boundMemory(megabytes: Int) {
    memoryBoundReached.store(false, ordering: .relaxed)
    memoryBound.store(megabytes * 1_048_576, ordering: .relaxed)
    startWatcher()
  }

  /// Whether ``boundMemory(megabytes:)``'s watcher stopped the command.
  nonisolated static var memoryBoundWasReached: Bool { memoryBoundReached.load(ordering: .relaxed) }

  /// Ends what ``exitOnSignal(_:)`` and ``boundMemory(megabytes:)`` asked, once a command has returned (a process
  /// that runs several commands, such as a test, must not be ended or stopped for one that finished).
  static func disarm() {
    exitLine.withLock { $0 = nil }
    memoryBound.store(0, ordering: .relaxed)
  }

  /// Starts the process's one watcher thread, once.
  private static func startWatcher() {
    guard watcherStarted.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
    Thread.detachNewThread { watch() }
  }

  /// Every 20 ms: a signal with an exit line asked for ends the process; every 100 ms: the memory bound.
  private nonisolated static func watch() {
    var tick = 0
    while true {
      usleep(20_000)
      tick += 1
      if StopSignal.wasInterrupted, let line = exitLine.withLock({ $0 }),
        exitState.compareExchange(expected: 0, desired: 2, ordering: .sequentiallyConsistent).exchanged
      {
        // A broken standard output is the usage error it is for every command (exit 2).
        if standardOutputFailed.load(ordering: .relaxed) { _exit(ExitCode.usage.rawValue) }
        _ = Console.writeAll(STDOUT_FILENO, line)
        _exit(ExitCode.incomplete.rawValue)
      }
      let bound = memoryBound.load(ordering: .relaxed)
      if tick % 5 == 0, bound > 0, !StopSignal.wasInterrupted, let rss = residentBytes(), rss > bound {
        memoryBoundReached.store(true, ordering: .relaxed)
        StopSignal.interrupt()
      }
    }
  }

  /// The process's resident memory in bytes (`/proc/self/statm` on Linux, peak RSS elsewhere).
  nonisolated static func residentBytes() -> Int? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)
    #endif
  }

  /// For a worker: exits this process at once when standard input (a pipe only the parent
  /// holds open) reaches end-of-file, which happens however the parent ended, even by SIGKILL.
  /// The worker removes nothing: the folders it uses are the parent's.
  static func exitWhenParentGoes() {
    Thread.detachNewThread { watchStandardInput() }
  }

  private nonisolated static func watchStandardInput() {
    var byte: UInt8 = 0
    while true {
      let n = read(STDIN_FILENO, &byte, 1)
      if n > 0 || (n < 0 && errno == EINTR) { continue }
      _exit(ExitCode.incomplete.rawValue)
    }
  }
}
