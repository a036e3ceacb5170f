import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The lock family's reply to a wrong passcode (`wrong=`, app code) and the platform's answer to a
/// disabled entry: a wrong code is cleared and the lock stays; a lockout whose end never comes leaves
/// no way to type (`unlock-blocked`), one the app's timer ends holds; a wrong code that takes the lock
/// down is `lock-bypass`.
@Suite("Lock family: a wrong passcode, the attempt limit and the lockout")
struct LockWrongEntryTests {
  static let base = "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=field,rearm=background"
  static let fiveWrong = Array(repeating: SystemEvent.enterWrongPasscode, count: LockConfiguration.attemptLimit)

  static func outcome(_ parts: String, _ events: [SystemEvent], release: String = "field") throws -> String {
    let name = base.replacingOccurrences(of: "release=field", with: "release=\(release)") + parts + "]"
    return try LockFamilyBehaviourTests.outcome(name, events)
  }

  @Test("wrong= prints after clock=, parses back, is refused without an entry and is never sampled")
  func names() throws {
    let c = try LockConfiguration(parsing: Self.base + ",wrong=lockoutKept]")
    expectEqual(c.wrongEntry, .lockoutKept)
    #expect(c.name.hasSuffix(",wrong=lockoutKept]"))
    try expectEqual(LockConfiguration(parsing: c.name), c)
    for (name, reason) in [
      (
        "lock[release=biometry,wrong=lockout]",
        "'wrong=': only with a release that has a passcode entry (release=field|keypad...)"
      ),
      ("lock[release=field,wrong=wipe]", "'wrong=wipe': expected wrong=clear|lockout|lockoutKept|accepts"),
    ] {
      #expect(
        performing: { try LockConfiguration(parsing: name) },
        throws: { ($0 as? LockConfigurationError)?.reason == reason })
    }
    #expect(!(0..<2000).contains { LockFamily.member(at: $0 * 766_403).wrongEntry != .clear })
    let weights = LockFamily.descriptor(for: c).eventWeights
    expectEqual(weights["enterWrongPasscode"], 2)
    #expect(LockFamily.descriptor(for: try LockConfiguration(parsing: Self.base + "]")).eventWeights.isEmpty)
  }

  @Test("a wrong code is refused and cleared; the right one then passes")
  func refused() throws {
    try expectEqual(Self.outcome("", [.launch, .enterWrongPasscode, .advance(1)]), "holds")
    try expectEqual(Self.outcome("", [.launch] + Self.fiveWrong + [.enterPasscode, .advance(1)]), "holds")
    try expectEqual(Self.outcome("", [.launch, .enterWrongPasscode, .advance(1)], release: "keypad"), "holds")
  }

  @Test("a lockout kept for good leaves no way to type; one the app's timer ends holds")
  func lockout() throws {
    try expectEqual(
      Self.outcome(",wrong=lockoutKept", [.launch] + Self.fiveWrong + [.advance(1)]),
      "unlock-blocked at 5: the lock's passcode field is disabled and nothing the app has scheduled enables it "
        + "again: no touch types into it, so the passcode cannot be entered while the app is locked")
    #expect(
      try Self.outcome(",wrong=lockoutKept", [.launch] + Self.fiveWrong + [.advance(1)], release: "keypad")
        .hasPrefix("unlock-blocked at 5: the lock's passcode keypad is disabled"))
    // Four wrong codes stay below the limit.
    try expectEqual(Self.outcome(",wrong=lockoutKept", [.launch] + Self.fiveWrong.dropLast() + [.advance(1)]), "holds")
    let waited: [SystemEvent] = [.advance(LockConfiguration.lockoutSeconds + 1), .enterPasscode, .advance(1)]
    try expectEqual(Self.outcome(",wrong=lockout", [.launch] + Self.fiveWrong + waited), "holds")
    try expectEqual(Self.outcome(",wrong=lockout", [.launch] + Self.fiveWrong + waited, release: "keypad"), "holds")
  }

  @Test("a tap on the lock's own field under its own keyboard loses nothing (it was touch-blocked at acd4e49a)")
  func ownKeyboard() throws {
    let tapOnField = SystemEvent.touch(scene: nil, x: 0.5, y: 0.7)
    try expectEqual(Self.outcome("", [.launch, .enterWrongPasscode, tapOnField]), "holds")
    try expectEqual(Self.outcome(",focus=appear", [.launch, tapOnField]), "holds")
  }

  @Test("a wrong code that takes the lock down is lock-bypass")
  func accepts() throws {
    let outcome = try Self.outcome(",wrong=accepts", [.launch, .enterWrongPasscode, .advance(1)])
    #expect(outcome.hasPrefix("lock-bypass at 1:"), "\(outcome)")
    try expectEqual(Self.outcome(",wrong=accepts", [.launch, .enterPasscode, .advance(1)]), "holds")
  }
}
