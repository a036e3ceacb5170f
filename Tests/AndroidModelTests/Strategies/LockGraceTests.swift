import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The Android lock family's `grace=N`: a return locks again only once N seconds passed since an activity running the
/// lock stopped.
@Suite struct LockGraceTests {
  private func opaqueScrim() -> AndroidProfile {
    var profile = phone(34)
    profile.flags.biometricPromptScrimShowsApp = false
    return profile
  }

  @Test func graceParsesOnlyWithTheReturnsRearmAndPrintsInSeconds() throws {
    let configuration = try #require(
      AndroidLockConfiguration(parsing: "android-lock[grace=30,as=prompt,rearm=onResume]"))
    expectEqual(configuration.grace, 30)
    expectEqual(configuration.description, "android-lock[as=prompt,rearm=onResume,grace=30]")
    expectEqual(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onStart,grace=2.5]")?.grace, 2.5)
    // A lock armed as the app leaves has nothing to time.
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onStop,grace=30]") == nil)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onStart,grace=0]") == nil)
  }

  @Test func aReturnWithinTheGraceStaysUnlockedAndOneAfterItAsksAgain() throws {
    let lock = AndroidAppLock(
      try #require(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onResume,grace=30]")))
    let (device, violations) = run(
      opaqueScrim(), lock, [.launch, .biometricMatch, .pressHome, .advance(3), .returnToApp])
    expectEqual(kinds(violations), [])
    #expect(!device.strategy.isAppLocked)
    #expect(!device.isBiometricPromptShown)
    try device.step(.pressHome)
    try device.step(.advance(31))
    try device.step(.returnToApp)
    #expect(device.strategy.isAppLocked)
    #expect(device.isBiometricPromptShown)
  }

  @Test func aGraceKeepsAHostActivitysPauseFromReArmingTheLock() throws {
    // Without a grace the same lock re-arms on the resume its own prompt's host activity gives (reauth-loop).
    let text = "android-lock[as=prompt,rearm=onResume,prompt=hostActivity"
    let loops = AndroidAppLock(try #require(AndroidLockConfiguration(parsing: text + "]")))
    expectEqual(kinds(run(opaqueScrim(), loops, [.launch, .biometricMatch]).violations), [.reauthLoop])
    let timed = AndroidAppLock(try #require(AndroidLockConfiguration(parsing: text + ",grace=30]")))
    let (device, violations) = run(opaqueScrim(), timed, [.launch, .biometricMatch])
    expectEqual(kinds(violations), [])
    #expect(!device.strategy.isAppLocked)
  }

  @Test func aGraceFromTheUnlockKeepsItsClockThroughAShortReturn() throws {
    // graceFrom=unlock: the clock the unlock started stays through a return within the grace, so a later trip out
    // that outlasts it locks again (a clock cleared at the first return would let the app in: lock-bypass).
    let lock = AndroidAppLock(
      try #require(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onStart,grace=30,graceFrom=unlock]")))
    let (device, violations) = run(
      phone(34), lock, [.launch, .appCall("unlock"), .pressHome, .advance(1), .returnToApp])
    expectEqual(kinds(violations), [])
    #expect(!device.strategy.isAppLocked)
    #expect(!device.legibleSensitiveOnDisplay.isEmpty)
    var later: [[Violation<AndroidPlatform>]] = []
    for event: AndroidEvent in [.pressHome, .advance(60), .returnToApp] { later.append(try checkedStep(device, event)) }
    expectEqual(kinds(later), [])
    #expect(device.strategy.isAppLocked)
    #expect(device.legibleSensitiveOnDisplay.isEmpty)
  }
}
