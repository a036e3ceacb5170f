import AndroidModel
import TestExpectations
import Testing

/// `needless-lock` for a lock activity the script's own code shows after the user's pass with no leave: two callbacks
/// of one launch each start it while locked (a second instance stacked below the one passed, revealed by the pass), or
/// a later callback starts it after the pass (s42; before, both held: the lock variable was clear, so the promise did
/// not stand, yet the user was asked again; the s41 fresh set's A05, "two stacked prompts").
@Suite("Android: a lock activity of the code's shown after the pass is needless-lock (s42)")
@MainActor
struct AndroidCodeLockRevealedTests {
  /// `main` starts the lock activity from `onCreate` and again from `onResume` while locked, with no check for one up.
  static let stacked = """
    screens: main(sensitive), pin(activity, leadsTo=none)
    lock: locked
    on onCreate(activity=main): set(locked); startActivity(pin)
    on onResume(activity=main) if locked: startActivity(pin)
    on onResume(activity=pin) if locked and not(isPrompting): authenticate(biometric)
    on onAuthenticationSucceeded: clear(locked); finish
    """

  /// The control: `main` checks for its lock already up (`pinUp`) before starting another.
  static let guarded = """
    screens: main(sensitive), pin(activity, leadsTo=none)
    lock: locked
    on onCreate(activity=main): set(locked); set(pinUp); startActivity(pin)
    on onResume(activity=main) if locked and not(pinUp): set(pinUp); startActivity(pin)
    on onResume(activity=pin) if locked and not(isPrompting): authenticate(biometric)
    on onAuthenticationSucceeded: clear(locked); clear(pinUp); finish
    """

  /// `main`'s `onResume` starts the lock while a flag its lock activity clears only in `onDestroy` is set: as the pass
  /// finishes the lock, `main` resumes before the lock is destroyed, and starts it again.
  static let startedAfter = """
    screens: main(sensitive), pin(activity, leadsTo=none)
    lock: locked
    on onCreate(activity=main): set(locked); set(pending); startActivity(pin)
    on onResume(activity=main) if pending and not(locked): startActivity(pin)
    on onResume(activity=pin) if locked and not(isPrompting): authenticate(biometric)
    on onAuthenticationSucceeded: clear(locked); finish
    on onDestroy(activity=pin): clear(pending)
    """

  /// The control with the platform's word: `lockShown` (iOS's condition, on Android from s43) is the code's own lock
  /// screen up or asked for, so `main`'s `onResume` sees the start `onCreate` asked for and starts no second one.
  static let lockShownGuard = stacked.replacingOccurrences(
    of: "on onResume(activity=main) if locked:", with: "on onResume(activity=main) if locked and not(lockShown):")

  static let pass: [AndroidEvent] = [.launch, .biometricMatch]

  @Test("lockShown is the code's lock activity asked for or up: a guard on it starts one instance (s43)")
  func lockShownGuardsTheSecondStart() throws {
    try expectEqual(androidScriptOutcome(Self.lockShownGuard, Self.pass), "holds")
    try expectEqual(androidScriptOutcome(Self.lockShownGuard, Self.pass + [.pressHome, .returnToApp]), "holds")
    // After the pass the lock is down, so a return that locks again starts it again.
    let relock = Self.lockShownGuard + "\non onStop(activity=main): set(locked)"
    try expectEqual(androidScriptOutcome(relock, Self.pass + [.pressHome, .returnToApp, .biometricMatch]), "holds")
  }

  @Test("a second lock instance the pass reveals is needless-lock, named as started before the pass")
  func revealedByThePass() throws {
    try expectEqual(
      androidScriptOutcome(Self.stacked, Self.pass),
      "needless-lock at 1: biometricMatch: the app's lock activity pin was in front again at t=0 s although the "
        + "user passed the lock at t=0 s and the app has not left the screen since (in the same event; an instance of "
        + "pin the app's code started before the pass (while the lock stood) by onResume of main, a second instance "
        + "stacked below the one passed, which the pass revealed: the user is asked again)")
    try expectEqual(androidScriptOutcome(Self.guarded, Self.pass), "holds")
    try expectEqual(androidScriptOutcome(Self.guarded, Self.pass + [.pressHome, .returnToApp]), "holds")
  }

  @Test("a lock instance a later callback starts after the pass is needless-lock, named as started after it")
  func startedAfterThePass() throws {
    try expectEqual(
      androidScriptOutcome(Self.startedAfter, Self.pass),
      "needless-lock at 1: biometricMatch: the app's lock activity pin was in front again at t=0 s although the "
        + "user passed the lock at t=0 s and the app has not left the screen since (in the same event; an instance of "
        + "pin the app's code started after the pass by onResume of main: the user is asked again)")
  }
}
