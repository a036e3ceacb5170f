import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// The user's device credential as the answer to a biometric prompt that allows it
/// (``AndroidEvent/deviceCredentialMatch``): from API 30 entered in SystemUI's prompt window (no lifecycle callback),
/// up to API 29 in Settings' confirm-lock screen, which stops the app's activity and restarts it before the success.
@Suite struct DeviceCredentialAnswerTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(AppLogicScript(parsing: text), app: .banking)
  }

  /// A lock that asks once, as its activity is made, with `word`'s request.
  private func asksAtCreate(_ word: String) -> String {
    """
    lock: locked
    on onCreate: set(locked); addView(lock); authenticate(\(word))
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    """
  }

  /// The callbacks `event` gives on `device`.
  private func callbacks(of event: AndroidEvent, on device: AndroidDevice) throws -> [String] {
    let start = device.lifecycleLog.count
    try device.step(event)
    return lifecycleCallbacks(from: start, in: device)
  }

  /// API 34: the credential is entered in the prompt's own window; the activity stays resumed and gets the success.
  @Test func fromAPI30TheCredentialIsEnteredInThePrompt() throws {
    let strategy = try logic(asksAtCreate("weak+credential"))
    let (device, violations) = run(phoneWithOpaqueScrim(34), strategy, [.launch])
    try expectEqual(callbacks(of: .deviceCredentialMatch, on: device), ["onAuthenticationSucceeded"])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(!device.isBiometricPromptShown)
    #expect(!strategy.isAppLocked)
  }

  /// API 29 (androidx hands the credential to the framework) and API 28 (androidx's own credential button, its
  /// request hosted by its own activity, which has paused the app's): Settings' confirm-lock screen stops the
  /// activity, and the correct entry restarts it; the success comes after `onResume`.
  @Test(arguments: [
    (29, "weak+credential", ["onPause", "onStop", "onSaveInstanceState"]),
    (28, "deviceCredential", ["onStop", "onSaveInstanceState"]),
  ])
  func upToAPI29TheConfirmLockScreenStopsAndRestartsTheActivity(api: Int, word: String, stopping: [String]) throws {
    let strategy = try logic(asksAtCreate(word))
    let (device, _) = run(phoneWithOpaqueScrim(api), strategy, [.launch])
    try expectEqual(
      callbacks(of: .deviceCredentialMatch, on: device),
      stopping + ["onRestart", "onStart", "onResume", "onAuthenticationSucceeded"])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(!device.isUnderConfirmLockScreen)
    #expect(!device.isBiometricPromptShown)
    #expect(!strategy.isAppLocked)
  }

  /// API 29 is the flag `credentialConfirmedInSettingsOnAPI29` (default `true`, Settings' screen, as above); under its
  /// other answer the credential is entered with no lifecycle callback, as from API 30.
  @Test func onAPI29TheSettingsScreenIsAFlag() throws {
    #expect(AndroidPlatformFlags.defaults(apiLevel: 29).credentialConfirmedInSettingsOnAPI29)
    var profile = phoneWithOpaqueScrim(29)
    profile.flags.credentialConfirmedInSettingsOnAPI29 = false
    let strategy = try logic(asksAtCreate("weak+credential"))
    let (device, _) = run(profile, strategy, [.launch])
    try expectEqual(callbacks(of: .deviceCredentialMatch, on: device), ["onAuthenticationSucceeded"])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(!strategy.isAppLocked)
  }

  /// A lock that locks in `onStop` and asks in `onStart` (the confirm-lock screen's own reports): up to API 29 the
  /// correct PIN stops the activity, which locks, and its restart asks again before the success arrives, so a prompt
  /// is up again after every correct entry; from API 30 the same script is done.
  @Test func aLockArmedInOnStopAsksAgainAfterTheCredentialBelowAPI30() throws {
    let script = """
      lock: locked
      on onCreate: set(locked); addView(lock)
      on onStart if locked: authenticate(weak+credential)
      on onStop: set(locked); addView(lock)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let old = run(phoneWithOpaqueScrim(29), try logic(script), [.launch, .deviceCredentialMatch]).device
    #expect(old.isBiometricPromptShown)
    expectEqual(old.lifecycleLog.filter { $0 == "app-logic line 3: authenticate(weak+credential)" }.count, 2)
    let new = run(phoneWithOpaqueScrim(34), try logic(script), [.launch, .deviceCredentialMatch]).device
    #expect(!new.isBiometricPromptShown)
  }

  /// The same loop judged: on API 29 the correct PIN is `reauth-loop` (the lock asked again before its pass arrived,
  /// and the pass leaves a new prompt up over the released lock); on API 28 androidx's host activity resumes the app
  /// after the success, so the ask comes after the pass and `needless-lock` names it (as before); from API 30 nothing
  /// is found.
  @Test(arguments: [28, 29, 34]) func theReaskAfterTheCredentialIsAReauthLoop(api: Int) throws {
    let script = """
      lock: locked
      on onCreate: set(locked); addView(lock)
      on onStart if locked: authenticate(weak+credential)
      on onStop: set(locked); addView(lock)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let (device, violations) = run(phoneWithOpaqueScrim(api), try logic(script), [.launch, .deviceCredentialMatch])
    let loops = violations[1].filter { $0.invariant == .reauthLoop }.map(\.detail)
    if api == 28 {
      #expect(device.isBiometricPromptShown)
      expectEqual(kinds(violations), [.needlessLock])
    } else if api < 30 {
      #expect(device.isBiometricPromptShown)
      #expect(
        loops
          == [
            "deviceCredentialMatch: the app asked for the biometric prompt again at t=0 s during the user's pass, "
              + "before the success reached it (its activity came back from under the pass and its lock asked): the "
              + "lock is released with a new prompt up, and every correct entry brings another"
          ], "\(violations)")
    } else {
      expectEqual(kinds(violations), [])
    }
  }

  /// A prompt that allows biometrics only has no credential to enter: the event is refused, and so is one with no
  /// prompt up.
  @Test func aBiometricOnlyPromptRefusesTheCredential() throws {
    let (device, _) = run(phoneWithOpaqueScrim(34), try logic(asksAtCreate("androidx")), [.launch])
    #expect(device.isBiometricPromptShown)
    expectEqual(
      device.refusal(for: .deviceCredentialMatch),
      "the prompt offers no device credential: the app allows biometrics only (no DEVICE_CREDENTIAL in "
        + "setAllowedAuthenticators, no setDeviceCredentialAllowed(true))")
    try device.step(.biometricMatch)
    expectEqual(
      device.refusal(for: .deviceCredentialMatch),
      "no biometric prompt is shown (the app asks for one, BiometricPrompt)")
  }
}
