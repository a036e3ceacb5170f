import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// `invalidateAt=background`: the lock's code calls `invalidate()` on its context at
/// did-enter-background and forgets it. LocalAuthentication answers the request in flight with
/// `appCancel` (``LAContext/invalidate()``); a kept context no longer answers the return.
@Suite("Lock family: a code that invalidates its LAContext at the background")
struct LockInvalidateTests {
  static let member =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background"

  @Test("a kept context invalidated at the leave: the return prompts (holds), where keepContext alone is lock-bypass")
  func keptContextReplaced() throws {
    let events = LockKeptContextTests.leaveAndReturn
    #expect(
      try LockFamilyBehaviourTests.outcome(Self.member + ",keepContext]", events).hasPrefix("lock-bypass at 4: "))
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member + ",keepContext,invalidateAt=background]", events), "holds")
  }

  @Test(
    "the request in flight at the leave fails with appCancel: the return asks again; unlockOn=appCancel lets it in")
  func inFlightAppCancel() throws {
    // The appCancel reply's main-queue hop, with the app suspended before its queued work runs (the default since
    // session 33 runs it first), waits in the suspended app and runs on the return, under the new prompt.
    let events: [SystemEvent] = [.launch, .goHome, .returnToApp, .advance(1), .dismissSystemAlert, .advance(1)]
    let pinned = "iphone-ios17-scenes+queuedWorkRunsBeforeSuspension=false"
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member + ",invalidateAt=background]", events), "holds")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        Self.member + ",unlockOn=appCancel,invalidateAt=background]", events, profile: pinned),
      "lock-bypass at 4: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(by construction: unlockOn=appCancel takes the lock down on a appCancel reply)")
  }

  @Test("the name prints invalidateAt= after reuse= and parses back; appCancel needs it; other moments refused")
  func names() throws {
    let c = try LockConfiguration(parsing: "lock[invalidateAt=background,reuse=5,repromptOn=appCancel]")
    expectEqual(c.invalidatesAt, .background)
    expectEqual(
      c.name,
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,"
        + "rearm=background,repromptOn=appCancel,reuse=5,invalidateAt=background]")
    try expectEqual(LockConfiguration(parsing: c.name), c)
    for (text, reason) in [
      ("lock[invalidateAt=resign]", "'invalidateAt=resign': expected invalidateAt=background"),
      (
        "lock[release=keypad,invalidateAt=background]",
        "'invalidateAt=': only with a release that uses Face ID (release=biometry...)"
      ),
      (
        "lock[unlockOn=appCancel]",
        "'unlockOn=...appCancel': 'appCancel': only the app's own LAContext.invalidate() gives it, and the lock "
          + "invalidates its context only with invalidateAt="
      ),
    ] {
      #expect(
        performing: { try LockConfiguration(parsing: text) },
        throws: { ($0 as? LockConfigurationError)?.reason == reason })
    }
  }
}
