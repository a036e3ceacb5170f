import CoverStrategies
import ShieldModel
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
    #expect(c.name == name)
    #expect(c.timerPromise == LockTimerPromise(idle: 60, away: 30))
    #expect(
      try LockConfiguration(parsing: Self.member + ",rearm=background,idle=60,idleFrom=touch]").name
        == Self.member + ",rearm=background,idle=60]")
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
    let old = 24_330_240
    #expect(LockFamily.member(at: 1).idle == nil)
    #expect(LockFamily.member(at: old + 1).idle == 60)
    #expect(LockFamily.member(at: old + 1).idleFrom == .touch)
    #expect(LockFamily.member(at: 2 * old + 1).idleFrom == .unlock)
    // Digit 4 (the rearm) is 1 at index 3*8*11*6 = 1584: `rearm=background,grace=30`.
    #expect(LockFamily.member(at: 1584 + 3 * old).graceFrom == .leave)
    #expect(LockFamily.member(at: 1584 + 6 * old).graceFrom == .unlock)
    #expect(LockFamily.member(at: 6 * old).graceFrom == nil)  // no grace: no graceFrom
  }
}
