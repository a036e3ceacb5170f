import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `needless-lock` when the pass and the re-arm come in one event: a passcode activity started again at every return
/// with no check for one already up stacks a second instance (the `standard` launch mode), and the right passcode,
/// which finishes the top one, resumes the one below, which stands the lock again (the thirty-sixth fresh set's
/// F36-A06, openMF/mifos-mobile#418: "the passcode activity screen several times over"). The promise is sampled before
/// each lifecycle callback, so the checker sees the release the event's end no longer shows.
@Suite struct NeedlessLockInOneEventTests {
  static func script(startGuard: String = "", passcodeWords: String = "") -> String {
    """
    lock: locked
    screens: main(sensitive), passcode(neutral, activity\(passcodeWords))
    on onCreate(activity=main): startActivity(passcode)
    on onResume(activity=passcode): set(locked)
    on onUserLeaveHint: set(away)
    on onStart if away\(startGuard): startActivity(passcode)
    on onStart: clear(away)
    on appCall(unlock): clear(locked); finish
    """
  }

  static let events: [AndroidEvent] = [.launch, .pressHome, .returnToApp, .appCall("unlock")]

  @Test func aSecondPasscodeActivityStackedAtTheReturnAsksAgainAfterThePass() throws {
    let (device, violations) = try runScript(phone(26), script: Self.script(), Self.events)
    expectEqual(kinds(violations), [.needlessLock])
    expectEqual(
      violations[3].map(\.detail),
      [
        "appCall(unlock): the app's lock stood again at t=0 s in the same event in which the user passed it, with the "
          + "app on screen throughout (callbacks after the pass: onPause, onRestart, onStart, onResume, onStop, "
          + "onDestroy; what the pass uncovered stood the lock again: an instance of the lock activity started earlier "
          + "and stacked below the one passed, or a callback that re-arms it)"
      ])
    // The platform's answer: two passcode activities were on the task, one is left, and the lock stands.
    #expect(device.strategy.isAppLocked)
  }

  @Test func controls() throws {
    // Started only when none is up (and the leave forgotten at the first start after it): one passcode activity, the
    // pass shows the main screen. (The thirty-sixth set's own control kept the leave while locked, so the main
    // activity's `onStart` after the pass started the passcode again: a needless ask of its own.)
    let guarded = try runScript(phone(26), script: Self.script(startGuard: " and not(locked)"), Self.events)
    expectEqual(kinds(guarded.violations), [])
    #expect(!guarded.device.strategy.isAppLocked)
    // A `singleTop` passcode activity on top is reused (onNewIntent), not stacked: the same logic holds.
    let singleTop = try runScript(phone(26), script: Self.script(passcodeWords: ", singleTop"), Self.events)
    expectEqual(kinds(singleTop.violations), [])
    #expect(!singleTop.device.strategy.isAppLocked)
  }

  @Test func aLeaveInTheEventIsNoPass() throws {
    // The lock re-armed on the way out (Home) is the promise kept: the release before the leave is no stay.
    let script = """
      lock: locked
      on onCreate: set(locked); addView(lock)
      on appCall(unlock): removeView(lock); clear(locked)
      on onPause: set(locked); addView(lock)
      """
    let (_, violations) = try runScript(phone(34), script: script, [.launch, .appCall("unlock"), .pressHome])
    expectEqual(kinds(violations), [])
  }
}
