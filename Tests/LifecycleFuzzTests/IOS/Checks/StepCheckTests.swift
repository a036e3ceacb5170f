import CoverStrategies
import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

/// crash, process-state and reauth-loop: each condition of each check on its own.
@Suite("Invariant checks: crash, process-state, reauth-loop")
@MainActor
struct StepCheckTests {
  @Test("crash: a trap message is a violation naming it; none without one")
  func crash() throws {
    // C11: the cover presented asynchronously on resign is presented again while it is still up.
    let f = try CheckFixture("async-presented-cover", profile: "iphone-ios16-scenes")
    try f.apply(.launch, .openControlCenter, .runMainQueue, .closeControlCenter)
    #expect(f.verdict(CrashCheck()) == nil)
    try f.apply(.openControlCenter)
    let v = try #require(f.verdict(CrashCheck()))
    expectEqual(v.invariant, .crash)
    expectEqual(v.step, 4)
    expectEqual(
      v.detail, "trap: Application tried to present modally a view controller that is already being presented")
  }

  @Test("process-state: state from an earlier process is a violation naming it; none without")
  func processState() throws {
    let f = try CheckFixture(strategy: PromiseStub(locked: false))
    try f.apply(.launch)
    #expect(f.verdict(ProcessStateCheck()) == nil)
    f.device.previousProcessState = "the cover window of process 1"
    let v = try #require(f.verdict(ProcessStateCheck()))
    expectEqual(v.step, 0)
    expectEqual(
      v.detail,
      "state from a previous process: the cover window of process 1 (kept by a `static` or global, which iOS "
        + "would make again in each launch); make it per-process, e.g. own the manager from the app delegate or the "
        + "strategy instead of `static let shared`")
  }

  @Test("reauth-loop: a new request right after a success fires only while the lock promise stands")
  func reauthLoop() throws {
    let looping = "lock[shield=none,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=inactive]"
    let f = try CheckFixture(looping, profile: "iphone-ios17-scenes")
    try f.apply(.launch, .faceIDMatch)
    #expect(f.verdict(ReauthLoopCheck()) == nil)
    try f.apply(.advance(1.5))
    let time = try #require(f.device.reauthenticationAfterSuccess)
    #expect(f.device.isAppLocked)
    let v = try #require(f.verdict(ReauthLoopCheck()))
    expectEqual(v.step, 2)
    expectEqual(
      v.detail,
      "the app asked for Face ID again at t=\(formatTime(time)) s right after a successful match, with no user "
        + "action between: its lock re-armed on its own prompt")
    // Re-armed on the background only, the lock does not ask again on its own prompt's return.
    let fixed = try CheckFixture(
      "lock[shield=none,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background]",
      profile: "iphone-ios17-scenes")
    try fixed.apply(.launch, .faceIDMatch, .advance(1.5))
    #expect(fixed.device.reauthenticationAfterSuccess == nil)
    #expect(fixed.verdict(ReauthLoopCheck()) == nil)
  }
}
