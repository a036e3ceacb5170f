import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// Android's `lockSetting: ..., initial=on` (iOS's word, the shared `AppLogicLockSetting`): a lock the app ships on is
/// owed from the first launch, and the preference holds it before the first callback (the fortieth session's new
/// user: a bank app on from the first install that forgot to lock at a cold launch read `holds`).
@Suite("Android app-logic scripts: lockSetting: initial=on")
@MainActor
struct AndroidLockSettingInitialTests {
  /// A bank app shipped with its lock on (`initial`), locking at `lockAt` while the preference holds the setting.
  static func bank(lockAt: String, initial: String = ", initial=on") -> String {
    """
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock\(initial)
    on appCall(enableLock): store(lockOn)
    on appCall(disableLock): unstore(lockOn)
    on \(lockAt) if stored(lockOn): set(locked); addView(lock, clickable)
    on onResume if locked and not(isPrompting): authenticate(androidx)
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    """
  }

  /// The verdict of `events`, with the violation's note, in one line.
  func outcome(_ text: String, _ events: [AndroidEvent]) throws -> String {
    try androidScriptOutcome(text, events, showing: .note)
  }

  @Test("a lock on from the first install that the code forgets at a new process is lock-bypass; onCreate holds")
  func coldLaunch() throws {
    try expectEqual(
      outcome(Self.bank(lockAt: "onStop"), [.launch]),
      "lock-bypass at 0 (the user's lock setting not applied: the setting is on (the app ships with it on, "
        + "initial=on, and the user has not left it off), the app's storage still holds it (lockSetting: lockOn, on), "
        + "and the app's code has not locked since the launch)")
    // Without initial=on the first launch owes nothing (before: the new user's complaint).
    try expectEqual(outcome(Self.bank(lockAt: "onStop", initial: ""), [.launch]), "holds")
    try expectEqual(outcome(Self.bank(lockAt: "onCreate"), [.launch]), "holds")
    try expectEqual(outcome(Self.bank(lockAt: "onCreate"), [.launch, .biometricMatch, .pressHome]), "holds")
  }

  @Test("initial= takes on or off, at its line")
  func refused() throws {
    var message = "accepted"
    do {
      _ = try AndroidStrategyCatalog.descriptor(
        forAppLogic: try AppLogicScript(parsing: Self.bank(lockAt: "onCreate", initial: ", initial=yes")))
    } catch {
      message = "\(error)"
    }
    expectEqual(message, "line 2: lockSetting: initial= takes on or off, not 'yes'")
  }
}
