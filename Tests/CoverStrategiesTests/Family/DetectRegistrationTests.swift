import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The detect family's registration keys (`at=willAppear|appear|foreground|active`,
/// `unregister=`, `observer=`, `dedupe=`): iOS calls every registration once per notification,
/// so where the app registers and removes decides duplicates, reports from a screen that is
/// gone, and silence (issue 25).
@Suite("The capture-detection family: where the app registers and removes")
struct DetectRegistrationTests {
  /// The violation of `events`, or `nil` when the trace holds.
  static func violation(_ parts: String, _ events: [SystemEvent]) throws -> Violation<IOSPlatform>? {
    let name = "detect[on=screenshot,promise=alert,initial=ignore,\(parts)]"
    guard case .violated(let v) = try outcome(name, .iPhoneScenes, events) else { return nil }
    return v
  }

  @Test("the new keys print in canonical order, only when not their default; a key that changes nothing is an error")
  func textForm() throws {
    let c = try DetectConfiguration(
      parsing: "detect[dedupe=none,observer=shared,unregister=disappear,at=willAppear,on=screenshot]")
    expectEqual(
      c.name,
      "detect[on=screenshot,promise=blank,initial=ignore,at=willAppear,unregister=disappear,observer=shared,dedupe=none]"
    )
    #expect(StrategyCatalog.familyNameError("detect[on=captured,at=launch,unregister=disappear]") != nil)
    #expect(StrategyCatalog.familyNameError("detect[on=captured,at=active,observer=selector]") != nil)
    #expect(StrategyCatalog.familyNameError("detect[on=captured,dedupe=none]") != nil)
    expectEqual(
      StrategyCatalog.familyNameError("detect[on=captured,at=appear,at=launch]")?.contains("given twice"), true)
    #expect(StrategyCatalog.familyNameError("detect[on=captured,at=launch,unregister=background]") == nil)
  }

  @Test("registered on each appear and never removed: the screen below and the one on top both alert")
  func duplicate() throws {
    let v = try #require(try Self.violation("at=appear", [.launch, .pushScreen("settings"), .screenshot]))
    expectEqual(v.invariant, .detectionPromise)
    #expect(v.detail.hasPrefix("2 screenshot(s) reported to the app for 1 taken"))
    expectEqual(v.byConstruction, "at=appear,unregister=never: every screen that appeared keeps its observer")
    // Removed on disappear, the screen on top alone is told, and after the pop the first alone.
    let events: [SystemEvent] = [
      .launch, .pushScreen("settings"), .screenshot, .answerAlert, .popScreen, .screenshot,
    ]
    #expect(try Self.violation("at=appear,unregister=disappear", events) == nil)
  }

  @Test("a block observer keeps its popped screen, which still reports; the screen as selector observer does not")
  func goneScreen() throws {
    let events: [SystemEvent] = [.launch, .pushScreen("settings"), .popScreen, .screenshot]
    let v = try #require(try Self.violation("at=appear", events))
    #expect(v.detail.hasPrefix("a capture was reported by screen settings, which the app no longer shows"))
    expectEqual(v.byConstruction?.hasPrefix("observer=block,unregister=never"), true)
    // iOS 9+ calls no released selector observer: the popped screen is silent.
    #expect(try Self.violation("at=appear,observer=selector", events) == nil)
  }

  @Test("screens sharing one observer: the arriving screen registers before the leaving one removes it for both")
  func sharedRemoval() throws {
    let events: [SystemEvent] = [.launch, .pushScreen("settings"), .screenshot]
    let v = try #require(try Self.violation("at=willAppear,unregister=disappear,observer=shared", events))
    #expect(v.detail.contains("was never reported to the app (its observer was removed)"))
    expectEqual(v.byConstruction?.hasPrefix("observer=shared,unregister=disappear"), true)
    // Registered at did-appear, after the leaving screen's did-disappear: the arriving one holds it.
    #expect(try Self.violation("at=appear,unregister=disappear,observer=shared", events) == nil)
    // Were the leaving screen's pair to complete first, the will-appear registration would come after the removal.
    var sequential = Profile.iPhoneScenes
    sequential.flags.navigationAppearanceInterleaves = false
    let name = "detect[on=screenshot,promise=alert,initial=ignore,at=willAppear,unregister=disappear,observer=shared]"
    try expectEqual(verdict(name, sequential, events), .holds)
  }

  @Test("removed at the background and registered only at launch: silent after the return")
  func removedAtBackground() throws {
    let events: [SystemEvent] = [.launch, .goHome, .returnToApp, .screenshot]
    let v = try #require(try Self.violation("at=launch,unregister=background", events))
    expectEqual(v.byConstruction, "at=launch,unregister=background: nothing registers again on the return")
    // Registered again at each return: told once.
    #expect(try Self.violation("at=foreground,unregister=background", events) == nil)
  }

  @Test("registered at each activation: without a removal every trip through Control Center adds one")
  func activation() throws {
    let events: [SystemEvent] = [.launch, .openControlCenter, .closeControlCenter, .screenshot]
    #expect(try Self.violation("at=active,unregister=resign", events) == nil)
    let v = try #require(try Self.violation("at=active,dedupe=none", events))
    #expect(v.detail.hasPrefix("2 screenshot(s) reported to the app for 1 taken"))
    expectEqual(v.byConstruction, "at=active,unregister=never,dedupe=none: every registration adds one")
  }

  @Test("a screen that reads a recording in progress when it first appears blanks its own window")
  func readOnAppear() throws {
    let member = "detect[on=captured,promise=blank,initial=read,at=appear,unregister=disappear,once]"
    try expectEqual(verdict(member, .iPhoneScenes, [.recordingStart, .launch, .advance(1)]), .holds)
    let d = try device(member, .iPhoneScenes, [.recordingStart, .launch])
    expectEqual(d.strategy?.captureDetection?.believesCaptured, true)
    // Each pushed screen reads it again: a second alert, but `once` keeps the one black view.
    let pushed: [SystemEvent] = [.launch, .recordingStart, .pushScreen("settings")]
    try expectEqual(verdict(member, .iPhoneScenes, pushed), .holds)
    let alert = "detect[on=captured,promise=alert,initial=read,at=appear,unregister=disappear]"
    let v = try #require(try Self.outcomeViolation(alert, pushed))
    expectEqual(v.detail, "one capture was reported to the app twice (alert kept twice)")
  }

  /// The violation of `events` for the full member name `name`, or `nil`.
  static func outcomeViolation(_ name: String, _ events: [SystemEvent]) throws -> Violation<IOSPlatform>? {
    guard case .violated(let v) = try outcome(name, .iPhoneScenes, events) else { return nil }
    return v
  }
}
