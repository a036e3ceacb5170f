import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// The lock's own release judged from the user's goal: a user who knows the passcode and types it where the lock asks
/// gets in. `unlock-blocked` judged only what the platform offers (touches reaching the field, a prompt that can
/// come); these lock screens take the entry, and the app's code keeps the user out (or, the one-shot ask, asks
/// once from a delayed block and answers the fallback with nothing).
@Suite("unlock-blocked: the app's code after the user's right passcode, and a one-shot delayed ask")
struct AppLogicUnhonouredEntryTests: AppLogicScriptChecks {
  /// A passcode lock whose right entry clears the lock only after a Face ID success (`bioOK`).
  static func passcodeLock(_ release: String = "field", condition: String = " if bioOK") -> String {
    """
    claims: nothing
    lock: locked
    release: \(release)
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false); \
    becomeFirstResponder(passcode)
    on passcodeEntered(right)\(condition): dismiss(lock); clear(locked)
    on evaluatePolicyReply(success): set(bioOK); dismiss(lock); clear(locked)

    """
  }

  @Test("the right passcode in the lock's field, its handler waiting for a Face ID flag: unlock-blocked naming both")
  func rightPasscodeIgnored() throws {
    let outcome = try Self.scriptOutcome(
      Self.passcodeLock(), [.launch, .enterPasscode, .advance(1)], profile: "iphone-ios15-appdelegate")
    expectEqual(
      outcome,
      "unlock-blocked at 1: the right passcode was entered in the lock's field at t=0 s (passcodeEntered(right)) "
        + "while lock locked stood, and no handler cleared it: line 5's clear(locked) runs only if bioOK (set only at "
        + "line 6, evaluatePolicyReply(success)), which does not hold. The platform took the entry; the app's code "
        + "keeps the user who knows the passcode out, so the user cannot unlock with the passcode the lock asks for")
  }

  @Test("the keypad names the keypad; the same typed on a lock that honours it holds")
  func keypadAndControl() throws {
    let events: [SystemEvent] = [.launch, .enterPasscode, .advance(1)]
    let keypad = try Self.scriptOutcome(
      Self.passcodeLock("keypad"), events, profile: "iphone-ios15-appdelegate")
    #expect(keypad.hasPrefix("unlock-blocked at 1: the right passcode was entered in the lock's keypad at t=0 s"))
    let honoured = try Self.scriptOutcome(
      Self.passcodeLock(condition: ""), events, profile: "iphone-ios15-appdelegate")
    expectEqual(honoured, "holds")
  }

  @Test("no false alarm: a wrong passcode, no entry at all, a timed lockout, a second factor asked")
  func legitimateStays() throws {
    let profile = "iphone-ios15-appdelegate"
    // A wrong code leaves the lock up: holds.
    try expectEqual(
      Self.scriptOutcome(Self.passcodeLock(), [.launch, .enterWrongPasscode, .advance(1)], profile: profile),
      "holds")
    // No entry: nothing judged.
    try expectEqual(Self.scriptOutcome(Self.passcodeLock(), [.launch, .advance(1)], profile: profile), "holds")
    // A lockout the script declares with an end (30 s after the last wrong code).
    let lockout =
      Self.passcodeLock(condition: " if elapsed(wrongAt, 30)") + "on passcodeEntered(wrong): stamp(wrongAt)\n"
    try expectEqual(
      Self.scriptOutcome(
        lockout, [.launch, .enterWrongPasscode, .enterPasscode, .advance(1)], profile: profile), "holds")
    // A second factor: the right code asks for Face ID, the request is the way on.
    let twoFactor =
      Self.passcodeLock(condition: " if bioOK") + "on passcodeEntered(right): evaluatePolicy(biometrics)\n"
    try expectEqual(Self.scriptOutcome(twoFactor, [.launch, .enterPasscode, .advance(1)], profile: profile), "holds")
  }

  @Test("an app that will not unlock while the screen is recorded holds: the recording ends without the app")
  func systemStateTheAppOnlyReads() throws {
    let script = Self.passcodeLock(condition: " if not(captured)")
    let events: [SystemEvent] = [.launch, .recordingStart, .enterPasscode, .advance(1)]
    // Before (the forty-third session's breaker): unlock-blocked at the entry made while recording.
    try expectEqual(Self.scriptOutcome(script, events, profile: "iphone-ios15-appdelegate"), "holds")
  }

  @Test("a lockout that ended: the flag cleared again, a new entry gets in, so the earlier ignored entry holds")
  func lockoutEnded() throws {
    let script =
      Self.passcodeLock(condition: " if not(lockedOut)") + """
        on passcodeEntered(wrong): set(lockedOut); after(5, clear(lockedOut))

        """
    let events: [SystemEvent] = [.launch, .enterWrongPasscode, .enterPasscode, .advance(6)]
    try expectEqual(Self.scriptOutcome(script, events, profile: "iphone-ios15-appdelegate"), "holds")
  }

  /// A Face ID lock that asks once, half a second after launch, and handles only a success.
  static let oneShot = """
    claims: nothing
    lock: locked
    release: biometry
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false); \
    after(0.5, evaluatePolicy(biometrics))
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)

    """

  @Test("a one-shot delayed ask whose fallback the app ignores: no route to a prompt (before: holds)")
  func oneShotDelayedAsk() throws {
    let events: [SystemEvent] = [.launch, .advance(1), .faceIDNoMatch, .faceIDFallback, .advance(1)]
    let outcome = try Self.scriptOutcome(Self.oneShot, events, profile: "iphone-ios15-appdelegate")
    #expect(outcome.hasPrefix("unlock-blocked at 3: the lock screen has no Unlock button that asks"), "\(outcome)")
    #expect(outcome.contains("its code asks only at didFinishLaunching"))
    // Control: the user's match takes the lock down.
    let matched = try Self.scriptOutcome(
      Self.oneShot, [.launch, .advance(1), .faceIDMatch, .advance(1)], profile: "iphone-ios15-appdelegate")
    expectEqual(matched, "holds")
  }
}
