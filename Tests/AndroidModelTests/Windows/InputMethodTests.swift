import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The input method's automatic show and the keyboard over a lock's own keypad (`unlock-blocked`).
@Suite struct InputMethodTests {
  private func keypadLock(_ entry: AndroidLockConfiguration.Entry = .keypad) -> AndroidAppLock {
    AndroidAppLock(AndroidLockConfiguration(surface: .view, rearm: .onStop, entry: entry))
  }

  private func hasIme(_ device: AndroidDevice) -> Bool {
    device.windowManager.windows.contains { $0.label == "ime" }
  }

  @Test func aFocusedEditorShowsTheKeyboardOnAForwardFocusWithAdjustResizeOrALargeScreen() {
    let reactNative = run(phone(34, .reactNative), keypadLock(), [.launch])
    #expect(hasIme(reactNative.device))
    expectEqual(kinds(reactNative.violations), [.unlockBlocked])
    expectEqual(reactNative.device.activity?.window.attributes.softInputMode, 0x10)
    let tablet = run(AndroidProfile(apiLevel: 34, formFactor: .tablet), keypadLock(), [.launch])
    expectEqual(kinds(tablet.violations), [.unlockBlocked])
    let viewsPhone = run(phone(34), keypadLock(), [.launch])
    #expect(!hasIme(viewsPhone.device))
    expectEqual(kinds(viewsPhone.violations), [])
  }

  @Test func aDisplayOnlyFieldIsNoTextEditor() {
    let (device, violations) = run(phone(34, .reactNative), keypadLock(.displayOnlyKeypad), [.launch])
    #expect(!hasIme(device))
    expectEqual(kinds(violations), [])
    expectEqual(device.strategy.lockEntry?.id, "keypad")
  }

  @Test func backHidesTheKeyboardAndAReturnToTheAppShowsItAgain() {
    let (device, violations) = run(
      phone(34, .reactNative), keypadLock(), [.launch, .back, .pressHome, .returnToApp])
    #expect(violations[1].isEmpty)
    #expect(hasIme(device))
    expectEqual(violations[3].map(\.invariant), [.unlockBlocked])
    // A rotation recreates the activity: no forward navigation, no keyboard.
    let rotated = run(phone(34, .reactNative), keypadLock(), [.launch, .back, .rotate])
    #expect(!hasIme(rotated.device))
    expectEqual(kinds(rotated.violations), [.unlockBlocked])
  }

  @Test func passingTheLockTakesItsEntryAway() {
    let (device, violations) = run(phone(34, .reactNative), keypadLock(), [.launch, .appCall("unlock")])
    #expect(violations[1].isEmpty)
    #expect(device.strategy.lockEntry == nil)
  }
}
