import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A lock pushed on the app's navigation stack (`as=push`): UIKit's interactive pop gesture and the app's own
/// pushes decide what shows (F27-I05's kind: the user's edge swipe back dismisses a pushed lock screen).
@Suite("Lock family: a lock screen pushed on the app's navigation stack")
struct LockPushTests {
  static let push = "lock[shield=resign,when=launch+becomeActive,as=push,"
  static let keypad = "release=keypad,rearm=background]"

  static func outcome(_ parts: String, _ events: [SystemEvent]) throws -> String {
    try LockFamilyBehaviourTests.outcome(Self.push + parts + Self.keypad, events)
  }

  @Test("the user's swipe back pops a pushed lock (the platform's); with the recognizer disabled it holds")
  func swipeBack() throws {
    let swipe: [SystemEvent] = [.launch, .advance(1), .interactivePop]
    try expectEqual(
      Self.outcome("", swipe),
      "lock-bypass at 2: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(platform: the user's swipe from the leading edge was recognized by the navigation controller's "
        + "interactivePopGestureRecognizer, enabled by default, which popped LockViewController, leaving root on "
        + "top of its stack)")
    try expectEqual(
      Self.outcome("popGestureDisabled,", swipe + [.enterPasscode, .advance(1), .interactivePop]), "holds")
  }

  @Test("the app's code pushing a screen goes above a pushed lock, its pop takes it; a lock window stays above")
  func appPushesOverTheLock() throws {
    let events: [SystemEvent] = [.launch, .advance(1), .pushScreen("recovery-phrase")]
    try expectEqual(
      Self.outcome("popGestureDisabled,", events),
      "lock-bypass at 2: sensitive content visible at 48 of 160 points of scene A while the app is locked")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=keypad,rearm=background]",
        events + [.interactivePop, .enterPasscode, .advance(1)]), "holds")
    // The app's own pop takes whatever is on top: the lock.
    try expectEqual(
      Self.outcome("popGestureDisabled,", [.launch, .advance(1), .popScreen]),
      "lock-bypass at 2: sensitive content visible at 96 of 160 points of scene A while the app is locked")
  }

  @Test("a neutral screen under the lock: the first swipe shows it, the second reaches the sensitive root")
  func swipesDownTheStack() throws {
    let events: [SystemEvent] = [
      .launch, .enterPasscode, .pushScreen("settings"), .goHome, .returnToApp, .advance(1), .interactivePop,
    ]
    try expectEqual(Self.outcome("", events), "holds")
    #expect(try Self.outcome("", events + [.interactivePop]).hasPrefix("lock-bypass at 7: sensitive content"))
  }

  @Test("as=push parses, prints canonically, refuses popGestureDisabled elsewhere, and draws the swipe")
  func naming() throws {
    let name = Self.push + "popGestureDisabled," + Self.keypad
    try expectEqual(LockConfiguration(parsing: name).name, name)
    try expectEqual(LockConfiguration(parsing: name).placement, .push(disablesPopGesture: true))
    expectEqual(
      StrategyCatalog.familyNameError("lock[as=window,popGestureDisabled]"),
      "malformed strategy name 'lock[as=window,popGestureDisabled]': 'popGestureDisabled': only with as=push")
    let descriptor = try #require(StrategyCatalog.descriptor(named: name))
    expectEqual(descriptor.eventWeights["interactivePop"], 2)
    #expect(try #require(StrategyCatalog.descriptor(named: "lock[]")).eventWeights["interactivePop"] == nil)
  }
}
