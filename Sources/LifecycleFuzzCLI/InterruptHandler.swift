import Foundation
import LifecycleFuzz

/// SIGINT, SIGTERM and SIGHUP for a run: the signal stops the campaign
/// (``StopSignal/interrupt()``) instead of killing the process, so what was found so far is
/// kept and reported (INCOMPLETE, exit 4) and the workers and temporary folder go with it.
enum InterruptHandler {
  /// The signals that stop a run.
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
