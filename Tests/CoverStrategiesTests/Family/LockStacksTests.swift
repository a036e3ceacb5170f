import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// `stacks`: the lock's code puts up a new screen at each moment its lock is due without checking
/// for one already up, and keeps only the newest. What the older screen becomes is UIKit's
/// answer, per placement; `when=launch+becomeActive` shows it twice at every launch (the scene
/// connects, then becomes active).
@Suite("Lock family: a code that stacks its lock screens")
struct LockStacksTests {
  static func outcome(_ placement: String, stacks: Bool) throws -> String {
    let name = "lock[when=launch+becomeActive,\(placement),release=field,rearm=background\(stacks ? ",stacks" : "")]"
    return try LockFamilyBehaviourTests.outcome(name, [.launch, .enterPasscode, .advance(2)])
  }

  @Test(
    "the older screen stays up after the unlock where UIKit keeps it: presented, not presented, a subview, a restored root",
    arguments: [
      ("as=present,from=top,style=fullScreen", 160), ("as=present,from=root,style=overFullScreen,modal", 96),
      ("as=subview,of=rootView", 160), ("as=root", 160),
    ])
  func strandedWhereUIKitKeepsIt(placement: String, points: Int) throws {
    try expectEqual(Self.outcome(placement, stacks: false), "holds")
    try expectEqual(
      Self.outcome(placement, stacks: true),
      "stranded-cover at 1: cover visible at \(points) of 160 points of active scene A: view UIView in window 0"
        + " (UIWindow, level normal) (added by lock[shield=resign,when=launch+becomeActive,\(placement),release=field,"
        + "rearm=background,stacks])")
  }

  @Test("a lock window nobody holds any more is released and disappears: the unlock leaves nothing up")
  func unheldWindowVanishes() throws {
    try expectEqual(Self.outcome("as=window,level=2001", stacks: true), "holds")
  }

  @Test("the name prints stacks last and parses back; a SwiftUI overlay refuses it, with the reason")
  func names() throws {
    let c = try LockConfiguration(parsing: "lock[stacks,as=root,release=field]")
    #expect(c.stacks)
    expectEqual(c.name, "lock[shield=resign,when=launch+becomeActive,as=root,release=field,rearm=background,stacks]")
    try expectEqual(LockConfiguration(parsing: c.name), c)
    #expect(!LockConfiguration().name.contains("stacks"))
    #expect(
      performing: { try LockConfiguration(parsing: "lock[as=swiftui,stacks]") },
      throws: {
        ($0 as? LockConfigurationError)?.reason
          == "'stacks': a SwiftUI overlay is state of the root view: showing it again shows the same overlay, never a second"
      })
  }

  @Test("the enumeration reaches stacks past the members it had, never for a SwiftUI overlay")
  func enumeration() {
    let before = 6_082_560
    #expect(!LockFamily.member(at: before - 1).stacks)
    #expect(LockFamily.member(at: before).stacks)
    let swiftUIIndex = 3 * 8 * 10  // shield 0, when 0, placement 10 (the SwiftUI overlay)
    expectEqual(LockFamily.member(at: before + swiftUIIndex).placement, .swiftUIOverlay)
    #expect(!LockFamily.member(at: before + swiftUIIndex).stacks)
  }
}
