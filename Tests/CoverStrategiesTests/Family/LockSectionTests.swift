import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A lock of one section (`section=`): asked when its screen appears by a route its code checks
/// (`guards=`); the promise covers that screen alone (F27-I03's kind: a route the code does not
/// check shows the section's content).
@Suite("Lock family: a section lock asked when its screen opens")
struct LockSectionTests {
  static func name(_ guards: String, when: String = "launch+becomeActive") -> String {
    "lock[shield=none,when=\(when),as=window,level=2001,release=keypad,rearm=background,"
      + "section=recovery-phrase\(guards)]"
  }
  static let viaLink: [SystemEvent] = [
    .launch, .advance(1), .goHome, .openEntry(.link, .push("recovery-phrase")), .advance(1),
  ]

  @Test("a link into the section that the code's check misses shows it locked; the screen's own check holds")
  func unguardedRoute() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.name(",guards=push", when: "launch"), Self.viaLink),
      "lock-bypass at 3: sensitive content visible at 48 of 160 points of scene A while the app is locked")
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.name("", when: "launch"), Self.viaLink), "holds")
    let both = Self.name(",guards=push+link", when: "launch")
    try expectEqual(LockFamilyBehaviourTests.outcome(both, Self.viaLink), "holds")
    // A did-become-active moment finds the section on top after the link's push and locks it.
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.name(",guards=push"), Self.viaLink), "holds")
  }

  @Test("the app's push is guarded; the rest of the app is not the lock's, and the unlock shows the section")
  func guardedPush() throws {
    let events: [SystemEvent] = [.launch, .advance(1), .pushScreen("recovery-phrase"), .advance(1)]
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.name(",guards=push"), events), "holds")
    #expect(try LockFamilyBehaviourTests.outcome(Self.name(",guards=link"), events).hasPrefix("lock-bypass at 2: "))
    // The sensitive first screen shows while the lock is due: not the section, so not promised.
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.name(""), [.launch, .advance(1)]), "holds")
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.name(""), events + [.enterPasscode, .advance(1)]), "holds")
  }

  @Test("section= and guards= parse, print canonically, and are refused where they cannot apply")
  func naming() throws {
    let name = Self.name(",guards=push+link")
    let configuration = try LockConfiguration(parsing: name)
    expectEqual(configuration.name, name)
    expectEqual(configuration.section, "recovery-phrase")
    expectEqual(configuration.sectionGuards, [.push, .link])
    try expectEqual(LockConfiguration(parsing: Self.name("")).sectionGuards, [.screen])
    expectEqual(
      StrategyCatalog.familyNameError("lock[guards=push]"),
      "malformed strategy name 'lock[guards=push]': 'guards=': only with a section (section=SCREEN)")
    expectEqual(
      StrategyCatalog.familyNameError("lock[section=vault,guards=tap]"),
      "malformed strategy name 'lock[section=vault,guards=tap]': 'guards=tap': expected routes "
        + "screen|push|notification|link|shortcut joined by +")
    expectEqual(
      StrategyCatalog.familyNameError("lock[as=push,section=vault]"),
      "malformed strategy name 'lock[as=push,section=vault]': 'section=': not with as=push")
  }
}
