import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// Which scene delegate hears the external display's scene (`externalDisplaySceneOwnDelegate`, the app's declaration):
/// with one delegate for every role the lock's code locks the external display too; with a delegate of the role's own
/// it never runs there, and the external display shows the app's content while the phone shows the lock
/// (docs/model-behaviours.md; the thirty-sixth fresh set's F36-I01, Blink's auto-lock over an HDMI display).
@Suite("Lock family and covers: the external display's scene delegate")
struct LockExternalDisplayTests {
  static let member =
    "lock[shield=none,when=launch+foreground,as=window,level=2001,release=biometry,rearm=background,grace=600]"
  static let events: [SystemEvent] = [
    .launch, .advance(1), .faceIDMatch, .advance(2), .mirroringStart, .advance(1), .goHome, .advance(601),
    .returnToApp, .advance(2),
  ]
  static let shared = "iphone-ios16-scenes+externalDisplayScene=true"
  static let own = shared + "+externalDisplaySceneOwnDelegate=true"

  @Test("a delegate of the role's own: the lock never reaches the external display, whose frames show the content")
  func ownDelegate() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member, Self.events, profile: Self.own),
      "lock-bypass at 8: a mirrored frame of scene external taken at t=605.85 s shows sensitive content at 112 "
        + "of 160 points while the app is locked")
  }

  @Test("control: one delegate for every role locks both screens")
  func sharedDelegate() throws {
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member, Self.events, profile: Self.shared), "holds")
  }

  @Test(
    "the rule is every strategy's: C10's cover, which strands on the external display with one delegate, never goes up there with its own"
  )
  func coverStrategy() throws {
    let events: [SystemEvent] = [.launch, .mirroringStart, .goHome, .returnToApp]
    let profile = "ipad-split-ios17-scenes+externalDisplayScene=true"
    #expect(
      try LockFamilyBehaviourTests.outcome("first-hook-cover-window", events, profile: profile)
        .hasPrefix("stranded-cover at 3: cover visible at"))
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "first-hook-cover-window", events, profile: profile + "+externalDisplaySceneOwnDelegate=true"), "holds")
  }
}
