import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// Settings' confirm-lock screen below API 29: a full-screen opaque activity over the app's activity in its task,
/// which stops it rather than pausing it (``BiometricPrompt/Host/showsConfirmLockScreen(apiLevel:biometricUsable:)``),
/// against API 29+, where the confirmation is a translucent activity with SystemUI's prompt and the activity pauses.
@Suite struct ConfirmLockScreenStopTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(AppLogicScript(parsing: text), app: .banking)
  }

  /// An app that asks for the device credential at every resume while locked.
  private let asksAtResume = """
    lock: locked
    on onCreate: set(locked); addView(lock)
    on onResume if locked: confirmDeviceCredential
    on onActivityResult(ok): removeView(lock); clear(locked)
    """

  /// API 28: the confirmation stops the activity (`onPause`, `onStop`, `onSaveInstanceState`); the match restarts it:
  /// `onRestart`, `onStart`, the result, `onResume`, unlocked. A process death under the screen is refused.
  @Test func belowAPI29TheConfirmationStopsTheActivityAndAMatchRestartsIt() throws {
    let strategy = try logic(asksAtResume)
    let (device, violations) = run(phoneWithOpaqueScrim(28), strategy, [.launch])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.lifecycleState, .CREATED)
    #expect(device.isUnderConfirmLockScreen)
    expectEqual(
      lifecycleCallbacks(after: "app-logic line 3: confirmDeviceCredential", in: device),
      [
        "onPause", "onStop", "onSaveInstanceState",
      ])
    // Settings' screen is another process's activity: a process death under it is refused (not modeled).
    #expect(throws: AndroidRefusal.self) { try device.step(.processDeath) }
    try device.step(.biometricMatch)
    expectEqual(
      lifecycleCallbacks(after: "onSaveInstanceState", in: device),
      [
        "onRestart", "onStart", "onActivityResult(RESULT_OK)", "onResume",
      ])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(!device.isUnderConfirmLockScreen)
    #expect(!strategy.isAppLocked)
  }

  /// API 29: the same request pauses only (the translucent `ConfirmDeviceCredentialActivity`), and the match
  /// resumes without a restart.
  @Test func fromAPI29TheConfirmationPausesOnly() throws {
    let (device, _) = run(phoneWithOpaqueScrim(29), try logic(asksAtResume), [.launch])
    expectEqual(device.activity?.lifecycleState, .STARTED)
    #expect(!device.isUnderConfirmLockScreen)
    #expect(!device.lifecycleLog.contains("onStop"))
    try device.step(.biometricMatch)
    expectEqual(lifecycleCallbacks(after: "onPause", in: device), ["onActivityResult(RESULT_OK)", "onResume"])
  }

  /// A lock asked in `onStart` (Delta Chat's before its move to `onResume`): below API 29 every correct entry
  /// restarts the activity, whose `onStart` asks again before the result arrives: the lock asked again after a pass
  /// with no leave, `needless-lock` at the match (the promise sampled per callback). On API 29 the activity only
  /// resumes and the same script holds.
  @Test func aLockAskedInOnStartLoopsBelowAPI29Only() throws {
    let asksAtStart = """
      lock: locked
      on onCreate: set(locked); addView(lock)
      on onStart if locked: confirmDeviceCredential
      on onActivityResult(ok): removeView(lock); clear(locked)
      """
    let (old, looped) = run(phoneWithOpaqueScrim(28), try logic(asksAtStart), [.launch, .biometricMatch])
    expectEqual(kinds(looped), [.needlessLock])
    expectEqual(looped[1].first?.invariant, .needlessLock)
    #expect(old.isUnderConfirmLockScreen)
    let (new, held) = run(phoneWithOpaqueScrim(29), try logic(asksAtStart), [.launch, .biometricMatch])
    expectEqual(kinds(held), [])
    expectEqual(new.activity?.lifecycleState, .RESUMED)
  }

  /// androidx.biometric with the device credential up to API 28 goes to the confirm-lock screen only when no
  /// biometric is usable: always on API 21 (no fingerprint API), on API 26 once the biometrics are removed; with one
  /// enrolled its host activity pauses the app's activity only.
  @Test func androidxGoesToTheConfirmLockScreenWithoutAUsableBiometric() throws {
    let asks = """
      lock: locked
      on onCreate: set(locked); addView(lock)
      on appCall(unlock): authenticate(deviceCredential)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let (api21, _) = run(phoneWithOpaqueScrim(21), try logic(asks), [.launch, .appCall("unlock")])
    #expect(api21.isUnderConfirmLockScreen)
    expectEqual(api21.activity?.lifecycleState, .CREATED)
    let (enrolled, _) = run(phoneWithOpaqueScrim(26), try logic(asks), [.launch, .appCall("unlock")])
    #expect(!enrolled.isUnderConfirmLockScreen)
    expectEqual(enrolled.activity?.lifecycleState, .STARTED)
    let (removed, _) = run(
      phoneWithOpaqueScrim(26), try logic(asks),
      [.launch, .pressHome, .removeDeviceSecurity(.biometrics), .returnToApp, .appCall("unlock")])
    #expect(removed.isUnderConfirmLockScreen)
    expectEqual(removed.activity?.lifecycleState, .CREATED)
  }

  /// Leaving for Recents with the confirm-lock screen up: the activity is not stopped twice, and the task's card is
  /// the confirm-lock screen, nothing of the app (API 28); on API 29 the card shows the app under the translucent
  /// confirmation.
  @Test func leavingUnderTheConfirmLockScreenStopsNothingTwiceAndTheCardIsTheScreen() throws {
    let asksNoCover = """
      lock: locked
      on onCreate: set(locked)
      on onResume if locked: confirmDeviceCredential
      on onActivityResult(ok): clear(locked)
      """
    let (old, _) = run(phoneWithOpaqueScrim(28), try logic(asksNoCover), [.launch, .openRecents])
    expectEqual(old.lifecycleLog.filter { $0 == "onStop" }.count, 1)
    let card = try #require(old.taskSnapshot?.image)
    expectEqual(card.legibleSensitive, [])
    #expect(!card.isAppTheme)
    let (new, _) = run(phoneWithOpaqueScrim(29), try logic(asksNoCover), [.launch, .openRecents])
    expectEqual(new.lifecycleLog.filter { $0 == "onStop" }.count, 1)
    #expect(try #require(new.taskSnapshot?.image).legibleSensitive != [])
  }
}
