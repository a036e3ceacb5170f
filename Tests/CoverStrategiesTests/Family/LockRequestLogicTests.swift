import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// The lock's own request logic against LocalAuthentication's request lifecycle: how many
/// callbacks ask (`askFrom=`, `unguarded`) and what the error handler does (`onError=`). A request
/// made while another is in flight cancels it (`newerEvaluationReplacesOlder`), so two unguarded
/// callbacks and an error handler that asks again make the app's own requests cancel each other
/// (`reauth-loop`), and a handler that ends the app ends it on the platform's cancel (`crash`).
@Suite("Lock family: the app's own Face ID request logic")
struct LockRequestLogicTests {
  static let member =
    "lock[shield=none,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background"
  static let twoAsks = ",askFrom=becomeActive,unguarded"

  @Test("two callbacks with no in-flight guard and an error handler that asks again: reauth-loop (platform)")
  func competingLoop() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member + Self.twoAsks + ",onError=reask]", [.launch]),
      "reauth-loop at 0: the app's own Face ID requests cancelled each other 4 times by t=0 s with no user "
        + "action between: a request made while another is in flight cancels it (systemCancel, \"Canceled by "
        + "another authentication\"; newerEvaluationReplacesOlder) and the app asked again (from another callback "
        + "with no in-flight guard, or from its error handler), so the prompt never settles; cancelled requests, "
        + "in order, from: the lock going up, becomeActive, the error handler, the error handler")
  }

  @Test("two unguarded callbacks whose handler ends the app: crash on the cancel the newer request causes")
  func exitOnCompetingCancel() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member + Self.twoAsks + ",onError=exit]", [.launch]),
      "crash at 0: trap: the app ends itself (onError=exit) in its Face ID error handler on "
        + "LAError.systemCancel: the app's newer request from becomeActive cancelled it (newerEvaluationReplacesOlder)")
  }

  @Test("controls: a guarded second callback, or an unguarded one whose handler does nothing, hold")
  func controls() throws {
    for tail in [",askFrom=becomeActive,onError=reask]", ",askFrom=becomeActive,onError=exit]", Self.twoAsks + "]"] {
      try expectEqual(
        LockFamilyBehaviourTests.outcome(Self.member + tail, [.launch, .faceIDMatch, .advance(1)]), "holds")
    }
  }

  @Test("an error handler that asks again after the user's cancel loops by construction; ending the app on it crashes")
  func errorHandlerAlone() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        Self.member + ",onError=reask]", [.launch, .dismissSystemAlert, .dismissSystemAlert]),
      "reauth-loop at 2: the app asked for Face ID again at t=3 s right after the user cancelled its prompt, "
        + "with no user action between: the prompt's own dismissal brought it back, so it cannot be declined "
        + "(by construction: onError=reask asks again at once after every userCancel reply)")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member + ",onError=exit]", [.launch, .dismissSystemAlert]),
      "crash at 1: trap: the app ends itself (onError=exit) in its Face ID error handler on "
        + "LAError.userCancel (by construction): userCancel")
  }

  @Test("with the flag off the newer request fails instead: the loop and the crash stay")
  func flagOff() throws {
    let profile = "iphone-ios17-scenes+newerEvaluationReplacesOlder=false"
    #expect(
      try LockFamilyBehaviourTests.outcome(Self.member + Self.twoAsks + ",onError=reask]", [.launch], profile: profile)
        .hasPrefix("reauth-loop at 0: the app's own Face ID requests cancelled each other 4 times"))
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member + Self.twoAsks + "]", [.launch, .faceIDMatch], profile: profile),
      "holds")
  }

  @Test("the names print the request logic last and parse back; refusals name the part")
  func names() throws {
    let c = try LockConfiguration(parsing: "lock[onError=exit,unguarded,askFrom=becomeActive+foreground]")
    expectEqual(c.asksFrom, [.foreground, .becomeActive])
    #expect(c.isUnguarded)
    expectEqual(c.onError, .exit)
    expectEqual(
      c.name,
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,"
        + "askFrom=foreground+becomeActive,unguarded,onError=exit]")
    try expectEqual(LockConfiguration(parsing: c.name), c)
    #expect(throws: LockConfigurationError.self) { try LockConfiguration(parsing: "lock[release=field,unguarded]") }
    #expect(throws: LockConfigurationError.self) {
      try LockConfiguration(parsing: "lock[auth=becomeActive,askFrom=becomeActive]")
    }
    #expect(throws: LockConfigurationError.self) { try LockConfiguration(parsing: "lock[askFrom=resign]") }
  }

  @Test("the family enumerates the request logic, appended last")
  func family() {
    // Then the idle timers (3) and the grace's start (3) were appended after them.
    expectEqual(LockFamily.count, 24_330_240 * 7 * 9)
    expectEqual(LockFamily.member(at: 0).name, LockFamily.member(at: 24_330_240 * 0).name)
    let last = LockFamily.member(at: 24_330_240 * 3)
    expectEqual(last.asksFrom, [.becomeActive])
    #expect(last.isUnguarded)
    expectEqual(last.onError, .reask)
  }
}
