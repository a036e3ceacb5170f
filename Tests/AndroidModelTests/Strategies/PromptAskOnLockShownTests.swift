import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `askOn=lockShown`: a lock whose code asks for the biometric prompt as it draws its lock screen, and only then. Where
/// it draws decides whether a prompt that ended without a match is ever asked again: a return whose hook draws the
/// lock (`rearm=onStart|onResume`) asks; a lock drawn only as the app leaves (`rearm=onPause|onStop`) or at creation
/// leaves its screen with no prompt and no route to one (`unlock-blocked`).
@Suite struct PromptAskOnLockShownTests {

  /// The scrim hides the app, so only what the lock leaves in sight is judged.
  private var profile: AndroidProfile { phoneWithOpaqueScrim(34) }

  @Test func theWordParsesAndPrintsCanonically() throws {
    let configuration = try #require(
      AndroidLockConfiguration(parsing: "android-lock[askOn=lockShown,unlockBy=prompt,rearm=onPause,as=view]"))
    #expect(configuration.asksWhenLockShown && !configuration.asksOnStop && !configuration.asksOnWindowFocus)
    expectEqual(configuration.description, "android-lock[as=view,rearm=onPause,unlockBy=prompt,askOn=lockShown]")
    expectEqual(AndroidLockConfiguration(parsing: configuration.description), configuration)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onPause,askOn=lockShown]") == nil)
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=prompt,rearm=onPause,askOn=button]")
    }
  }

  @Test func theLaunchAsksOnceAsTheActivityStartsAndAResumeAsksNothingMore() throws {
    let device = AndroidDevice(
      profile: profile, strategy: try lock("android-lock[as=view,rearm=onPause,unlockBy=prompt,askOn=lockShown]"))
    try device.step(.launch)
    #expect(device.isBiometricPromptShown)
    try device.step(.biometricMatch)
    #expect(!device.isBiometricPromptShown && !device.strategy.isAppLocked)
  }

  /// The failing case: the user's cancel at launch leaves the lock screen, drawn again only as the app leaves, with no
  /// prompt on any return.
  @Test func aCancelLeavesALockDrawnOnlyAsTheAppLeavesWithNoRouteToAPrompt() throws {
    let (device, violations) = run(
      profile, try lock("android-lock[as=view,rearm=onPause,unlockBy=prompt,askOn=lockShown]"),
      [.launch, .back, .pressHome, .returnToApp])
    #expect(violations[0].isEmpty)
    let blocked = try #require(violations[1].first)
    expectEqual(blocked.invariant, .unlockBlocked)
    #expect(blocked.detail.contains("it asks only as it draws its lock screen (askOn=lockShown)"))
    #expect(blocked.detail.contains("in onPause"))
    // The leave drew the lock and asked; the system cancelled that prompt, and the return asks nothing.
    #expect(!device.isBiometricPromptShown && device.strategy.isAppLocked)
    expectEqual(violations[3].first?.invariant, .unlockBlocked)
  }

  /// The holding neighbour: the same lock drawn again by the return's hook asks there.
  @Test func aLockDrawnAgainAtTheReturnAsksThere() throws {
    let (device, violations) = run(
      profile, try lock("android-lock[as=view,rearm=onResume,unlockBy=prompt,askOn=lockShown]"),
      [.launch, .back, .pressHome, .returnToApp, .biometricMatch])
    #expect(violations.allSatisfy { $0.isEmpty })
    #expect(!device.strategy.isAppLocked)
  }

  /// A prompt-only lock asking as it locks in onPause: the system cancels the prompt at the leave and the return asks
  /// nothing, so the app shows while due (lock-bypass, naming the platform's cancel).
  @Test func aPromptOnlyLockAskingAsItLeavesShowsTheAppAtTheReturn() throws {
    let (_, violations) = run(
      profile, try lock("android-lock[as=prompt,rearm=onPause,askOn=lockShown]"),
      [.launch, .biometricMatch, .pressHome, .returnToApp])
    #expect(violations[0...1].allSatisfy { $0.isEmpty })
    let bypass = try #require(violations[3].first { $0.invariant == .lockBypass })
    #expect(bypass.detail.contains("the system cancels that prompt (BIOMETRIC_ERROR_CANCELED"))
  }

  /// The idle timer, posted at the prompt's match, locks in front: the lock drawn by the timer asks at once.
  @Test func theIdleTimerLocksInFrontAndTheLockAsksAsItDrawsIt() throws {
    let device = AndroidDevice(
      profile: profile,
      strategy: try lock("android-lock[as=view,rearm=onStop,unlockBy=prompt,askOn=lockShown,idle=30]"))
    try device.step(.launch)
    try device.step(.biometricMatch)
    #expect(!device.strategy.isAppLocked && !device.isBiometricPromptShown)
    try device.step(.advance(31))
    #expect(device.strategy.isAppLocked)
    #expect(device.isBiometricPromptShown)
  }
}
