import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// What the biometric prompt does to the app's activity, by where the app asks for it (``BiometricPrompt/Host``), and
/// the `reauth-loop` a lock keyed on those callbacks then shows.
@Suite struct PromptLockLifecycleTests {
  private func lock(_ rearm: AndroidLockConfiguration.Rearm, _ host: BiometricPrompt.Host) -> AndroidAppLock {
    AndroidAppLock(AndroidLockConfiguration(surface: .prompt, rearm: rearm, promptHost: host))
  }

  /// The scrim hides the app, so only the prompt's loop is judged.
  private func opaqueScrim(_ api: Int) -> AndroidProfile {
    var profile = phone(api)
    profile.flags.biometricPromptScrimShowsApp = false
    return profile
  }

  @Test func aHostActivityPausesTheAppAndItsFinishResumesItAfterTheOutcome() {
    let (device, violations) = run(opaqueScrim(34), lock(.onStart, .hostActivity), [.launch])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.lifecycleState, .STARTED)
    expectEqual(device.lifecycleLog.suffix(2), ["onTopResumedActivityChanged(false)", "onPause"])
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "biometricPrompt"])
    try? device.step(.biometricMatch)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.lifecycleLog.suffix(2), ["onResume", "onTopResumedActivityChanged(true)"])
    #expect(!device.lifecycleLog.contains("onStop"))
    #expect(!device.strategy.isAppLocked)
  }

  @Test func aLockReArmedOnResumeLoopsOnlyWhenAHostActivityAsks() {
    let hosted = run(opaqueScrim(34), lock(.onResume, .hostActivity), [.launch, .biometricMatch])
    expectEqual(kinds(hosted.violations), [.reauthLoop])
    expectEqual(hosted.device.windowManager.windows.map(\.label), ["activity", "biometricPrompt"])
    let system = run(opaqueScrim(34), lock(.onResume, .systemWindow), [.launch, .biometricMatch])
    expectEqual(kinds(system.violations), [])
    #expect(!system.device.lifecycleLog.contains("onPause"))
  }

  @Test func androidxWithDeviceCredentialHostsThePromptUpToAPI28() {
    #expect(BiometricPrompt.Host.androidxDeviceCredential.pausesActivity(apiLevel: 28))
    #expect(!BiometricPrompt.Host.androidxDeviceCredential.pausesActivity(apiLevel: 29))
    let api28 = run(opaqueScrim(28), lock(.onResume, .androidxDeviceCredential), [.launch, .biometricMatch])
    expectEqual(kinds(api28.violations), [.reauthLoop])
    let api29 = run(opaqueScrim(29), lock(.onResume, .androidxDeviceCredential), [.launch, .biometricMatch])
    expectEqual(kinds(api29.violations), [])
  }

  @Test func aSecondReAskAfterTheUsersCancelIsALoop() {
    let (device, violations) = run(opaqueScrim(34), lock(.onStop, .hostActivity), [.launch, .back, .back])
    expectEqual(kinds(violations), [.reauthLoop])
    expectEqual(violations[2].first?.invariant, .reauthLoop)
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "biometricPrompt"])
  }

  @Test func leavingUnderAHostActivityPausesOnceAndReturningAsksAgain() {
    let (device, _) = run(opaqueScrim(34), lock(.onStop, .hostActivity), [.launch, .pressHome])
    expectEqual(device.lifecycleLog.filter { $0 == "onPause" }.count, 1)
    expectEqual(device.activity?.lifecycleState, .CREATED)
    expectEqual(device.windowManager.windows.map(\.label), ["activity"])
    try? device.step(.returnToApp)
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "biometricPrompt"])
    // The user's return is an action: a prompt after it is no loop.
    #expect(device.reauthenticationAfterSuccess == nil && device.reauthenticationAfterCancel == nil)
  }

  /// The app paused under the host activity is under the system prompt: its display is not judged, the screenshot
  /// taken meanwhile is (what the prompt's dim leaves legible on API 29, before its window became secure).
  @Test func theDisplayUnderAHostActivitysPromptIsNotJudgedButAScreenshotOfItIs() {
    let (device, violations) = run(phone(29), lock(.onStart, .hostActivity), [.launch, .screenshot])
    expectEqual(violations.map { $0.map(\.invariant) }, [[], [.lockBypass]])
    expectEqual(device.activity?.lifecycleState, .STARTED)
    #expect(device.isBiometricPromptShown)
  }

  @Test func thePromptHostIsPartOfTheFamilysText() {
    let text = "android-lock[as=prompt,rearm=onResume,prompt=hostActivity]"
    expectEqual(AndroidLockConfiguration(parsing: text)?.description, text)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onResume,prompt=hostActivity]") == nil)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onResume,prompt=systemWindow]") == nil)
  }

  @Test func theSystemPromptAndADialogTakeWindowFocusWithoutPausing() {
    let focus = FocusRecorder()
    let device = AndroidDevice(profile: phone(34), strategy: focus)
    try? device.step(.launch)
    try? device.step(.showWindow(.dialog))
    try? device.step(.dismissWindow)
    expectEqual(focus.changes, [true, false, true])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    let prompt = PromptRecorder()
    let promptDevice = AndroidDevice(profile: phone(34), strategy: prompt)
    try? promptDevice.step(.launch)
    try? promptDevice.step(.biometricMatch)
    // The prompt asked in onResume is up before the window's first focus (the model's order), so the match gives it.
    expectEqual(prompt.changes, [true])
    #expect(!promptDevice.lifecycleLog.contains("onPause"))
    try? promptDevice.step(.pressHome)
    expectEqual(prompt.changes, [true, false])
  }

  @Test func aLockAskingOnWindowFocusLoopsAfterCancelsOfTheSystemPrompt() {
    let configuration = AndroidLockConfiguration(surface: .prompt, rearm: .onStop, asksOnWindowFocus: true)
    let cancelled = run(opaqueScrim(34), AndroidAppLock(configuration), [.launch, .back, .back])
    expectEqual(kinds(cancelled.violations), [.reauthLoop])
    expectEqual(cancelled.violations[2].first?.invariant, .reauthLoop)
    let matched = run(opaqueScrim(34), AndroidAppLock(configuration), [.launch, .biometricMatch])
    expectEqual(kinds(matched.violations), [])
    expectEqual(configuration.description, "android-lock[as=prompt,rearm=onStop,askOn=windowFocus]")
  }

  @Test func aRecreationWhileThePromptIsInFlightAsksNoSecondPrompt() throws {
    // The lock's code asks only when no prompt of its own is in flight (`isInProgress`). With the launch's posted work
    // held, the host activity starts as the rotation begins; the recreated activity's onResume finds that prompt in
    // flight and starts no second host activity over itself (no further pause), and one prompt window shows.
    let device = AndroidDevice(
      profile: opaqueScrim(34), strategy: lock(.onResume, .hostActivity), app: .banking)
    for event: AndroidEvent in [.holdPostedWork, .launch] { _ = try checkedStep(device, event) }
    let before = device.lifecycleLog.count
    #expect(try checkedStep(device, .rotate).isEmpty)
    expectEqual(
      Array(device.lifecycleLog[before...]),
      [
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState", "onDestroy", "onCreate",
        "onStart", "onResume", "onTopResumedActivityChanged(true)",
      ])
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "biometricPrompt"])
    #expect(device.isBiometricPromptShown)
  }
}

/// Records the window focus changes its activity is told of.
private final class FocusRecorder: AndroidPrivacyStrategy {
  var name = "focus"
  var claims: AndroidProtectionClaims = []
  var changes: [Bool] = []
  func onWindowFocusChanged(_ activity: Activity, _ hasFocus: Bool) { changes.append(hasFocus) }
}

/// Asks for the system's prompt once, when its activity first resumes, and records the focus changes.
private final class PromptRecorder: AndroidPrivacyStrategy {
  var name = "prompt"
  var claims: AndroidProtectionClaims = []
  var changes: [Bool] = []
  private var prompt: BiometricPrompt?
  func onResume(_ activity: Activity) {
    guard prompt == nil else { return }
    prompt = BiometricPrompt(activity, onSucceeded: {}, onError: { _ in })
    prompt?.authenticate()
  }
  func onWindowFocusChanged(_ activity: Activity, _ hasFocus: Bool) { changes.append(hasFocus) }
}
