import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// The lock family's own timers (`idle=`, `idleFrom=`, `graceFrom=`): app code whose promise is an interval, judged
/// by `needless-lock` (asked before the interval) and `lock-bypass` (not there after it). What decides is the
/// platform's part: touches reach the app's `sendEvent(_:)`, and a suspended app's timer does not fire.
@Suite("Lock family: the app's own timers")
struct LockTimerTests {
  static let member = "lock[shield=none,when=launch+becomeActive,as=window,level=2001,release=biometry"

  @Test("the timer parts print canonically, parse back and are refused where they change nothing")
  func names() throws {
    let name = Self.member + ",rearm=background,grace=30,graceFrom=unlock,idle=60,idleFrom=unlock]"
    let c = try LockConfiguration(parsing: name)
    expectEqual(c.name, name)
    expectEqual(c.timerPromise, LockTimerPromise(idle: 60, away: 30))
    try expectEqual(
      LockConfiguration(parsing: Self.member + ",rearm=background,idle=60,idleFrom=touch]").name,
      Self.member + ",rearm=background,idle=60]")
    #expect(try LockConfiguration(parsing: Self.member + ",rearm=background]").timerPromise == nil)
    for (bad, reason) in [
      (",graceFrom=leave]", "'graceFrom=': only with a grace (grace=N)"),
      (",idleFrom=unlock]", "'idleFrom=': only with an idle timer (idle=N)"),
      (",idle=0]", "'idle=0': expected idle=N seconds, 0 < N <= 3600"),
    ] {
      #expect(throws: LockConfigurationError.self) { try LockConfiguration(parsing: Self.member + bad) }
      #expect(StrategyCatalog.familyNameError(Self.member + bad)?.hasSuffix(reason) == true, "\(bad)")
    }
  }

  @Test("the enumeration appends the idle timers and the grace's start: old indices keep their member")
  func enumeration() {
    // Appended after the request logics (``LockRequestMenu``), which came after index 24,330,240.
    let old = 24_330_240 * LockRequestMenu.entries.count
    #expect(LockFamily.member(at: 1).idle == nil)
    expectEqual(LockFamily.member(at: old + 1).idle, 60)
    expectEqual(LockFamily.member(at: old + 1).idleFrom, .touch)
    expectEqual(LockFamily.member(at: 2 * old + 1).idleFrom, .unlock)
    // Digit 4 (the rearm) is 1 at index 3*8*11*6 = 1584: `rearm=background,grace=30`.
    expectEqual(LockFamily.member(at: 1584 + 3 * old).graceFrom, .leave)
    expectEqual(LockFamily.member(at: 1584 + 6 * old).graceFrom, .unlock)
    #expect(LockFamily.member(at: 6 * old).graceFrom == nil)  // no grace: no graceFrom
  }

