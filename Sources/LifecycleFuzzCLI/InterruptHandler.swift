import Foundation
import LifecycleFuzz

/// SIGINT for a run: the signal stops the campaign (``StopSignal/interrupt()``) instead of
/// killing the process, so what was found so far is kept and reported.
enum InterruptHandler {
  /// Installs the handler. A parent may have started this process with SIGINT blocked
  /// (posix_spawn passes the signal mask on), so it is unblocked here too.
  static func install() {
    signal(SIGINT) { _ in StopSignal.interrupt() }
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }
}
