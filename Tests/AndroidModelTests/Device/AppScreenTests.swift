import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Screens of one activity: navigation, Back, refusals, the back stack across recreation, and per-screen protection.
@Suite struct AppScreenTests {
  private func device(_ strategy: any AndroidPrivacyStrategy, _ profile: AndroidProfile = phone(34)) -> AndroidDevice {
    AndroidDevice(profile: profile, strategy: strategy, app: .wallet)
  }

  @Test func navigatePushesAndBackPopsTheTopScreen() throws {
    let d = device(NoAndroidProtection())
    try d.step(.launch)
    expectEqual(d.activity?.backStack.map(\.name), ["home"])
    #expect(d.refusal(for: .navigateBack) != nil)
    try d.step(.navigate("phrase"))
    try d.step(.navigate("confirm"))
    expectEqual(d.refusal(for: .navigate("phrase"))?.contains("already on the app's back stack"), true)
    expectEqual(d.refusal(for: .navigate("wallet"))?.contains("no screen named wallet"), true)
    try d.step(.back)
    expectEqual(d.activity?.backStack.map(\.name), ["home", "phrase"])
    try d.step(.screenshot)
    expectEqual(d.lastCaptures.first?.legibleSensitive, ["activity/phraseText"])
    try d.step(.navigateBack)
    try d.step(.screenshot)
    expectEqual(d.lastCaptures.first?.legibleSensitive, [])
    #expect(d.summary.hasSuffix("screens=home"))
  }

  @Test func aOneScreenAppRefusesNavigationAndKeepsItsSummary() throws {
    let d = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    try d.step(.launch)
    #expect(d.refusal(for: .navigate("phrase")) != nil)
    #expect(!d.summary.contains("screens="))
  }

  @Test func aRecreatedActivityRestoresItsBackStackAndCreatesEachScreenAgain() throws {
    let strategy = PerScreenSecureFlag()
    let d = device(strategy)
    try d.step(.launch)
    try d.step(.navigate("phrase"))
    expectEqual(d.activity?.window.isSecure, true)
    try d.step(.rotate)
    expectEqual(d.activity?.backStack.map(\.name), ["home", "phrase"])
    // The new window got the flag again from the restored screen's mount.
    expectEqual(d.activity?.window.isSecure, true)
    try d.step(.screenshot)
    expectEqual(d.lastCaptures.first?.legibleSensitive, [])
  }

  @Test func flutterRoutesChangeWhatTheSurfaceShows() throws {
    let d = device(NoAndroidProtection(), phone(34, .flutter))
    try d.step(.launch)
    try d.step(.screenshot)
    expectEqual(d.lastCaptures.first?.legibleSensitive, [])
    try d.step(.navigate("phrase"))
    try d.step(.screenshot)
    expectEqual(d.lastCaptures.first?.legibleSensitive, ["activity/FlutterSurfaceView"])
  }

  // A10: the unconditional unregister of one screen drops the protection another still needs.
  @Test func a10TheNonReferenceCountedUnregisterLeaksThePreviousScreen() {
    let events: [AndroidEvent] = [.launch, .navigate("phrase"), .navigate("confirm"), .navigateBack, .screenshot]
    let hook = run(phone(34, .reactNative), PerScreenSecureFlag(), events, app: .wallet)
    expectEqual(kinds(hook.violations), [.captureLeak])
    expectEqual(hook.device.lastCaptures.first?.legibleSensitive, ["activity/phraseText"])
    let lease = run(phone(34, .reactNative), PerScreenSecureFlagLease(), events, app: .wallet)
    expectEqual(kinds(lease.violations), [])
  }

  @Test func aScreenOfItsOwnActivityHasItsOwnWindowFlagsAndLifecycle() throws {
    let d = device(StaticProtectionState(resetOnDestroy: false))
    try d.step(.launch)
    try d.step(.appCall("activateIfNotEnabled"))
    let home = try #require(d.activity)
    #expect(home.window.isSecure)
    let before = d.lifecycleLog.count
    try d.step(.navigate("card"))
    expectEqual(home.lifecycleState, .CREATED)
    #expect(d.activity !== home && d.activity?.window.isSecure == false)
    expectEqual(
      Array(d.lifecycleLog.dropFirst(before)),
      [
        "onTopResumedActivityChanged(false)", "onPause", "onCreate", "onStart", "onResume",
        "onTopResumedActivityChanged(true)", "onStop", "onSaveInstanceState",
      ])
    // The static says protection is on, but the card's window has no flag.
    try d.step(.screenshot)
    expectEqual(d.lastCaptures.first?.legibleSensitive, ["activity/cardText"])
    #expect(d.summary.hasSuffix("screens=home|card"))
    try d.step(.back)
    #expect(d.activity === home && home.lifecycleState == .RESUMED && d.backgroundActivities.isEmpty)
    try d.step(.screenshot)
    expectEqual(d.lastCaptures.first?.blackedOut, ["activity"])
  }

  @Test func processDeathRestoresTheTasksActivities() throws {
    let d = AndroidDevice(
      profile: phone(34), strategy: NoAndroidProtection(), app: .wallet, makeStrategy: { NoAndroidProtection() })
    for event: AndroidEvent in [
      .launch, .navigate("phrase"), .navigate("card"), .pressHome, .processDeath, .returnToApp,
    ] {
      try d.step(event)
    }
    #expect(d.summary.hasSuffix("screens=home>phrase|card"))
    // Only the top activity is made again; the one below stays a saved record until the user goes back to it.
    #expect(d.backgroundActivities.isEmpty)
    expectEqual(d.unrestoredActivities.map { $0.map(\.name) }, [["home", "phrase"]])
    let creates = d.lifecycleLog.filter { $0 == "onCreate" }.count
    try d.step(.navigateBack)
    expectEqual(d.activity?.backStack.map(\.name), ["home", "phrase"])
    #expect(d.unrestoredActivities.isEmpty)
    expectEqual(d.lifecycleLog.filter { $0 == "onCreate" }.count, creates + 1)
    expectEqual(
      Array(d.lifecycleLog.suffix(4)), ["onResume", "onTopResumedActivityChanged(true)", "onStop", "onDestroy"])
    #expect(!d.lifecycleLog.suffix(8).contains("onRestart"))
  }
}
