import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Where the lock's code constructs its `BiometricPrompt` (`promptMade=`): androidx.biometric keeps the callback of the
/// last prompt constructed in the activity's view model, and the prompt outlives a relaunch, so a match after a
/// rotation under the prompt reaches the new instance only when that instance constructed a prompt of its own.
@Suite struct PromptMadeTests {
  private func lock(_ text: String) throws -> AndroidAppLock {
    AndroidAppLock(try AndroidLockConfiguration(validating: text))
  }

  @Test func constructedInOnCreateTheMatchAfterARotationUnlocksTheNewInstance() throws {
    let (device, found) = run(
      phone(29), try lock("android-lock[as=view,rearm=onPause,unlockBy=prompt,promptMade=onCreate]"),
      [.launch, .rotate, .biometricMatch])
    #expect(kinds(found).isEmpty)
    #expect(!device.strategy.isAppLocked)
    #expect(!device.legibleSensitiveOnDisplay.isEmpty)
  }

  @Test func constructedWhereItAsksTheMatchAfterARotationGoesToTheDestroyedInstance() throws {
    let (device, found) = run(
      phone(29), try lock("android-lock[as=view,rearm=onPause,unlockBy=prompt,askOn=lockShown,promptMade=onAsk]"),
      [.launch, .rotate])
    #expect(kinds(found).isEmpty)
    #expect(device.isBiometricPromptShown)
    expectEqual(device.lifecycleLog.filter { $0 == "onCreate" }.count, 2)
    try device.step(.biometricMatch)
    #expect(!device.isBiometricPromptShown)
    #expect(device.strategy.isAppLocked)
    #expect(device.legibleSensitiveOnDisplay.isEmpty)
    expectEqual(device.strategy.lockPromiseFact?.hasPrefix("promptMade=onAsk: "), true)
    let release = try #require(device.strategy.promptRelease)
    #expect(!release.asksInFront)
    expectEqual(release.whyNoReturnAsks?.contains("went to the destroyed instance"), true)
  }

  @Test func constructedWhereItAsksAPromptOnlyLockShowsTheAppAfterTheLostMatch() throws {
    let (device, found) = run(
      phone(29), try lock("android-lock[as=prompt,rearm=onPause,promptMade=onAsk]"),
      [.launch, .rotate, .biometricMatch])
    expectEqual(kinds(found), [.lockBypass])
    #expect(device.strategy.isAppLocked)
  }

  @Test func withoutARelaunchTheAskingInstanceGetsItsMatch() throws {
    let (device, found) = run(
      phone(29), try lock("android-lock[as=prompt,rearm=onPause,promptMade=onAsk]"), [.launch, .biometricMatch])
    #expect(kinds(found).isEmpty)
    #expect(!device.strategy.isAppLocked)
  }

  @Test func theWordIsThePromptsAndTheSystemWindowsOnly() throws {
    let text = "android-lock[as=prompt,rearm=onPause,promptMade=onAsk]"
    try expectEqual(AndroidLockConfiguration(validating: text).description, text)
    try expectEqual(AndroidLockConfiguration(validating: text).promptMadeIn, .onAsk)
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=view,rearm=onPause,promptMade=onAsk]")
    }
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(
        validating: "android-lock[as=prompt,rearm=onPause,prompt=hostActivity,promptMade=onAsk]")
    }
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=prompt,rearm=onPause,promptMade=later]")
    }
  }
}
