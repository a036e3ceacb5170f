import CoverStrategies
import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

/// unlock-blocked: the lock's own passcode entry, judged while its promise stands.
@Suite("Invariant checks: unlock-blocked")
@MainActor
struct UnlockBlockedCheckTests {
  @Test("a hidden passcode field without the keyboard cannot take the code; focused by the lock's code it can")
  func hiddenField() throws {
    // viewDidLoad's becomeFirstResponder comes before the view is in a window: refused.
    let f = try CheckFixture("lock[when=launch+background,as=window,release=field,focus=load,hiddenField]")
    try f.apply(.launch)
    let v = try #require(f.verdict(UnlockBlockedCheck()))
    expectEqual(
      v.detail,
      "the lock's passcode field is hidden and not first responder: no tap gives it the keyboard, so the "
        + "passcode cannot be entered while the app is locked")
    let ok = try CheckFixture("lock[when=launch+background,as=window,release=field,focus=appear,hiddenField]")
    try ok.apply(.launch)
    #expect(ok.verdict(UnlockBlockedCheck()) == nil)
    // Typed on the keys, the code passes the lock: no promise, nothing judged.
    try ok.apply(.enterPasscode)
    expectEqual(ok.device.isAppLocked, false)
  }

  @Test("the keyboard of the app's field over the lock's keypad takes its taps; without it the keypad is usable")
  func keyboardOverKeypad() throws {
    let f = try CheckFixture("lock[when=launch+background,as=window,release=keypad]")
    try f.apply(.launch, .enterPasscode)
    #expect(f.verdict(UnlockBlockedCheck()) == nil)
    try f.apply(.keyboardShow, .goHome, .returnToApp)
    let v = try #require(f.verdict(UnlockBlockedCheck()))
    expectEqual(
      v.detail,
      "the keyboard of note-field lies over the lock's keypad (key 1) and takes its taps, so the passcode "
        + "cannot be entered while the app is locked")
    // Once the user has passed the lock its promise is gone: a keyboard over nothing of the lock's.
    let unlocked = try CheckFixture("lock[when=launch+background,as=window,release=keypad]")
    try unlocked.apply(.launch, .enterPasscode, .keyboardShow)
    #expect(unlocked.verdict(UnlockBlockedCheck()) == nil)
  }
}
