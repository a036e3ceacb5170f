import AndroidModel
import AndroidStrategies
import LifecycleFuzz
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
    #expect(kinds(violations) == [])
    #expect(device.isBiometricPromptShown)
    let prompt = try #require(device.windowManager.windows.first { $0.label == "biometricPrompt" })
    #expect(prompt.decorView.children.map(\.backgroundColor) == [0x8000_0000, 0xFFFF_FFFF])
    // What the dim leaves legible: the app's content above the prompt's panel.
    #expect(!device.legibleSensitiveOnDisplay.isEmpty)
    #expect(device.strategy.isAppLocked)
  }

  @Test("biometricPromptScrimShowsApp decides a screenshot under the prompt, not the user's cancel")
  func flagDecidesImagesOnly() throws {
    func verdicts(_ showsApp: Bool, _ events: [AndroidEvent]) throws -> [[AndroidInvariant]] {
      var profile = phone(34)
      profile.flags.biometricPromptScrimShowsApp = showsApp
      return run(profile, try promptLock(), events).violations.map { $0.map(\.invariant) }
    }
    // Dependent: the screenshot taken while the prompt shows is an image of what its dim leaves legible.
    #expect(try verdicts(true, [.launch, .screenshot]) == [[], [.lockBypass]])
    #expect(try verdicts(false, [.launch, .screenshot]) == [[], []])
    // Independent: the user's Back ends the prompt, and nothing of as=prompt covers the app, whatever the dim.
    #expect(try verdicts(true, [.launch, .back]) == [[], [.lockBypass]])
    #expect(try verdicts(false, [.launch, .back]) == [[], [.lockBypass]])
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
    #expect(prompt?.isShowing == false)
    #expect(replies == [])
    try device.step(.returnToApp)
    #expect(replies == ["error \(BiometricPrompt.BIOMETRIC_ERROR_CANCELED) while RESUMED"])
  }

  @Test func aLockTakingTheHeldCancelAsAPassAtTheReturnNamesThePlatformFact() throws {
    // Asked on window focus, which follows the return's resume: the held cancel has taken the lock down first.
    let lock = try promptLock("android-lock[as=prompt,rearm=onStop,askOn=windowFocus,unlockOn=canceled]")
    let (device, violations) = run(phone(34), lock, [.launch, .pressHome, .returnToApp])
    let bypass = try #require(violations[2].first)
    #expect(bypass.invariant == .lockBypass)
    #expect(bypass.byConstruction == nil)
    #expect(bypass.detail.contains("androidx.biometric delivers it at the activity's next onStart"))
    #expect(!device.isBiometricPromptShown)
    // Asked on resume, the new prompt is up before the held cancel arrives: it stays over the app.
    let onResume = run(
      phone(34), try promptLock("android-lock[as=prompt,rearm=onStop,unlockOn=canceled]"),
      [.launch, .pressHome, .returnToApp])
    #expect(kinds(onResume.violations) == [])
    #expect(onResume.device.isBiometricPromptShown)
  }
}
