import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A passcode typed in part on the lock's keypad and left unsubmitted across a leave: the lock's
/// code keeps the digits (`typedDigits` is cleared only by `clear`, a full entry or a pass). No
/// invariant judges it: the digits are not drawn in any image (`lock-bypass` and `snapshot-leak`
/// see the lock, not the content), the promise stands and the lock stays up, and the user's
/// `enterPasscode` taps `clear` first (a model choice), so the kept digits never reach the check.
@Suite("Lock family: a partial passcode entry across a leave")
struct LockPartialEntryTests {
  /// Taps on the keypad's "1" and "2" keys (the keypad fills 0.15–0.85 × 0.6–0.96 of the screen).
  static let typedTwo: [SystemEvent] = [.touch(scene: nil, x: 0.26, y: 0.64), .touch(scene: nil, x: 0.49, y: 0.64)]

  @Test("two digits typed, home and back: the lock holds and the full code still lets the user in")
  func partialEntrySurvivesLeave() throws {
    let name = "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=keypad,rearm=background]"
    let trip: [SystemEvent] = [.goHome, .advance(5), .openAppSwitcher, .closeAppSwitcher, .advance(1)]
    try expectEqual(LockFamilyBehaviourTests.outcome(name, [.launch, .advance(1)] + Self.typedTwo + trip), "holds")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        name, [.launch, .advance(1)] + Self.typedTwo + trip + [.enterPasscode, .advance(1)]), "holds")
  }
}
