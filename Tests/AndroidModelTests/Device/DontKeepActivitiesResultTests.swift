import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// "Don't keep activities" and an activity stopped under another activity of its own task
/// (`AndroidDevice.recreateAlwaysFinished`): Settings' confirm-lock screen started for a result below API 29, another
/// app's full-screen activity. The option destroys the stopped activity there; the other activity's finish makes it
/// again from its saved state and delivers the result to the new instance before `onResume`. A script's activity
/// fields (`fields:`) start over in the new instance unless saved in its instance state.
@Suite struct DontKeepActivitiesResultTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  /// A lock activity that asks for the device credential as it starts, guarded by a field so that the restart after
  /// the confirmation does not ask again.
  private func fieldGuardedLock(_ fields: String) -> String {
    """
    lock: locked
    fields: \(fields)
    on onCreate: set(locked)
    on onStart if locked and not(asked): set(asked); confirmDeviceCredential
    on onActivityResult(ok): clear(locked); clear(asked)
    """
  }

  /// The lifecycle callbacks and results after the first (or, `last`, the last) `marker` in the device's log.
  private func callbacks(after marker: String, last: Bool = false, in device: AndroidDevice) -> [String] {
    let log = device.lifecycleLog
    guard let index = last ? log.lastIndex(of: marker) : log.firstIndex(of: marker) else { return [] }
    let kept = [
      "onPause", "onStop", "onSaveInstanceState", "onDestroy", "onCreate", "onRestart", "onStart", "onResume",
      "onActivityResult",
    ]
    return log[(index + 1)...].filter { line in kept.contains { line.hasPrefix($0) } }
  }

  /// API 28 with the option on: the match destroys the activity stopped under the confirm-lock screen and makes it
  /// again (`onDestroy`, `onCreate`, `onStart`, the result, `onResume`). The new instance's `asked` is clear, so its
  /// `onStart` asks again before the result: a new confirmation right after the pass with no leave (`needless-lock`,
  /// as for a lock asked in `onStart` with no guard), and the app is under the confirm-lock screen again.
  @Test func aFieldLostAtTheRecreationAsksAgainAfterEveryMatch() throws {
    let strategy = try logic(fieldGuardedLock("asked"))
    let (device, violations) = run(
      phoneWithOpaqueScrim(28), strategy, [.dontKeepActivities(true), .launch, .biometricMatch])
    let first = callbacks(after: "onSaveInstanceState", in: device)
    expectEqual(
      Array(first.prefix(5)), ["onDestroy", "onCreate", "onStart", "onActivityResult(RESULT_OK)", "onResume"])
    expectEqual(violations[2].map(\.invariant), [.needlessLock])
    #expect(device.isUnderConfirmLockScreen)
    expectEqual(device.alwaysFinishDestructions, 1)
  }

  /// The same lock with `asked` saved in its instance state: the new instance reads it back, does not ask, and the
  /// result unlocks it. Without the option the field-guarded lock holds too (the instance is kept and restarted).
  @Test func aSavedFieldOrAKeptActivityHolds() throws {
    let saved = try logic(fieldGuardedLock("asked(saved)"))
    let (device, violations) = run(
      phoneWithOpaqueScrim(28), saved, [.dontKeepActivities(true), .launch, .biometricMatch, .advance(1)])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.hasSavedInstanceState, true)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(!device.isUnderConfirmLockScreen)
    #expect(!saved.isAppLocked)
    let (kept, keptViolations) = run(
      phoneWithOpaqueScrim(28), try logic(fieldGuardedLock("asked")), [.launch, .biometricMatch, .advance(1)])
    expectEqual(kinds(keptViolations), [])
    expectEqual(callbacks(after: "onSaveInstanceState", in: kept).first, "onRestart")
  }

  /// From API 29 the confirmation is translucent: the activity is paused and visible, not destroyable, so the same
  /// field-guarded lock holds with the option on.
  @Test func fromAPI29ThePausedActivityIsKept() throws {
    let (device, violations) = run(
      phoneWithOpaqueScrim(33), try logic(fieldGuardedLock("asked")),
      [.dontKeepActivities(true), .launch, .biometricMatch, .advance(1)])
    expectEqual(kinds(violations), [])
    expectEqual(device.alwaysFinishDestructions, 0)
  }

  /// Another app's full-screen activity (the camera) stops the app's; with the option on its finish makes a new
  /// instance from saved state, while a dialog-themed one leaves the paused instance as it was.
  @Test func anotherAppsFullScreenActivityFinishesIntoANewInstance() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    try device.step(.dontKeepActivities(true))
    try device.step(.launch)
    let first = device.activity
    try device.step(.startOtherActivity(.dialog))
    try device.step(.finishOtherActivity)
    #expect(device.activity === first)
    try device.step(.startOtherActivity(.fullScreen))
    try device.step(.finishOtherActivity)
    expectEqual(first?.lifecycleState, .DESTROYED)
    expectEqual(first?.isFinishing, false)
    #expect(device.activity !== first)
    expectEqual(device.activity?.hasSavedInstanceState, true)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
  }

  /// `fields:` takes names, each once (with or without `(saved)`), with `(saved)` the only word and no empty item.
  @Test func theFieldsSettingIsChecked() throws {
    #expect(throws: AppLogicError.self) { try logic(fieldGuardedLock("asked(kept)")) }
    #expect(throws: AppLogicError.self) { try logic(fieldGuardedLock("asked, asked")) }
    #expect(throws: AppLogicError.self) { try logic(fieldGuardedLock("as-ked")) }
    #expect(throws: AppLogicError.self) { try logic(fieldGuardedLock("asked, asked(saved)")) }
    #expect(throws: AppLogicError.self) { try logic(fieldGuardedLock("asked,,")) }
    _ = try logic(fieldGuardedLock("asked, seen(saved)"))
  }

  /// The `lock:` variable stays the process's: as a field it would start clear in every new instance, which the lock
  /// checks would read as the user's pass (a breaker's false needless-lock with it saved, a missed bypass without).
  @Test func theLockVariableIsNoField() throws {
    for fields in ["asked, locked(saved)", "locked"] {
      let error = #expect(throws: AppLogicError.self) { try logic(fieldGuardedLock(fields)) }
      #expect(error?.message.contains("the lock: variable") == true, "\(fields)")
    }
  }
}
