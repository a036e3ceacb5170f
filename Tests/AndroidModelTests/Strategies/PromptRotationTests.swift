import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// androidx.biometric across a configuration change while its prompt is up: `BiometricFragment.onStop` does not
/// cancel when the activity is changing configurations (and leaves every cancel to the system from API 29), SystemUI's
/// window stays, and the outcome reaches the new instance through the activity-scoped `BiometricViewModel`.
@Suite struct PromptRotationTests {
  private func lock(_ text: String) throws -> AndroidAppLock {
    AndroidAppLock(try AndroidLockConfiguration(validating: text))
  }

  @Test(arguments: [28, 34])
  func aRotationKeepsThePromptAndItsMatchUnlocksTheNewInstance(api: Int) throws {
    let (device, found) = run(
      phone(api), try lock("android-lock[as=view,rearm=onPause,unlockBy=prompt]"), [.launch, .rotate])
    #expect(found.flatMap { $0 }.isEmpty)
    #expect(device.isBiometricPromptShown)
    expectEqual(device.lifecycleLog.filter { $0 == "onCreate" }.count, 2)
    try device.step(.biometricMatch)
    #expect(!device.strategy.isAppLocked)
    #expect(!device.legibleSensitiveOnDisplay.isEmpty)
  }

  @Test func leavingCancelsThePromptAndTheErrorWaitsForTheNextStart() throws {
    let (device, _) = run(
      phone(34), try lock("android-lock[as=view,rearm=onPause,unlockBy=prompt]"), [.launch, .pressHome])
    #expect(!device.isBiometricPromptShown)
    #expect(device.strategy.isAppLocked)
  }
}
