import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
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
    expectEqual(d.name, "cover-view-on-pause + promise[screenshots,recordings]")
    expectEqual(d.promisedClaims, [.screenshots, .recordings])
    expectEqual(d.claimsText, "recents,screenshots,recordings")
    #expect(AndroidPlatform.claims(d, covers: "screenshot"))
    // The leak invariants are claimed as iOS claims them: a kind the strategy covers once on, or the app promises.
    #expect(AndroidPlatform.claims(d, invariant: .captureLeak))
    let cover = try #require(AndroidStrategyCatalog.descriptor(named: "cover-view-on-pause"))
    #expect(
      !AndroidPlatform.claims(cover, invariant: .captureLeak) && AndroidPlatform.claims(cover, invariant: .recentsLeak))
    let enabledAtStart = try #require(AndroidStrategyCatalog.descriptor(named: "capacitor-privacy-screen"))
    #expect(enabledAtStart.make().claims.isEmpty)
    #expect(AndroidPlatform.claims(enabledAtStart, invariant: .captureLeak))
    let none = try #require(AndroidStrategyCatalog.descriptor(named: "none"))
    #expect(
      !AndroidPlatform.claims(none, invariant: .captureLeak) && !AndroidPlatform.claims(none, invariant: .recentsLeak))
    #expect(AndroidPlatform.isFamilyName(d.name))
    #expect(AndroidPlatform.strategyNameProblem(d.name) == nil)
    expectEqual(
      AndroidPlatform.strategyNameProblem("cover-view-on-pause + promise[app-switcher]"),
      "malformed strategy name 'promise[app-switcher]': unknown claim 'app-switcher' (known: recents, screenshots, recordings, neutralCaptures)"
    )
    expectEqual(
      AndroidPlatform.strategyNameProblem("no-such + promise[screenshots]"),
      "malformed strategy name 'no-such + promise[screenshots]': unknown strategy 'no-such'")
  }

  @Test("A screenshot does not pause the activity: an onPause cover promised for screenshots leaks")
  func screenshotNotPausing() throws {
    try expectEqual(verdict("cover-view-on-pause", [.launch, .screenshot]), .holds)
    try expectEqual(
      verdict("cover-view-on-pause + promise[screenshots]", [.launch, .screenshot]), .broken(.captureLeak))
    try expectEqual(
      verdict("cover-view-on-pause + promise[recordings]", [.launch, .recordingStart]), .broken(.captureLeak))
  }

  @Test("Control: FLAG_SECURE promised for screenshots and recordings keeps the promise")
  func secureFlagControl() throws {
    try expectEqual(
      verdict("secure-flag-on-create + promise[screenshots,recordings]", [.launch, .screenshot, .recordingStart]),
      .holds)
  }

  /// The verdict of `events` for the strategy named `name` on `api` (views), in the payments app the family names.
  func verdict(_ name: String, api: Int, _ events: [AndroidEvent]) throws -> Verdict<AndroidPlatform>? {
    let d = try #require(AndroidStrategyCatalog.descriptor(named: name))
    return TraceRunner<AndroidPlatform>(strategy: d, profile: AndroidProfile(apiLevel: api)).run(events).verdict
  }

  @Test("promise[neutralCaptures] parses, claims nothing, and is judged by needless-secure only")
  func neutralCapturesName() throws {
    let every = "android-cover[hook=onCreate,what=secure,dialogs=false,in=home+card+statement+settings,sensitive=card]"
    let d = try #require(AndroidStrategyCatalog.descriptor(named: every + " + promise[neutralCaptures,screenshots]"))
    expectEqual(d.name, every + " + promise[screenshots,neutralCaptures]")
    expectEqual(d.promisedClaims, [.screenshots])
    #expect(d.promisesNeutralCaptures)
    #expect(AndroidPlatform.strategyNameProblem(d.name) == nil)
    #expect(AndroidPlatform.claims(d, invariant: .needlessSecure))
    let plain = try #require(AndroidStrategyCatalog.descriptor(named: every))
    #expect(!plain.promisesNeutralCaptures)
    #expect(!AndroidPlatform.claims(plain, invariant: .needlessSecure))
  }

  @Test("FLAG_SECURE is per window: on every activity it blanks the neutral home (black from 31, refused up to 30)")
  func needlessSecure() throws {
    let every = "android-cover[hook=onCreate,what=secure,dialogs=false,in=home+card+statement+settings,sensitive=card]"
    let promise = " + promise[neutralCaptures]"
    try expectEqual(verdict(every + promise, api: 34, [.launch, .screenshot]), .broken(.needlessSecure))
    try expectEqual(verdict(every + promise, api: 30, [.launch, .screenshot]), .broken(.needlessSecure))
    try expectEqual(verdict(every + promise, api: 34, [.launch, .recordingStart]), .broken(.needlessSecure))
    // Without the promise nothing is judged; over the sensitive card the secure window is wanted.
    try expectEqual(verdict(every, api: 34, [.launch, .screenshot]), .holds)
    try expectEqual(verdict(every + promise, api: 34, [.launch, .navigate("card"), .screenshot]), .holds)
    // A secure card under the notification shade still protects the card: judged by what the secure window shows.
    let card = "android-cover[hook=onCreate,what=secure,dialogs=false,in=card,sensitive=card]" + promise
    try expectEqual(
      verdict(card, api: 34, [.launch, .recordingStart, .navigate("card"), .openNotificationShade]), .holds)
  }
}
