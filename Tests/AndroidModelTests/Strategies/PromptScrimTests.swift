import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The system biometric prompt's dim over the app (AOSP SystemUI: `biometric_dialog_dim_color`, 50 % black), what
/// `lock-bypass` judges while it shows, and when androidx.biometric delivers the system's cancel of a prompt whose app
/// left (its `LiveData`, at the activity's next `onStart`).
@Suite struct PromptScrimTests {
  private func promptLock(_ text: String = "android-lock[as=prompt,rearm=onStop]") throws -> AndroidAppLock {
    AndroidAppLock(try #require(AndroidLockConfiguration(parsing: text)))
  }

  @Test func theScrimIsHalfBlackAndTheAppStaysLegibleButTheDisplayIsNotJudgedUnderThePrompt() throws {
    let (device, violations) = run(phone(34), try promptLock(), [.launch])
    expectEqual(kinds(violations), [])
    #expect(device.isBiometricPromptShown)
    let prompt = try #require(device.windowManager.windows.first { $0.label == "biometricPrompt" })
    expectEqual(prompt.decorView.children.map(\.backgroundColor), [0x8000_0000, 0xFFFF_FFFF])
    // What the dim leaves legible: the app's content above the prompt's panel.
    #expect(!device.legibleSensitiveOnDisplay.isEmpty)
    #expect(device.strategy.isAppLocked)
  }

  @Test("biometricPromptScrimShowsApp decides a screenshot under the prompt on API 28-29, not the user's cancel")
  func flagDecidesImagesOnly() throws {
    func verdicts(_ api: Int, _ showsApp: Bool, _ events: [AndroidEvent]) throws -> [[AndroidInvariant]] {
      var profile = phone(api)
      profile.flags.biometricPromptScrimShowsApp = showsApp
      return run(profile, try promptLock(), events).violations.map { $0.map(\.invariant) }
    }
    // Dependent: on API 29 the screenshot taken while the prompt shows is an image of what its dim leaves legible.
    try expectEqual(verdicts(29, true, [.launch, .screenshot]), [[], [.lockBypass]])
    try expectEqual(verdicts(29, false, [.launch, .screenshot]), [[], []])
    // Independent: the user's Back ends the prompt, and nothing of as=prompt covers the app, whatever the dim.
    try expectEqual(verdicts(29, true, [.launch, .back]), [[], [.lockBypass]])
    try expectEqual(verdicts(29, false, [.launch, .back]), [[], [.lockBypass]])
  }

  @Test func fromAPI30ThePromptsWindowIsSecureSoAScreenshotUnderItShowsNothingOfTheApp() throws {
    func shot(_ api: Int) throws -> (AndroidCapture?, [AndroidInvariant]) {
      let (device, violations) = run(phone(api), try promptLock(), [.launch, .screenshot])
      return (device.lastCaptures.first, violations[1].map(\.invariant))
    }
    let api29 = try shot(29)
    expectEqual(api29.0?.leaks, true)
    expectEqual(api29.1, [.lockBypass])
    // Up to API 30 a visible secure layer refuses the whole screenshot; from 31 the prompt's window is black.
    let api30 = try shot(30)
    expectEqual(api30.0?.isRefused, true)
    expectEqual(api30.1, [])
    let api34 = try shot(34)
    expectEqual(api34.0?.blackedOut, ["biometricPrompt"])
    expectEqual(api34.0?.leaks, false)
    expectEqual(api34.0?.securedByApp, [])
    expectEqual(api34.1, [])
  }

  @Test func theSystemCancelReachesAnAndroidxAppOnlyAfterItsReturn() throws {
    let strategy = ScriptedStrategy()
    strategy.appCalls = ["ask"]
    var replies: [String] = []
    var prompt: BiometricPrompt?
    strategy.call = { _, activity in
      let asked = BiometricPrompt(
        activity, onSucceeded: { replies.append("success") },
        onError: { [weak activity] code in
          replies.append("error \(code) while \(activity.map { "\($0.lifecycleState)" } ?? "gone")")
        })
      prompt = asked
      asked.authenticate()
    }
    let device = AndroidDevice(profile: phone(34), strategy: strategy, app: .banking)
    for event: AndroidEvent in [.launch, .appCall("ask"), .pressHome] { try device.step(event) }
    expectEqual(prompt?.isShowing, false)
    expectEqual(replies, [])
    try device.step(.returnToApp)
    expectEqual(replies, ["error \(BiometricPrompt.BIOMETRIC_ERROR_CANCELED) while RESUMED"])
  }

  @Test func aLockTakingTheHeldCancelAsAPassAtTheReturnNamesThePlatformFact() throws {
    // Asked on window focus, which follows the return's resume: the held cancel has taken the lock down first.
    let lock = try promptLock("android-lock[as=prompt,rearm=onStop,askOn=windowFocus,unlockOn=canceled]")
    let (device, violations) = run(phone(34), lock, [.launch, .pressHome, .returnToApp])
    let bypass = try #require(violations[2].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.byConstruction == nil)
    #expect(bypass.detail.contains("androidx.biometric delivers it at the activity's next onStart"))
    #expect(!device.isBiometricPromptShown)
    // Asked on resume, the new prompt is up before the held cancel arrives: it stays over the app.
    let onResume = run(
      phone(34), try promptLock("android-lock[as=prompt,rearm=onStop,unlockOn=canceled]"),
      [.launch, .pressHome, .returnToApp])
    expectEqual(kinds(onResume.violations), [])
    #expect(onResume.device.isBiometricPromptShown)
  }
}
