import AndroidModel
import TestExpectations
import Testing

/// Up from a `TaskStackBuilder` notification's target to a `singleTop` parent still a record: the parent is made with
/// the up intent queued on it, delivered before its first `onResume` (the s41 breaker's F2, tsb3.logic: a lock armed
/// in `onNewIntent` and started from `onResume` never started, a false `lock-bypass`;
/// corpus/android/s42-task-stack-up-single-top-parent-intent-before-resume-holds.trace).
@Suite("Android: a parent record made by Up gets the intent before onResume (s41 F2)")
@MainActor
struct AndroidUpIntentOrderTests {
  /// The breaker's tsb3.logic: `mid` locks in `onNewIntent` and starts the lock from `onResume`.
  static let script = """
    lock: locked
    screens: main(sensitive), mid(sensitive, activity, singleTop, parent=main), card(neutral, activity, parent=mid), unlock(activity, leadsTo=none)
    on onNewIntent(activity=mid): set(locked)
    on onResume(activity=mid) if locked: startActivity(unlock)
    on onResume(activity=unlock) if locked and not(isPrompting): authenticate(biometric)
    on onAuthenticationSucceeded: clear(locked); finish
    """

  static let upFromTaskStack: [AndroidEvent] = [
    .openEntry(AndroidEntry(.notification, "card", flags: [.taskStack])), .navigateBack,
  ]

  @Test("the lock the parent's onNewIntent arms is started by its onResume: holds")
  func lockArmedInOnNewIntentStarts() throws {
    try expectEqual(androidScriptOutcome(Self.script, Self.upFromTaskStack), "holds")
    // The control: a parent that arms nothing in onNewIntent leaves its sensitive content open after Up.
    let armsNothing = Self.script.replacingOccurrences(
      of: "on onNewIntent(activity=mid)", with: "on onStop(activity=card)")
    #expect(try androidScriptOutcome(armsNothing, Self.upFromTaskStack).hasPrefix("lock-bypass at 1"))
  }
}
