import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// A lock whose prompt unlocks a Keystore key that needs a biometric for each use (`key=`): a new enrolment
/// (`enrollBiometric`) or the screen lock's removal invalidates it, so `Cipher.init` throws
/// `KeyPermanentlyInvalidatedException` before any prompt, and the app's code replies (`onError=`).
@Suite struct KeystoreKeyTests {
  private func lock(_ text: String) throws -> AndroidAppLock {
    AndroidAppLock(try AndroidLockConfiguration(validating: text))
  }
  private let enrolled: [AndroidEvent] = [.launch, .biometricMatch, .pressHome, .enrollBiometric, .returnToApp]

  @Test func anEnrolmentIsMadeInSettingsWithAScreenLock() throws {
    let device = AndroidDevice(profile: phone(34), strategy: try lock("android-lock[as=prompt,rearm=onStart]"))
    try device.step(.launch)
    expectEqual(device.refusal(for: .enrollBiometric)?.contains("Settings, another app"), true)
    try device.step(.pressHome)
    try device.step(.removeDeviceSecurity(.screenLock))
    expectEqual(device.refusal(for: .enrollBiometric)?.contains("no screen lock"), true)
    #expect(device.biometricEnrollmentChanges == 1 && device.screenLockRemovals == 1)
  }

  @Test func aNewEnrolmentInvalidatesTheKeySoAPromptOnlyLockShowsTheApp() throws {
    let (device, found) = run(
      phone(34), try lock("android-lock[as=prompt,rearm=onStart,key=invalidatedByEnrollment]"), enrolled)
    expectEqual(kinds(found), [.lockBypass])
    #expect(!device.isBiometricPromptShown)
    #expect(device.biometricsEnrolled && device.biometricEnrollmentChanges == 1)
    expectEqual(device.strategy.lockPromiseFact?.contains("KeyPermanentlyInvalidatedException"), true)
  }

  @Test func aKeyKeptOnEnrolmentStillAsks() throws {
    let (device, found) = run(
      phone(34), try lock("android-lock[as=prompt,rearm=onStart,key=keptOnEnrollment]"), enrolled)
    #expect(kinds(found).isEmpty)
    #expect(device.isBiometricPromptShown)
  }

  @Test func aLockScreenWithAnInvalidatedKeyHasNoRouteUnlessTheAppFallsBack() throws {
    let (_, blocked) = run(
      phone(34), try lock("android-lock[as=view,rearm=onStart,unlockBy=prompt,key=invalidatedByEnrollment]"),
      enrolled)
    expectEqual(kinds(blocked), [.unlockBlocked])
    let (device, held) = run(
      phone(34),
      try lock("android-lock[as=view,rearm=onStart,unlockBy=prompt,key=invalidatedByEnrollment,onError=fallback]"),
      enrolled)
    #expect(kinds(held).isEmpty)
    #expect(device.strategy.lockEntry != nil)
  }

  @Test func theWordNeedsTheSystemPromptAndNoGate() throws {
    let text = "android-lock[as=prompt,rearm=onStart,key=keptOnEnrollment]"
    try expectEqual(AndroidLockConfiguration(validating: text).description, text)
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=view,rearm=onStart,key=keptOnEnrollment]")
    }
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(
        validating: "android-lock[as=prompt,rearm=onStart,gate=deviceCredential,validity=30,key=keptOnEnrollment]")
    }
  }
}
