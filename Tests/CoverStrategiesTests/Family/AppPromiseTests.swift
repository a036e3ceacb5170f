import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("The app's promise (`+ promise[...]`): what the app's authors expect, judged by the capture checks")
struct AppPromiseTests {
  /// A cover raised on resign and taken down on activation: claims the switcher only.
  let resignCover = "cover[on=resign,via=window,level=2001,off=becomeActive]"

  @Test("A promise parses, prints canonically, adds its claims and keeps everything else")
  func names() throws {
    let base = try #require(StrategyCatalog.descriptor(named: resignCover))
    expectEqual(base.claims, .appSwitcher)
    let promised = try #require(StrategyCatalog.descriptor(named: resignCover + " + promise[recordings,screenshots]"))
    expectEqual(promised.name, resignCover + " + promise[screenshots,recordings]")
    expectEqual(promised.claims, .all)
    #expect(promised.summary.hasSuffix("; the app promises screenshots,recordings too"))
    #expect(StrategyCatalog.familyNameError(resignCover + " + promise[screenshots]") == nil)
    #expect(IOSPlatform.isFamilyName("cover-window + promise[screenshots]"))
    expectEqual(
      StrategyCatalog.descriptor(named: "cover-window + promise[screenshots]")?.claims, [.appSwitcher, .screenshots])
    expectEqual(
      StrategyCatalog.familyNameError("cover-window + promise[photos]"),
      "malformed strategy name 'promise[photos]': unknown claim 'photos' (known: app-switcher, screenshots, recordings, unfocused)"
    )
    expectEqual(
      StrategyCatalog.familyNameError("promise[screenshots] + cover-window"),
      "malformed strategy name 'promise[screenshots] + cover-window': promise[...] comes last, after the strategy")
    expectEqual(
      StrategyCatalog.familyNameError("no-such-cover + promise[screenshots]"),
      "malformed strategy name 'no-such-cover + promise[screenshots]': unknown strategy 'no-such-cover'")
    // With two protections, the promise covers the pair.
    let pair = try #require(StrategyCatalog.descriptor(named: "cover-window + secure-layer + promise[screenshots]"))
    #expect(pair.name == "cover-window + secure-layer + promise[screenshots]" && pair.claims == .all)
  }

  @Test("A screenshot does not resign the app: a resign cover promised for screenshots leaks; unpromised it holds")
  func screenshotNotResigning() throws {
    let events: [SystemEvent] = [.launch, .screenshot]
    try expectEqual(verdict(resignCover, .iPhoneScenes, events), .holds)
    let promised = try outcome(resignCover + " + promise[screenshots]", .iPhoneScenes, events)
    guard case .violated(let v) = promised else {
      Issue.record("expected capture-leak, got \(promised)")
      return
    }
    #expect(v.invariant == .captureLeak && v.step == 1)
    #expect(v.detail.contains("screenshot"))
    // The same app promising the switcher only: the card is covered, so it holds.
    try expectEqual(
      verdict(resignCover + " + promise[app-switcher]", .iPhoneScenes, [.launch, .openAppSwitcher]), .holds)
  }

  @Test("A recording runs while the app is active: a resign cover promised for recordings leaks")
  func recordingWhileActive() throws {
    try expectEqual(verdict(resignCover, .iPhoneScenes, [.launch, .recordingStart]), .holds)
    try expectEqual(
      verdict(resignCover + " + promise[recordings]", .iPhoneScenes, [.launch, .recordingStart]),
      .broken(.captureLeak))
  }

  @Test("Control: a secure canvas claiming screenshots keeps its promise")
  func secureCanvasControl() throws {
    try expectEqual(
      verdict(
        "secure-canvas-by-class + promise[screenshots]", .iPhoneScenes, [.launch, .screenshot, .recordingStart]),
      .holds)
  }

  @Test("The promise goes with the protection: once the app turns it off, a screenshot is no leak")
  func releasedWhenOff() throws {
    let name = "cover[on=resign,via=window,level=2001,off=becomeActive,disable=clean] + promise[screenshots]"
    try expectEqual(verdict(name, .iPhoneScenes, [.launch, .screenshot]), .broken(.captureLeak))
    try expectEqual(verdict(name, .iPhoneScenes, [.launch, .appCall("disable"), .screenshot]), .holds)
  }
}