  @Test("an idle timer only the unlock starts asks 30 s after a touch: needless-lock; restarted by touches it holds")
  func idleFromUnlock() throws {
    let events: [SystemEvent] = [.launch, .faceIDMatch, .advance(30), .touch(scene: nil, x: 0.5, y: 0.5), .advance(40)]
    let early = try LockFamilyBehaviourTests.outcome(Self.member + ",rearm=background,idle=60,idleFrom=unlock]", events)
    #expect(
      early.hasPrefix(
        "needless-lock at 4: the app's lock stood again at t=60 s, 30 s after the user's last touch or unlock, "
          + "before the interval it promises (60 s without a touch) had passed"))
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member + ",rearm=background,idle=60]", events), "holds")
  }

  @Test("a lock relying on its idle timer shows the app on a return after the interval, under either timer order")
  func idleTimerSuspended() throws {
    let events: [SystemEvent] = [.launch, .faceIDMatch, .advance(2), .goHome, .advance(120), .returnToApp]
    let name = Self.member + ",rearm=launch,idle=60]"
    let expected =
      "lock-bypass at 5: sensitive content visible at 96 of 160 points of scene A zooming back in at t=122.5 s "
      + "while the app is locked (platform: the app's idle timer (DispatchQueue.main.asyncAfter, 60 s) does not fire "
      + "while the app is suspended; one that fell due meanwhile fires only once the app runs again, after "
      + "will-enter-foreground (overdueTimersFireAfterBecomeActive: how long after))"
    try expectEqual(LockFamilyBehaviourTests.outcome(name, events), expected)
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        name, events, profile: "iphone-ios17-scenes+overdueTimersFireAfterBecomeActive=true"), expected)
    var within = events
    within[4] = .advance(30)
    try expectEqual(LockFamilyBehaviourTests.outcome(name, within), "holds")
  }

  @Test("a grace counted from the unlock asks on a short trip home: needless-lock; from the leave it holds")
  func graceFromUnlock() throws {
    let member = "lock[shield=none,when=launch+foreground+becomeActive,as=window,level=2001,release=biometry"
    let events: [SystemEvent] = [.launch, .faceIDMatch, .advance(40), .goHome, .advance(1), .returnToApp]
    #expect(
      try LockFamilyBehaviourTests.outcome(member + ",rearm=background,grace=30,graceFrom=unlock]", events)
        .hasPrefix("needless-lock at 5: the app's lock stood again at t=41.5 s, 41.5 s after the user's last touch"))
    try expectEqual(
      LockFamilyBehaviourTests.outcome(member + ",rearm=background,grace=30,graceFrom=leave]", events), "holds")
  }

  @Test("an idle lock asking 60 s after a match with no touch keeps its promise: no reauth-loop, no needless-lock")
  func idleAfterMatchIsNoLoop() throws {
    let name = Self.member + ",rearm=background,idle=60]"
    try expectEqual(
      LockFamilyBehaviourTests.outcome(name, [.launch, .faceIDMatch, .advance(30), .advance(40)]), "holds")
    // Its own prompt at once after the match is still a loop: rearm=inactive re-arms on it.
    #expect(
      try LockFamilyBehaviourTests.outcome(Self.member + ",rearm=inactive,idle=60]", [.launch, .faceIDMatch])
        .hasPrefix("reauth-loop at "))
  }

  @Test("a grace counted from the unlock keeps its clock through a short return: a later long trip asks again")
  func graceFromUnlockOutlivesAReturn() throws {
    let member = "lock[shield=none,when=launch+foreground+becomeActive,as=window,level=2001,release=biometry"
    let name = member + ",rearm=background,grace=30,graceFrom=unlock]"
    // Back after 1 s (within the grace: not locked), then away 60 s: the clock started at the unlock has run out,
    // the return locks as promised, and nothing of the app shows (a clock cleared at the first return would let it
    // in: lock-bypass).
    let events: [SystemEvent] = [
      .launch, .faceIDMatch, .goHome, .advance(1), .returnToApp, .goHome, .advance(60), .returnToApp, .screenshot,
    ]
    try expectEqual(LockFamilyBehaviourTests.outcome(name, events), "holds")
    try expectEqual(LockFamilyBehaviourTests.outcome(name, Array(events.prefix(5)) + [.screenshot]), "holds")
  }

  @Test("a grace from the prompt's resign: what a recording shows after the match is what the user unlocked")
  func recordingAfterTheMatchIsNoBypass() throws {
    // rearm=inactive counts the lock's own Face ID prompt as a leave (it resigns the app). The user waits 40 s, past
    // the 30 s grace, then matches: the frames recorded as the prompt goes show the app the user just unlocked, not
    // a bypass; the re-arm at did-become-active that follows is the loop.
    let name = Self.member + ",rearm=inactive,grace=30]"
    #expect(
      try LockFamilyBehaviourTests.outcome(name, [.recordingStart, .launch, .advance(40), .faceIDMatch])
        .hasPrefix("reauth-loop at 4: the app asked for Face ID again at t=41.5 s right after a successful match"))
  }
}
