import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `prompt=confirmCredential`: a lock that asks through `KeyguardManager.createConfirmDeviceCredentialIntent` and
/// `startActivityForResult`. Settings' translucent activity pauses the app's activity, keeps the device credential
/// offered through the biometric's own errors, and returns `RESULT_CANCELED` for every cancel, the system's included.
@Suite struct PromptConfirmCredentialTests {

  /// The scrim hides the app, so only what the lock leaves in sight is judged.
  private var profile: AndroidProfile { phoneWithOpaqueScrim(34) }

  @Test func theWordParsesAndItsResultHidesWhichCancelItWas() throws {
    let text = "android-lock[as=prompt,rearm=onPause,prompt=confirmCredential,unlockOn=resultCanceled]"
    let configuration = try #require(AndroidLockConfiguration(parsing: text))
    #expect(configuration.promptHost == .confirmCredential && configuration.unlocksOn == [.resultCanceled])
    expectEqual(configuration.description, text)
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(
        validating: "android-lock[as=prompt,rearm=onPause,prompt=confirmCredential,unlockOn=userCanceled]")
    }
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=prompt,rearm=onPause,unlockOn=resultCanceled]")
    }
  }

  @Test func theCredentialActivityPausesTheAppAndItsMatchResumesIt() throws {
    let (device, violations) = run(
      profile, try lock("android-lock[as=prompt,rearm=onPause,prompt=confirmCredential]"), [.launch, .biometricMatch])
    expectEqual(kinds(violations), [])
    #expect(device.lifecycleLog.contains("onPause") && !device.lifecycleLog.contains("onStop"))
    #expect(device.activity?.lifecycleState == .RESUMED && !device.strategy.isAppLocked)
  }

  /// The failing case: the app lets the user's cancel through (`RESULT_CANCELED` taken as a pass); the system's cancel
  /// as the app leaves returns the same result, so the return shows the app while the lock is due.
  @Test func theSystemsCancelAtALeaveReturnsTheUsersResultAndTheReturnShowsTheApp() throws {
    let (device, violations) = run(
      profile,
      try lock("android-lock[as=prompt,rearm=onPause,prompt=confirmCredential,unlockOn=resultCanceled]"),
      [.launch, .pressHome, .returnToApp])
    #expect(violations[0].isEmpty && violations[1].isEmpty)
    let bypass = try #require(violations[2].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("onActivityResult gets RESULT_CANCELED at the return"))
    #expect(!device.isBiometricPromptShown)
  }

  /// The holding neighbour: the same intent with the biometric prompt's own codes; the system's cancel is
  /// `ERROR_CANCELED`, which the app does not let through, so the return asks again.
  @Test func theSameIntentOnThePromptsOwnCodesAsksAgainAtTheReturn() throws {
    let (device, violations) = run(
      profile, try lock("android-lock[as=prompt,rearm=onPause,prompt=hostActivity,unlockOn=userCanceled]"),
      [.launch, .pressHome, .returnToApp])
    expectEqual(kinds(violations), [])
    #expect(device.isBiometricPromptShown && device.strategy.isAppLocked)
  }

  /// The failing case: a lock that asks only as it draws its screen (at creation and in `onPause`) gets
  /// `RESULT_CANCELED` for the user's Back in the credential screen; the app resumes with its lock drawn and nothing
  /// asks again.
  @Test func aCancelledCredentialRequestAskedOnlyAsTheLockIsDrawnLeavesNoWayBackIn() throws {
    let (device, violations) = run(
      profile,
      try lock("android-lock[as=view,rearm=onPause,unlockBy=prompt,prompt=confirmCredential,askOn=lockShown]"),
      [.launch, .back])
    #expect(violations[0].isEmpty)
    expectEqual(violations[1].first?.invariant, .unlockBlocked)
    #expect(device.activity?.lifecycleState == .RESUMED && device.strategy.isAppLocked)
  }

  /// The holding neighbour: the same lock with a button of its own that starts the confirmation again.
  @Test func theLocksOwnButtonStartsTheConfirmationAgain() throws {
    let (device, violations) = run(
      profile,
      try lock(
        "android-lock[as=view,rearm=onPause,unlockBy=prompt,prompt=confirmCredential,askOn=lockShown,button=prompt]"),
      [.launch, .back, .appCall("authenticate"), .biometricMatch])
    expectEqual(kinds(violations), [])
    #expect(!device.strategy.isAppLocked)
  }

  /// Five failed biometric attempts lock the sensor out; the credential confirmation stays up with the device
  /// credential offered (a match is the credential entered), where the biometric prompt alone ends with
  /// `ERROR_LOCKOUT`.
  @Test func aLockoutLeavesTheDeviceCredentialOffered() throws {
    let failures = [AndroidEvent](repeating: .biometricNoMatch, count: AndroidDevice.biometricLockoutAttempts)
    let credential = run(
      profile, try lock("android-lock[as=prompt,rearm=onPause,prompt=confirmCredential]"), [.launch] + failures)
    #expect(credential.device.isBiometricLockedOut && credential.device.isBiometricPromptShown)
    #expect(credential.device.refusal(for: .biometricMatch) == nil)
    try credential.device.step(.biometricMatch)
    #expect(!credential.device.strategy.isAppLocked)
    let hosted = run(
      profile, try lock("android-lock[as=prompt,rearm=onPause,prompt=hostActivity]"), [.launch] + failures)
    #expect(hosted.device.isBiometricLockedOut && !hosted.device.isBiometricPromptShown)
  }
}
