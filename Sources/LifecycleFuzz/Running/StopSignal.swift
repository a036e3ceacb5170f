import Foundation
import Synchronization

/// Set by SIGINT (or a worker's parent) and read between traces and shrink steps, so an
/// interrupted run keeps what it found and reports itself as incomplete.
nonisolated let interruptFlag = Atomic<Bool>(false)

/// When a run must stop early: an interrupt, or the wall-clock deadline of its time budget.
///
/// Wall time decides only *when* a run stops, never what a finished trace gives, so every
/// result that is reported was computed deterministically.
public nonisolated struct StopSignal: Sendable {
  /// The deadline in `DispatchTime` nanoseconds, or `nil` for none.
  public var deadline: UInt64?

  /// No deadline.
  public init(deadline: UInt64? = nil) { self.deadline = deadline }

  /// A deadline `seconds` of wall time from now.
  public static func after(seconds: Double?) -> StopSignal {
    // A budget beyond a century (or not a number) is no budget: the conversion must not trap on
    // a value that reached here without the command line's check (a worker's JSON).
    guard let seconds, seconds.isFinite, seconds < 3e9 else { return StopSignal() }
    // The wall-clock budget ends a run "incomplete"; it never changes a verdict.
    let now = DispatchTime.now().uptimeNanoseconds  // determinism-ok
    return StopSignal(deadline: now + UInt64(max(0, seconds) * 1e9))
  }

  /// Whether the run should stop now.
  public var shouldStop: Bool {
    if interruptFlag.load(ordering: .relaxed) { return true }
    if let deadline, DispatchTime.now().uptimeNanoseconds >= deadline { return true }  // determinism-ok
    return false
  }

  /// Whether SIGINT arrived.
  public static var wasInterrupted: Bool { interruptFlag.load(ordering: .relaxed) }

  /// Asks every running campaign of this process to stop, as SIGINT does: the command line's
  /// signal handler calls it (it only stores an atomic flag).
  public static func interrupt() { interruptFlag.store(true, ordering: .relaxed) }

  /// Clears the flag (tests run several campaigns in one process).
  public static func reset() { interruptFlag.store(false, ordering: .relaxed) }
}
