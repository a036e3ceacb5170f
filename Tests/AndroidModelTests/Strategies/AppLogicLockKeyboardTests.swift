import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A lock with a typed passcode: the keyboard over the lock's own field (`lock-bypass` counts it as the lock's entry)
/// and the keyboard the input method dropped (`focus-lost`), docs/app-logic.md "Android", docs/model-behaviours.md
/// "The keyboard of a lock's passcode field".
@Suite struct AppLogicLockKeyboardTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  private func hasKeyboard(_ device: AndroidDevice) -> Bool {
    device.windowManager.windows.contains { $0.attributes.type == WindowManager.LayoutParams.TYPE_INPUT_METHOD }
  }

  /// A lock view whose password field (made after it, so drawn over it) asks for the keyboard once the window has
  /// input focus, as developer.android.com says.
  private func lockScript(askIn callback: String) -> String {
    """
    lock: locked
    on onCreate: set(locked); addView(lock)
    on \(callback) if locked: showSoftInput(password)
    on appCall(unlock): removeView(lock); clear(locked)
    """
  }

  /// The keyboard serving the lock's own field is the lock's entry: no `lock-bypass` at launch nor after a return,
  /// though its key previews are sensitive (`ime/keyPreview`) and still on the display.
  @Test func theKeyboardOfTheLocksOwnFieldIsNoBypass() throws {
    let script = lockScript(askIn: "onWindowFocusChanged(true)")
    let (device, violations) = run(phone(34), try logic(script), [.launch, .pressHome, .returnToApp])
    #expect(hasKeyboard(device))
    expectEqual(device.legibleSensitiveOnDisplay, ["ime/keyPreview"])
    expectEqual(device.keyboardEchoOnDisplay, ["ime/keyPreview"])
    #expect(device.strategy.isAppLocked)
    #expect(kinds(violations).isEmpty)
    // A recording of it is no lock-bypass either: typed keys in a capture are capture-leak's, for a script that
    // claims recordings. A screenshot holds no key preview at all: no key is pressed as it is taken (s43).
    let (_, recorded) = run(phone(34), try logic(script), [.launch, .recordingStart])
    #expect(kinds(recorded).isEmpty)
    let claimed = "claims: screenshots, recordings\non onCreate: addFlags(secure)\n" + script
    let (_, leaked) = run(phone(34), try logic(claimed), [.launch, .recordingStart])
    expectEqual(kinds(leaked), [.captureLeak])
    let (_, shot) = run(phone(34), try logic(claimed), [.launch, .screenshot])
    #expect(kinds(shot).isEmpty)
  }

  /// The keyboard of a field the lock covers types into the app's hidden content: still `lock-bypass`, and so is the
  /// app's own alert over the lock with the lock's keyboard up.
  @Test func aKeyboardOfHiddenContentAndOtherContentStillBreak() throws {
    let hidden = """
      lock: locked
      on onWindowFocusChanged(true): showSoftInput(password)
      on onStop: set(locked); addView(lock)
      on appCall(unlock): removeView(lock); clear(locked)
      """
    let (device, violations) = run(phone(34), try logic(hidden), [.launch, .pressHome, .returnToApp])
    #expect(hasKeyboard(device))
    #expect(device.keyboardEchoOnDisplay.isEmpty)
    expectEqual(violations[2].map(\.invariant), [.lockBypass])
    expectEqual(violations[2].first?.detail, "returnToApp: locked, yet shows ime/keyPreview")
    let alert = lockScript(askIn: "onWindowFocusChanged(true)") + "\non appCall(note): showDialog(note, style=alert)"
    let (_, shown) = run(phone(34), try logic(alert), [.launch, .appCall("note")])
    expectEqual(shown[1].map(\.invariant), [.lockBypass])
  }

  /// A request from `onResume` comes before the window's focus: the input method drops it, and the lock's field has
  /// no keyboard at launch and after a return (`focus-lost`, naming the callback).
  @Test func aRequestBeforeTheWindowHasFocusIsFocusLost() throws {
    let script = lockScript(askIn: "onResume")
    let (device, violations) = run(phone(34), try logic(script), [.launch, .pressHome, .returnToApp])
    #expect(!hasKeyboard(device))
    expectEqual(violations.map { $0.map(\.invariant) }, [[.focusLost], [], [.focusLost]])
    expectEqual(
      violations[2].first?.detail,
      "returnToApp: locked, and the lock's field passwordField is focused with no keyboard: the app asked for it "
        + "in onResume, before its window had input focus, and InputMethodManager.showSoftInput dropped the request "
        + "(the view was not served); the user must tap the field to type the passcode")
    // Passed, the lock promises nothing: the same field without a keyboard is no failure.
    let (_, passed) = run(phone(34), try logic(script), [.launch, .appCall("unlock")])
    #expect(passed[1].isEmpty)
  }

  /// Asked from `onWindowFocusChanged(true)` (or from both callbacks) the keyboard shows; the user's Back then hides
  /// it, the user's choice; the user's tap on the field answers a dropped request.
  @Test func aRequestFromWindowFocusOrTheUsersOwnChoiceHolds() throws {
    let focus = lockScript(askIn: "onWindowFocusChanged(true)")
    let (shown, held) = run(phone(34), try logic(focus), [.launch, .pressHome, .returnToApp])
    #expect(hasKeyboard(shown))
    #expect(kinds(held).isEmpty)
    let both = lockScript(askIn: "onResume") + "\non onWindowFocusChanged(true) if locked: showSoftInput(password)"
    let (_, twice) = run(phone(34), try logic(both), [.launch, .pressHome, .returnToApp])
    #expect(kinds(twice).isEmpty)
    let (hidden, back) = run(phone(34), try logic(focus), [.launch, .back])
    #expect(!hasKeyboard(hidden))
    #expect(kinds(back).isEmpty)
    let (tapped, tap) = run(phone(34), try logic(lockScript(askIn: "onResume")), [.launch, .showWindow(.ime)])
    #expect(hasKeyboard(tapped))
    #expect(tap[1].isEmpty)
  }

  /// The input method's own show answers the dropped request: on a React Native host (`adjustResize`) the focused
  /// field gets the keyboard as the launched window gains focus.
  @Test func theInputMethodsOwnShowAnswersTheRequest() throws {
    let (device, violations) = run(phone(34, .reactNative), try logic(lockScript(askIn: "onResume")), [.launch])
    #expect(hasKeyboard(device))
    #expect(kinds(violations).isEmpty)
  }

  /// `setSoftInputMode(stateVisible)` from `onCreate`: the input method shows the keyboard for the focused field as the
  /// window gains focus at the launch and at a return (forward navigations), which answers the request `onResume`
  /// made too early.
  @Test func stateVisibleShowsTheKeyboardAtAForwardNavigation() throws {
    let script = lockScript(askIn: "onResume").replacingOccurrences(
      of: "addView(lock)\n", with: "addView(lock); setSoftInputMode(stateVisible)\n")
    let (device, violations) = run(phone(34), try logic(script), [.launch, .pressHome, .returnToApp])
    expectEqual(device.activity?.window.attributes.softInputMode, WindowManager.LayoutParams.SOFT_INPUT_STATE_VISIBLE)
    #expect(hasKeyboard(device))
    #expect(kinds(violations).isEmpty)
  }
}
