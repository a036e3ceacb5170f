import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The device's authentication state as a biometric request sees it (system errors, the permanent lockout, biometrics
/// or the screen lock removed in Settings, the Keystore's validity after a device unlock, Settings' force stop) and
/// the app lock's words for its own handling (`onError=`, `askOn=onStop`, `unlockBy=prompt`, `gate=`).
@Suite struct PromptLockDeviceStateTests {

  /// The scrim hides the app, so only what the lock leaves in sight is judged.
  private var profile: AndroidProfile { phoneWithOpaqueScrim(34) }

  /// Launch, match, leave, remove the biometrics in Settings, return.
  private let biometricsRemoved: [AndroidEvent] = [
    .launch, .biometricMatch, .pressHome, .removeDeviceSecurity(.biometrics), .returnToApp,
  ]

  @Test func theWordsParseWhereTheyMeanSomethingAndPrintCanonically() throws {
    let text =
      "android-lock[as=view,rearm=onStop,gate=deviceCredential,validity=30,onError=fallback,askOn=onStop,"
      + "unlockBy=prompt]"
    let configuration = try #require(AndroidLockConfiguration(parsing: text))
    #expect(configuration.releasesByPrompt && configuration.asksOnStop && configuration.onError == .fallback)
    expectEqual(configuration.gateValidity, 30)
    expectEqual(
      configuration.description,
      "android-lock[as=view,rearm=onStop,unlockBy=prompt,askOn=onStop,onError=fallback,gate=deviceCredential,"
        + "validity=30]")
    expectEqual(AndroidLockConfiguration(parsing: configuration.description), configuration)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=dialog,rearm=onStop,onError=exit]") == nil)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=dialog,rearm=onStop,unlockBy=prompt]") == nil)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onStop,validity=30]") == nil)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onStop,gate=deviceCredential]") == nil)
    // Asking again at once after an error that ends every request at once is a busy loop, not a member.
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onStop,repromptOn=noBiometrics]") == nil)
    #expect(
      AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onStop,unlockOn=lockoutPermanent+noBiometrics]")?
        .unlocksOn == [.lockoutPermanent, .noBiometrics])
  }

  @Test func aHardwareErrorEndsThePromptOnceAndTheNextRequestShowsIt() throws {
    let device = AndroidDevice(profile: profile, strategy: try lock("android-lock[as=prompt,rearm=onStop]"))
    #expect(device.refusal(for: .biometricError(.hwUnavailable)) != nil)
    try device.step(.launch)
    try device.step(.biometricError(.hwUnavailable))
    #expect(!device.isBiometricPromptShown)
    try device.step(.pressHome)
    try device.step(.returnToApp)
    #expect(device.isBiometricPromptShown)
  }

  @Test func thePermanentLockoutEndsEveryRequestUntilTheDeviceCredentialIsEntered() throws {
    let (device, violations) = run(
      profile, try lock("android-lock[as=prompt,rearm=onStop]"),
      [.launch, .biometricError(.lockoutPermanent), .pressHome, .returnToApp])
    #expect(device.isBiometricPermanentlyLockedOut)
    expectEqual(device.biometricRequestError(host: .systemWindow), BiometricPrompt.BIOMETRIC_ERROR_LOCKOUT_PERMANENT)
    #expect(!device.isBiometricPromptShown)
    let bypass = try #require(violations[3].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("ERROR_LOCKOUT_PERMANENT; as=prompt draws nothing of its own"))
    // The keyguard takes the PIN: the lockout ends and the return asks again.
    try device.step(.screenOff)
    try device.step(.screenOn)
    #expect(!device.isBiometricPermanentlyLockedOut)
    #expect(device.isBiometricPromptShown)
  }

  @Test func removingTheScreenLockInSettingsRemovesTheBiometricsAndTheCredential() throws {
    let device = AndroidDevice(profile: profile, strategy: NoAndroidProtection())
    try device.step(.launch)
    expectEqual(device.refusal(for: .removeDeviceSecurity(.screenLock))?.contains("Settings, another app"), true)
    expectEqual(device.canAuthenticate(allowingDeviceCredential: false), 0)
    try device.step(.pressHome)
    try device.step(.removeDeviceSecurity(.screenLock))
    #expect(!device.hasScreenLock && !device.biometricsEnrolled)
    expectEqual(device.canAuthenticate(allowingDeviceCredential: true), BiometricPrompt.BIOMETRIC_ERROR_NO_BIOMETRICS)
    expectEqual(device.biometricRequestError(host: .androidxDeviceCredential), 14)
    expectEqual(device.biometricRequestError(host: .systemWindow), 11)
    expectEqual(device.refusal(for: .removeDeviceSecurity(.biometrics)), "no biometric is enrolled")
  }

  /// Each reply to `ERROR_NO_BIOMETRICS` on a prompt lock: nothing and asking again leave the app shown, `exit`
  /// leaves it, `crash` is the app's crash, `fallback` shows the app's own keypad.
  @Test func eachErrorReplyHasItsVerdict() throws {
    func last(_ reply: String) throws -> (AndroidDevice, [AndroidInvariant]) {
      let (device, violations) = run(
        profile, try lock("android-lock[as=prompt,rearm=onStop\(reply)]"), biometricsRemoved)
      return (device, violations[4].map(\.invariant))
    }
    let (none, noneKinds) = try last("")
    expectEqual(noneKinds, [.lockBypass])
    expectEqual(none.strategy.lockPromiseFact?.contains("ERROR_NO_BIOMETRICS"), true)
    try expectEqual(last(",onError=reask").1, [.lockBypass])
    let (exit, exitKinds) = try last(",onError=exit")
    expectEqual(exitKinds, [])
    expectEqual(exit.screen, .home)
    let (crash, crashKinds) = try last(",onError=crash")
    expectEqual(crashKinds, [.crash])
    expectEqual(crash.lastCrash?.message.contains("onAuthenticationError(ERROR_NO_BIOMETRICS)"), true)
    let (fallback, fallbackKinds) = try last(",onError=fallback")
    expectEqual(fallbackKinds, [])
    #expect(fallback.strategy.lockEntry != nil)
    expectEqual(fallback.strategy.appCalls, ["unlock"])
    try fallback.step(.appCall("unlock"))
    #expect(!fallback.strategy.isAppLocked)
    // The prompt asked again over the fallback keypad on the return blocks nothing: Back takes it down.
    let again = run(
      profile, try lock("android-lock[as=prompt,rearm=onStop,onError=fallback]"),
      [.launch, .biometricError(.hwUnavailable), .pressHome, .returnToApp, .back, .appCall("unlock")])
    expectEqual(kinds(again.violations), [])
    #expect(!again.device.strategy.isAppLocked)
  }

  @Test func askingAgainAtOnceAfterTheUsersSecondCancelIsAReauthenticationLoopByConstruction() throws {
    let (_, violations) = run(
      profile, try lock("android-lock[as=prompt,rearm=onStop,onError=reask]"), [.launch, .back, .back])
    expectEqual(kinds(Array(violations.prefix(2))), [])
    let loop = try #require(violations[2].first)
    expectEqual(loop.invariant, .reauthLoop)
    expectEqual(loop.byConstruction?.contains("onError=reask asks for the prompt again at once"), true)
  }

  @Test func aPromptAskedInOnStopNeverShowsSoTheReturnShowsTheApp() throws {
    let (device, violations) = run(
      profile, try lock("android-lock[as=prompt,rearm=onStop,askOn=onStop]"),
      [.launch, .biometricMatch, .pressHome, .returnToApp])
    expectEqual(kinds(Array(violations.prefix(3))), [])
    #expect(!device.isBiometricPromptShown)
    let bypass = try #require(violations[3].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("Called after onSaveInstanceState()"))
  }

  @Test func aLockScreenOnlyThePromptTakesDownIsBlockedWithNoRouteToAPrompt() throws {
    // Control: after the user's cancel the screen stays with no prompt, but a return asks again.
    let control = run(
      profile, try lock("android-lock[as=view,rearm=onStop,unlockBy=prompt]"),
      [.launch, .back, .pressHome, .returnToApp, .biometricMatch])
    expectEqual(kinds(control.violations), [])
    #expect(!control.device.strategy.isAppLocked)
    let onStop = run(
      profile, try lock("android-lock[as=view,rearm=onStop,unlockBy=prompt,askOn=onStop]"),
      [.launch, .biometricMatch, .pressHome, .returnToApp])
    let blocked = try #require(onStop.violations[3].first)
    expectEqual(blocked.invariant, .unlockBlocked)
    #expect(blocked.detail.contains("only in onStop"))
    let removed = run(profile, try lock("android-lock[as=view,rearm=onStop,unlockBy=prompt]"), biometricsRemoved)
    expectEqual(removed.violations[4].map(\.invariant), [.unlockBlocked])
    expectEqual(removed.violations[4].first?.detail.contains("ERROR_NO_BIOMETRICS (none enrolled)"), true)
    let fallback = run(
      profile, try lock("android-lock[as=view,rearm=onStop,unlockBy=prompt,onError=fallback]"), biometricsRemoved)
    expectEqual(kinds(fallback.violations), [])
    // A lock route pushed in onStop (the app navigates to its lock while stopped), asking there: blocked when it
    // consumes Back; without back=handled Back pops it (a bypass, not a lock nobody can take down).
    let steps: [AndroidEvent] = [.launch, .biometricMatch, .pressHome, .returnToApp]
    let route = run(
      profile, try lock("android-lock[as=route,rearm=onStop,back=handled,unlockBy=prompt,askOn=onStop]"), steps)
    expectEqual(route.violations[3].map(\.invariant), [.unlockBlocked])
    let poppable = run(profile, try lock("android-lock[as=route,rearm=onStop,unlockBy=prompt,askOn=onStop]"), steps)
    expectEqual(poppable.violations[3].map(\.invariant), [])
    #expect(poppable.device.strategy.promptRelease == nil)
  }

  @Test func aKeyValidAfterTheDeviceUnlockPassesTheLockWithNoPrompt() throws {
    let text = "android-lock[as=prompt,rearm=onStop,gate=deviceCredential,validity=10]"
    let (device, violations) = run(profile, try lock(text), [.advance(20), .launch, .screenOff, .screenOn])
    // Launched 20 s after the unlock: the key is not authorized, the prompt shows.
    expectEqual(kinds(Array(violations.prefix(3))), [])
    // The keyguard's unlock authorizes the key: the return passes the lock with no prompt.
    expectEqual(device.secondsSinceUserAuthentication, 0)
    let bypass = try #require(violations[3].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("gate=deviceCredential,validity=10"))
    #expect(!device.isBiometricPromptShown)
  }

  @Test func forceStopKillsWithNoCallbackAndLeavesNoTask() throws {
    let device = AndroidDevice(profile: profile, strategy: NoAndroidProtection())
    try device.step(.launch)
    expectEqual(device.refusal(for: .forceStop)?.contains("App info"), true)
    try device.step(.pressHome)
    let logged = device.lifecycleLog.count
    try device.step(.forceStop)
    expectEqual(Array(device.lifecycleLog.dropFirst(logged)), ["force stopped"])
    #expect(!device.hasTask)
    #expect(device.refusal(for: .returnToApp) != nil)
    #expect(device.refusal(for: .launch) == nil)
    var keeps = profile
    keeps.flags.forceStopRemovesTask = false
    let kept = AndroidDevice(profile: keeps, strategy: NoAndroidProtection())
    for event in [AndroidEvent.launch, .pressHome, .forceStop] { try kept.step(event) }
    #expect(kept.hasTask && kept.activity == nil)
  }
}
