import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A lock screen that does not hide the content by itself (`lockView=`): a clear or translucent lock
/// over the family's separate layer (its shield), which goes at did-become-active; the prompt's own
/// dismissal sends one, so after a cancel the lock stands and the rendering shows what is under it.
@Suite("Lock family: the lock screen's own opacity")
struct LockViewTests {
  static let base =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background"
  /// Away and back; the user cancels the Face ID prompt.
  static let cancelled: [SystemEvent] = [
    .launch, .faceIDMatch, .advance(2), .goHome, .advance(5), .returnToApp, .advance(1), .dismissSystemAlert,
    .advance(1),
  ]

  @Test("lockView= parses and prints after secret=; absent, the lock screen is opaque")
  func names() throws {
    let c = try LockConfiguration(parsing: Self.base + ",lockView=clear]")
    #expect(c.lockView == .clear && c.name == Self.base + ",lockView=clear]")
    #expect(try LockConfiguration(parsing: Self.base + "]").lockView == nil)
  }

  @Test("a clear lock shows the content once the shield goes after a cancel: lock-bypass; opaque holds")
  func clearAfterCancel() throws {
    let clear = try LockFamilyBehaviourTests.outcome(Self.base + ",lockView=clear]", Self.cancelled)
    #expect(clear.hasPrefix("lock-bypass at 7:"), "\(clear)")
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.base + "]", Self.cancelled), "holds")
    let translucent = try LockFamilyBehaviourTests.outcome(Self.base + ",lockView=translucent]", Self.cancelled)
    #expect(translucent.hasPrefix("lock-bypass at 7:"), "\(translucent)")
  }
}
