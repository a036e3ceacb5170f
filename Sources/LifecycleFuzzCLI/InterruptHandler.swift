import Foundation
import LifecycleFuzz
import Synchronization

/// For ``InterruptHandler/exitOnSignal(_:)``: 0 while a command may be ended at once, 1 while it
/// finishes writes of its own (``InterruptHandler/holdExit()``), 2 once the watcher is ending it.
nonisolated let exitState = Atomic<Int>(0)

/// Set by ``InterruptHandler/boundMemory(megabytes:)``'s watcher when it stopped the command.
nonisolated let memoryBoundReached = Atomic<Bool>(false)

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
    let line = Array((message.hasSuffix("\n") ? message : message + "\n").utf8)
    Thread.detachNewThread { watchForSignal(line) }
  }

  private nonisolated static func watchForSignal(_ line: [UInt8]) {
    while true {
      usleep(20_000)
      guard StopSignal.wasInterrupted else { continue }
      guard exitState.compareExchange(expected: 0, desired: 2, ordering: .sequentiallyConsistent).exchanged else {
        return  // the command holds the exit: it stops between its own writes
      }
      // A broken standard output is the usage error it is for every command (exit 2).
      if standardOutputFailed.load(ordering: .relaxed) { _exit(ExitCode.usage.rawValue) }
      _ = Console.writeAll(STDOUT_FILENO, line)
      _exit(ExitCode.incomplete.rawValue)
    }
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
    let bytes = megabytes * 1_048_576
    Thread.detachNewThread { watchMemory(bytes) }
  }

  /// Whether ``boundMemory(megabytes:)``'s watcher stopped the command.
  nonisolated static var memoryBoundWasReached: Bool { memoryBoundReached.load(ordering: .relaxed) }

  private nonisolated static func watchMemory(_ bytes: Int) {
    while !StopSignal.wasInterrupted {
      if let rss = residentBytes(), rss > bytes {
        memoryBoundReached.store(true, ordering: .relaxed)
        StopSignal.interrupt()
        return
      }
      usleep(100_000)
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
