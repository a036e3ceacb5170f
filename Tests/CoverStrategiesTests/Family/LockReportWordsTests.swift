import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The words docs/strategies.md offers a translator for a report's lock expectation ("Words for reports' lock
/// expectations", twentieth session) give the verdict it names on a report's kind of steps: Face ID asked again
/// after a match (the kind of F26-I01 and F26-I13, examples, not the case), which the default member does not do.
@Suite("Lock family: the words for a Face ID loop after a match give reauth-loop")
struct LockReportWordsTests {
  static let window = "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,"
  /// Unlocked, to the Home Screen and back, Face ID matched again.
  static let unlockLeaveReturn: [SystemEvent] = [
    .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .advance(2), .returnToApp, .advance(1), .faceIDMatch,
    .advance(3),
  ]

  static func outcome(_ parts: String) throws -> String {
    try LockFamilyBehaviourTests.outcome(
      Self.window + parts + "]", Self.unlockLeaveReturn, profile: "iphone-ios18.5-flutter3.29")
  }

  @Test("rearm=inactive loops at the first match, recheck=becomeActive at the match after a return")
  func loopWords() throws {
    try expectEqual(Self.outcome("rearm=background"), "holds")
    // Re-armed at will-resign-active, which the prompt's own appearance gives (KeePassium#266).
    try expectEqual(
      Self.outcome("rearm=inactive"),
      "reauth-loop at 3: the app asked for Face ID again at t=2.5 s right after a successful match, with no "
        + "user action between: its lock re-armed on its own prompt")
    // The due check at every did-become-active against a leave time never cleared (vultisig#4071): the first
    // unlock holds, the match after a return loops.
    try expectEqual(
      Self.outcome("rearm=background,recheck=becomeActive"),
      "reauth-loop at 9: the app asked for Face ID again at t=8.35 s right after a successful match, with no "
        + "user action between: its lock re-armed on its own prompt")
    // Two unguarded callbacks whose requests cancel each other ("Canceled by another authentication").
    #expect(
      try Self.outcome("rearm=background,askFrom=foreground+becomeActive,unguarded,onError=reask")
        .hasPrefix("reauth-loop at 0: the app's own Face ID requests cancelled each other 4 times"))
  }
}
