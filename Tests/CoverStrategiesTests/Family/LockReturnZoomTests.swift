import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("A lock due on the return but put up at did-become-active shows the content while the app zooms in")
struct LockReturnZoomTests {
  /// Element iOS before PR 3633: the PIN screen goes up at did-become-active once the grace
  /// period has passed; nothing covers the app before.
  static let atBecomeActive =
    "lock[shield=none,when=launch+becomeActive,as=window,level=0,key,release=keypad,rearm=background,grace=30]"

  static func outcome(_ name: String, _ events: [SystemEvent]) throws -> String {
    try LockFamilyBehaviourTests.outcome(name, events, profile: "iphone-ios13-appdelegate")
  }

  static let pastGrace: [SystemEvent] = [.launch, .enterPasscode, .goHome, .advance(31), .returnToApp]

  @Test("past the grace period the zoom shows the content with the lock due: lock-bypass on the return")
  func flashBeforeLock() throws {
    try expectEqual(
      Self.outcome(Self.atBecomeActive, Self.pastGrace),
      "lock-bypass at 4: sensitive content visible at 96 of 160 points of scene A zooming back in at "
        + "t=31.5 s while the app is locked")
    // The sight belongs to the return's event; once up, the lock screen hides the content.
    let d = try device(Self.atBecomeActive, try Profile(named: "iphone-ios13-appdelegate"), Self.pastGrace)
    expectEqual(d.lockedContentOnReturn?.scene, "A")
    try d.apply(.advance(1))
    #expect(d.isAppLocked && d.lockedContentOnReturn == nil)
    #expect(
      try Self.outcome(Self.atBecomeActive, Self.pastGrace + [.enterPasscode, .advance(1)]).hasPrefix(
        "lock-bypass at 4"))
  }

  @Test("within the grace period, under a shield from resign, or with the lock up at will-enter-foreground it holds")
  func neighboursHold() throws {
    try expectEqual(
      Self.outcome(Self.atBecomeActive, [.launch, .enterPasscode, .goHome, .advance(5), .returnToApp]), "holds")
    try expectEqual(
      Self.outcome(
        Self.atBecomeActive.replacingOccurrences(of: "shield=none", with: "shield=resign"), Self.pastGrace), "holds")
    try expectEqual(
      Self.outcome(
        Self.atBecomeActive.replacingOccurrences(of: "launch+becomeActive", with: "launch+foreground"), Self.pastGrace),
      "holds")
  }
}
