import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The app's process killed while another app's full-screen activity (the camera, a document picker) is on top of
/// its task, and the activity made again from saved state when that activity finishes
/// (`AndroidDevice+OtherActivity.swift`).
@Suite struct OtherActivityProcessDeathTests {
  /// A device whose every new process gets a new instance of the lock `text` names (its state starts over).
  private func device(_ text: String) throws -> AndroidDevice {
    let configuration = try AndroidLockConfiguration(validating: text)
    return AndroidDevice(
      profile: phone(34), strategy: AndroidAppLock(configuration), app: .banking,
      makeStrategy: { AndroidAppLock(configuration) })
  }

  private func steps(_ device: AndroidDevice, _ events: [AndroidEvent]) throws -> [AndroidInvariant] {
    var found: [AndroidInvariant] = []
    for event in events { found += try checkedStep(device, event).map(\.invariant) }
    return found
  }

  @Test func theCameraStaysInFrontAndTheActivityIsMadeAgainFromSavedState() throws {
    let device = try device("android-lock[as=view,rearm=onCreate]")
    _ = try steps(device, [.launch, .appCall("unlock"), .startOtherActivity(.fullScreen), .processDeath])
    #expect(device.activity == nil)
    expectEqual(device.screen, .app)
    #expect(device.otherActivityWindow != nil)
    #expect(device.refusal(for: .processDeath) != nil)
    let before = device.lifecycleLog.count
    _ = try steps(device, [.finishOtherActivity])
    #expect(device.otherActivityWindow == nil)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(
      Array(device.lifecycleLog[before...]), ["onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)"])
  }

  @Test func theNewProcessStartsLockedSoALockArmedAtCreationAsksAgainForAReason() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .startOtherActivity(.fullScreen)]
    let killed = try device("android-lock[as=view,rearm=onCreate]")
    // The process's end is a reason to lock again (needless-lock's rule), and nothing shows while locked.
    try expectEqual(steps(killed, events + [.processDeath, .finishOtherActivity, .screenshot]), [])
    #expect(killed.strategy.isAppLocked)
    expectEqual(killed.legibleSensitiveOnDisplay, [])
    // The same round trip with the process alive: the activity restarts and the lock stays open.
    let alive = try device("android-lock[as=view,rearm=onCreate]")
    try expectEqual(steps(alive, events + [.finishOtherActivity]), [])
    #expect(!alive.strategy.isAppLocked)
  }

  @Test func aDialogThemedActivityLeavesAVisibleProcessThatIsNotKilled() throws {
    let device = try device("android-lock[as=view,rearm=onCreate]")
    _ = try steps(device, [.launch, .startOtherActivity(.dialog)])
    #expect(device.refusal(for: .processDeath) != nil)
  }
}
