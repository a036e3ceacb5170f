import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// Two locks in one app (a lock of one section beside a lock pushed on the app's stack): `needless-lock` judges each
/// by its own pass. The section lock's first ask after the main lock's unlock is its own promise; the main lock asking
/// again after a resign without a leave is needless, and the detail names which lock and why.
@Suite("Lock family: two locks in one app, each judged by its own pass")
struct LockTwoLocksTests {
  static let section =
    "lock[shield=none,when=launch,as=window,level=2001,release=keypad,rearm=background,section=recovery-phrase]"
  static func main(rearm: String) -> String {
    "lock[shield=resign,when=launch+becomeActive,as=push,release=keypad,rearm=\(rearm)]"
  }

  @Test("the section's lock asking right after the main lock's unlock is its own first ask")
  func sectionAfterMainUnlock() throws {
    let events: [SystemEvent] = [
      .launch, .advance(1), .enterPasscode, .advance(1), .pushScreen("recovery-phrase"), .advance(1),
    ]
    let both = "\(Self.section) + \(Self.main(rearm: "background"))"
    // Before, the main lock's pass counted for the section's too: needless-lock at the push.
    try expectEqual(LockFamilyBehaviourTests.outcome(both, events), "holds")
    // The section's lock then lets the user in with its own passcode.
    try expectEqual(LockFamilyBehaviourTests.outcome(both, events + [.enterPasscode, .advance(1)]), "holds")
  }

  @Test("the main lock re-armed by Control Center is needless, named as lock 2 of 2 with its cause")
  func mainRearmedByAResign() throws {
    let events: [SystemEvent] = [
      .launch, .advance(1), .enterPasscode, .advance(1), .openControlCenter, .closeControlCenter, .advance(1),
    ]
    let outcome = try LockFamilyBehaviourTests.outcome(
      "\(Self.section) + \(Self.main(rearm: "inactive"))", events)
    expectEqual(
      outcome,
      "needless-lock at 5: the app's lock 2 of 2 (member order) stood again at t=2.6 s although the app has not "
        + "left the foreground since the user passed it at t=1 s (events since: advance, openControlCenter, "
        + "closeControlCenter; a resign without a leave, its own prompt's included, re-armed it)")
    // The main lock alone: the same verdict with the one-lock wording.
    let alone = try LockFamilyBehaviourTests.outcome(Self.main(rearm: "inactive"), events)
    #expect(alone.hasPrefix("needless-lock at 5: the app's lock stood again at t=2.6 s"))
  }
}
