import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

@Suite("Android: the app's promise (`+ promise[...]`), judged by the capture checks")
@MainActor
struct AndroidAppPromiseTests {
  /// The verdict of `events` for the strategy named `name` on API 34 (views).
  func verdict(_ name: String, _ events: [AndroidEvent]) throws -> Verdict<AndroidPlatform>? {
    let d = try #require(AndroidStrategyCatalog.descriptor(named: name))
    return TraceRunner<AndroidPlatform>(strategy: d, profile: AndroidProfile(apiLevel: 34)).run(events).verdict
  }

  @Test("A promise parses, adds its claims to the strategy's, and names what is wrong with a bad one")
  func names() throws {
    let d = try #require(
      AndroidStrategyCatalog.descriptor(named: "cover-view-on-pause + promise[recordings,screenshots]"))
    #expect(d.name == "cover-view-on-pause + promise[screenshots,recordings]")
    #expect(d.promisedClaims == [.screenshots, .recordings])
    #expect(d.claimsText == "recents,screenshots,recordings")
    #expect(AndroidPlatform.claims(d, covers: "screenshot"))
    #expect(AndroidPlatform.isFamilyName(d.name))
    #expect(AndroidPlatform.strategyNameProblem(d.name) == nil)
    #expect(
      AndroidPlatform.strategyNameProblem("cover-view-on-pause + promise[app-switcher]")
        == "malformed strategy name 'promise[app-switcher]': unknown claim 'app-switcher' (known: recents, screenshots, recordings)"
    )
    #expect(
      AndroidPlatform.strategyNameProblem("no-such + promise[screenshots]")
        == "malformed strategy name 'no-such + promise[screenshots]': unknown strategy 'no-such'")
  }

  @Test("A screenshot does not pause the activity: an onPause cover promised for screenshots leaks")
  func screenshotNotPausing() throws {
    #expect(try verdict("cover-view-on-pause", [.launch, .screenshot]) == .holds)
    #expect(try verdict("cover-view-on-pause + promise[screenshots]", [.launch, .screenshot]) == .broken(.captureLeak))
    #expect(
      try verdict("cover-view-on-pause + promise[recordings]", [.launch, .recordingStart]) == .broken(.captureLeak))
  }

  @Test("Control: FLAG_SECURE promised for screenshots and recordings keeps the promise")
  func secureFlagControl() throws {
    #expect(
      try verdict("secure-flag-on-create + promise[screenshots,recordings]", [.launch, .screenshot, .recordingStart])
        == .holds)
  }
}
