import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("A cover nothing removes is stranded by construction (off=never, C46)")
struct CoverRemovalNoteTests {
  static func outcome(_ name: String, _ events: [SystemEvent], profile: String = "iphone-ios15-appdelegate") throws
    -> String
  {
    let strategy = try #require(StrategyCatalog.descriptor(named: name))
    switch TraceRunner(strategy: strategy, profile: try Profile(named: profile)).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
    }
  }

  @Test("off=never strands the cover at the first return and says the parameter decides it")
  func neverRemovedIsByConstruction() throws {
    try expectEqual(
      Self.outcome("cover[on=resign,via=subview,off=never]", [.launch, .goHome, .returnToApp]),
      "stranded-cover at 2: cover visible at 160 of 160 points of active scene A: view UIView tag 999 in window 0"
        + " (UIWindow, level normal) (added by cover[on=resign,via=subview,off=never])"
        + " (by construction: off=never: nothing in the app removes the cover)")
    expectEqual(
      ParametricCover(try CoverConfiguration(parsing: "cover[on=resign,off=never]")).coverRemovalNote,
      "off=never: nothing in the app removes the cover")
  }

  @Test("a removal the platform skips is stranded for the platform's reason, with no note")
  func skippedRemovalIsThePlatforms() throws {
    // Control Center returns with did-become-active only: will-enter-foreground never comes (C09).
    try expectEqual(
      Self.outcome(
        "cover[on=resign,via=subview,off=foreground]", [.launch, .openControlCenter, .closeControlCenter]),
      "stranded-cover at 2: cover visible at 160 of 160 points of active scene A: view UIView tag 999 in window 0"
        + " (UIWindow, level normal) (added by cover[on=resign,via=subview,off=foreground])")
    try expectEqual(
      Self.outcome("cover[on=resign,via=subview,off=becomeActive]", [.launch, .goHome, .returnToApp]), "holds")
    #expect(ParametricCover(try CoverConfiguration(parsing: "cover[on=resign,off=foreground]")).coverRemovalNote == nil)
  }
}
