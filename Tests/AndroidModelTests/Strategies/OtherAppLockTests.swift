import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Locks drawn by another app (an app locker's overlay) and by the system (the biometric prompt): what the platform
/// shows of the app around them, in captures and in Recents.
@Suite struct OtherAppLockTests {
  @Test func theLockerLearnsOfTheAppOnlyAfterItIsShownSoTheAppIsSeenFirst() {
    let (device, violations) = run(phone(34), AppLockerOverlay(), [.launch, .advance(0.5), .screenshot])
    expectEqual(kinds(violations), [.lockBypass])
    expectEqual(violations[0].map(\.invariant), [.lockBypass])
    // The overlay is above the app's windows, in the screenshot, and the app stays resumed under it.
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "otherAppOverlay"])
    expectEqual(device.lastCaptures.first?.legibleSensitive, [])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(device.lifecycleLog.filter { $0 == "onPause" }.isEmpty)
  }

  @Test func underTheOtherAnswerTheLockerReactsWithinTheEvent() {
    var profile = phone(34)
    profile.flags.foregroundChangeReachesOtherAppsLate = false
    let (_, violations) = run(profile, AppLockerOverlay(), [.launch, .advance(0.5), .openRecents])
    // The lock is up at once; the card is still the app's own snapshot, taken while locked.
    expectEqual(kinds(violations), [.lockBypass])
  }

  @Test func theOverlayIsInNoTaskSnapshotAndTakesTheTouches() {
    let (device, violations) = run(phone(34), AppLockerOverlay(), [.launch, .advance(0.5), .openRecents])
    // The app shown before the overlay, then its card taken while locked (issue 25: one rule, lock-bypass).
    expectEqual(kinds(violations), [.lockBypass, .lockBypass])
    // The locker hears that the app left only at the next event, then takes its overlay down.
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "otherAppOverlay"])
    try? device.step(.closeRecents)
    expectEqual(device.windowManager.windows.map(\.label), ["activity"])
    let covered = AndroidDevice(profile: phone(34), strategy: AppLockerOverlay())
    for event: AndroidEvent in [.launch, .advance(0.5)] { try? covered.step(event) }
    #expect(covered.refusal(for: .showWindow(.dialog)) != nil)
    #expect(covered.refusal(for: .back) != nil)
    #expect(covered.refusal(for: .appCall("unlock")) == nil)
  }

  @Test func unlockedTheAppIsUsableAndLeavingLocksItAgainForTheReturn() {
    let events: [AndroidEvent] = [.launch, .advance(0.5), .appCall("unlock"), .pressHome, .returnToApp, .advance(1)]
    let (device, violations) = run(phone(34), AppLockerOverlay(), events)
    expectEqual(violations.map { $0.map(\.invariant) }, [[.lockBypass], [], [], [], [.lockBypass], []])
    expectEqual(device.legibleSensitiveOnDisplay, [])
  }

  @Test func aSecureAppIsBlackUnderTheOverlayInScreenshotsAndItsCardIsTheTheme() {
    let strategy = ScriptedStrategy()
    strategy.create = { $0.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
    strategy.foreground = { inFront, otherApp in if inFront { otherApp.addOverlay(color: 0xFF00_0000) } }
    let device = AndroidDevice(profile: phone(34), strategy: strategy)
    for event: AndroidEvent in [.launch, .advance(0.5), .screenshot] { try? device.step(event) }
    expectEqual(device.lastCaptures.first?.blackedOut, ["activity"])
    try? device.step(.openRecents)
    expectEqual(device.lastCaptures.first?.isAppTheme, true)
  }

  private func promptLock() -> AndroidAppLock {
    AndroidAppLock(AndroidLockConfiguration(surface: .prompt, rearm: .onStop))
  }

  @Test func theBiometricPromptIsASystemWindowOverTheResumedApp() {
    // The app shows through the prompt's dim, but the display under the system prompt is not judged.
    let (device, violations) = run(phone(34), promptLock(), [.launch])
    expectEqual(kinds(violations), [])
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "biometricPrompt"])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(!device.lifecycleLog.contains("onPause"))
    let matched = run(phone(34), promptLock(), [.launch, .biometricMatch])
    #expect(matched.violations[1].isEmpty)
    #expect(!matched.device.strategy.isAppLocked)
    expectEqual(matched.device.windowManager.windows.map(\.label), ["activity"])
  }

  @Test func aPromptStaysOverTheActivityARotationRecreatedAndItsAnswerStillUnlocks() {
    let (device, violations) = run(phone(34), promptLock(), [.launch, .rotate, .biometricMatch])
    expectEqual(kinds(violations), [])
    #expect(!device.strategy.isAppLocked)
    expectEqual(device.windowManager.windows.map(\.label), ["activity"])
  }

  @Test func anOpaqueScrimHidesTheAppAndCancellingKeepsTheLock() {
    var profile = phone(34)
    profile.flags.biometricPromptScrimShowsApp = false
    expectEqual(kinds(run(profile, promptLock(), [.launch]).violations), [])
    let cancelled = run(phone(34), promptLock(), [.launch, .back])
    #expect(cancelled.device.strategy.isAppLocked)
    expectEqual(cancelled.device.windowManager.windows.map(\.label), ["activity"])
  }

  @Test func leavingCancelsThePromptAndTheCardShowsTheApp() {
    let (device, violations) = run(phone(34), promptLock(), [.launch, .openRecents])
    // Only the card: the display under the prompt is not judged.
    expectEqual(violations.map { $0.map(\.invariant) }, [[], [.lockBypass]])
    expectEqual(device.windowManager.windows.map(\.label), ["activity"])
    // Back in the app the lock asks again.
    try? device.step(.returnToApp)
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "biometricPrompt"])
    // The framework class needs API 28.
    let old = AndroidDevice(profile: phone(27), strategy: promptLock())
    try? old.step(.launch)
    expectEqual(old.lastCrash?.exception, "java.lang.NoSuchMethodError")
  }
}
