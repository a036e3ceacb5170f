import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// How the biometric prompt ends other than in a match (the platform's errors, the non-terminal failed attempt, the
/// lockout) and how a prompt lock's `onAuthenticationError` answers each (`unlockOn=`, `repromptOn=`).
@Suite struct PromptLockErrorTests {

  /// The scrim hides the app, so only what the lock leaves in sight is judged.
  private func opaqueScrim(_ flags: (inout AndroidPlatformFlags) -> Void = { _ in }) -> AndroidProfile {
    var profile = phone(34)
    profile.flags.biometricPromptScrimShowsApp = false
    flags(&profile.flags)
    return profile
  }

  private let noMatches = [AndroidEvent](repeating: .biometricNoMatch, count: 5)

  @Test func theReplyVocabularyParsesOnlyOnAPromptLockAndPrintsCanonically() throws {
    let text = "android-lock[as=prompt,rearm=onStop,repromptOn=negativeButton+userCanceled,unlockOn=lockout+canceled]"
    let configuration = try #require(AndroidLockConfiguration(parsing: text))
    expectEqual(configuration.unlocksOn, [.canceled, .lockout])
    expectEqual(configuration.repromptsOn, [.userCanceled, .negativeButton])
    expectEqual(
      configuration.description,
      "android-lock[as=prompt,rearm=onStop,unlockOn=canceled+lockout,repromptOn=userCanceled+negativeButton]")
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onStop,unlockOn=canceled]") == nil)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onStop,unlockOn=canceled+canceled]") == nil)
    // Asking again at once during the lockout fails at once again: a busy loop, not a member.
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onStop,repromptOn=lockout]") == nil)
  }

  @Test func aFailedAttemptKeepsThePromptAndTheFifthLocksTheSensorOutFor30Seconds() throws {
    let (device, violations) = run(
      opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop]"), [.launch] + noMatches.dropLast())
    expectEqual(kinds(violations), [])
    #expect(device.isBiometricPromptShown)
    try device.step(.biometricNoMatch)
    #expect(!device.isBiometricPromptShown)
    #expect(device.isBiometricLockedOut)
    // The stay lock asks again at the next resume: the request ends at once during the lockout.
    try device.step(.pressHome)
    try device.step(.returnToApp)
    #expect(!device.isBiometricPromptShown)
    try device.step(.advance(30))
    #expect(!device.isBiometricLockedOut)
    try device.step(.pressHome)
    try device.step(.returnToApp)
    #expect(device.isBiometricPromptShown)
  }

  @Test func aTouchRefusedUnderThePromptNamesThePromptNotAnotherAppsOverlay() throws {
    let (device, _) = run(opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop]"), [.launch])
    #expect(device.isBiometricPromptShown)
    expectEqual(
      device.refusal(for: .showWindow(.popup)),
      "SystemUI's biometric prompt (TYPE_STATUS_BAR_SUB_PANEL) is above the app and takes the touches and keys;"
        + " only its own controls (the strategy's app calls) answer")
  }

  @Test func underTheOtherLockoutAnswerThePromptShowsAndReadsNothing() throws {
    let profile = opaqueScrim { $0.biometricLockoutEndsRequestAtOnce = false }
    let device = run(profile, try lock("android-lock[as=prompt,rearm=onStop]"), [.launch] + noMatches).device
    try device.step(.pressHome)
    try device.step(.returnToApp)
    #expect(device.isBiometricPromptShown)
    expectEqual(
      device.refusal(for: .biometricMatch), "the biometric sensor is locked out (5 failed attempts, for 30 s)")
  }

  @Test func unlockingOnTheSystemCancelBypassesTheLockAndNamesThePlatformFact() throws {
    let events: [AndroidEvent] = [.launch, .pressHome, .returnToApp]
    let stays = run(opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop]"), events)
    expectEqual(kinds(stays.violations), [])
    // androidx delivers the cancel at the return's onStart; a lock asking in onResume has a new prompt up by the time
    // it runs (PromptScrimTests), one asking on window focus asks after it: nothing covers the app.
    let unlocks = run(
      opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop,askOn=windowFocus,unlockOn=canceled]"), events)
    let bypass = try #require(unlocks.violations[2].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.byConstruction == nil)
    #expect(bypass.detail.contains("(platform: the system cancels the prompt (BIOMETRIC_ERROR_CANCELED)"))
    #expect(unlocks.device.strategy.isAppLocked)
  }

  /// The prompt is a prompt lock's only surface: once the lockout ends it the app shows whatever the reply, so the
  /// label names that, not the `unlockOn=` that changes nothing (found by an adversarial run).
  @Test func theLockoutEndingAPromptLockIsABypassByConstructionOfThePromptAlone() throws {
    let note =
      "as=prompt: the biometric prompt is the lock's only surface, so after a lockout error nothing covers the app"
    let (_, violations) = run(
      opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop,unlockOn=lockout]"), [.launch] + noMatches)
    expectEqual(kinds(violations), [.lockBypass])
    expectEqual(
      violations[5].first?.byConstruction, note + " (unlockOn=lockout takes the lock down on a lockout error too)")
    let (_, without) = run(opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop]"), [.launch] + noMatches)
    expectEqual(kinds(without), [.lockBypass])
    expectEqual(without[5].first?.byConstruction, note)
    // A new prompt over the app: the note no longer explains what is seen.
    let (device, again) = run(
      opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop]"), [.launch, .back, .pressHome, .returnToApp])
    expectEqual(
      again[1].first?.byConstruction,
      "as=prompt: the biometric prompt is the lock's only surface, so after a userCanceled error nothing covers the app"
    )
    #expect(device.isBiometricPromptShown)
    #expect(device.strategy.lockPromiseNote == nil)
  }

  @Test func askingAgainAtOnceAfterTheUsersCancelLoopsByConstruction() throws {
    let (device, violations) = run(
      opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop,repromptOn=userCanceled]"), [.launch, .back, .back])
    expectEqual(kinds(violations), [.reauthLoop])
    expectEqual(
      violations[2].first?.byConstruction,
      "repromptOn=userCanceled asks for the prompt again at once after every userCanceled error")
    #expect(device.isBiometricPromptShown)
  }

  @Test func askingAgainFromAStoppedActivityShowsNoPrompt() throws {
    let (device, violations) = run(
      opaqueScrim(), try lock("android-lock[as=prompt,rearm=onStop,repromptOn=canceled]"), [.launch, .pressHome])
    expectEqual(kinds(violations), [])
    #expect(device.windowManager.windows.allSatisfy { $0.label != "biometricPrompt" })
    try device.step(.returnToApp)
    #expect(device.isBiometricPromptShown)
  }
}
