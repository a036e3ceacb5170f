import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

@Suite("Android: two writers of one window's FLAG_SECURE (`A + B`): the app's setting and a library")
@MainActor
struct AndroidTwoWritersTests {
  /// The outcome of `events` for the strategy named `name` on API 34 (views).
  func outcome(_ name: String, _ events: [AndroidEvent]) throws -> TraceOutcome<AndroidPlatform> {
    let d = try #require(AndroidStrategyCatalog.descriptor(named: name))
    return TraceRunner<AndroidPlatform>(strategy: d, profile: AndroidProfile(apiLevel: 34)).run(events)
  }

  @Test("A composite name splits outside brackets, runs in the first member's own app and unions the claims")
  func names() throws {
    expectEqual(
      AndroidStrategyCatalog.memberNames(of: "android-lock[as=dialog,rearm=onPause] + per-screen-secure-flag"),
      ["android-lock[as=dialog,rearm=onPause]", "per-screen-secure-flag"])
    let d = try #require(
      AndroidStrategyCatalog.descriptor(named: "secure-setting-current-window + per-screen-secure-flag-lease"))
    expectEqual(d.name, "secure-setting-current-window + per-screen-secure-flag-lease")
    expectEqual(d.app, .wallet)
    expectEqual(d.claimsText, "recents,screenshots,recordings")
    #expect(d.make().screenSecurityReach != nil)
    #expect(AndroidPlatform.isFamilyName(d.name) && AndroidPlatform.strategyNameProblem(d.name) == nil)
    expectEqual(
      AndroidPlatform.strategyNameProblem("secure-flag-on-create + nope"),
      "malformed strategy name 'secure-flag-on-create + nope': unknown member 'nope'")
  }

  @Test("The user turned the app's protection off; a library sets FLAG_SECURE on the next sensitive screen")
  func librarySetsAfterAppCleared() throws {
    let name = "secure-setting-current-window + per-screen-secure-flag-lease"
    let off = try outcome(name, [.launch, .screenSecurity(false), .navigate("phrase"), .screenshot])
    guard case .violated(let v) = off else {
      Issue.record("expected cannot-disable, got \(off)")
      return
    }
    #expect(v.invariant == .cannotDisable && v.step == 3)
    // Control: with the setting on, the library's flag is the app's promise kept.
    try expectEqual(outcome(name, [.launch, .navigate("phrase"), .screenshot]).verdict, .holds)
  }

  @Test("The app set FLAG_SECURE; a library's cleanup clears it for the sensitive screen below")
  func libraryClearsAfterAppSet() throws {
    let events: [AndroidEvent] = [.launch, .navigate("phrase"), .navigate("confirm"), .navigateBack, .screenshot]
    try expectEqual(
      outcome("secure-setting-current-window + per-screen-secure-flag", events).verdict, .broken(.captureLeak))
    // Control: the reference-counted lease clears nothing while a screen still holds one.
    try expectEqual(outcome("secure-setting-current-window + per-screen-secure-flag-lease", events).verdict, .holds)
  }
}
