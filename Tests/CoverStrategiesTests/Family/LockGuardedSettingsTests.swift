import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A lock whose app promises its settings screen asks for authentication before the lock is turned off or
/// weakened (`promise=guardedSettings`, OWASP MASVS-AUTH-3), the screen's own request (`guardSettings`, named
/// only), and the verdict: `lock-bypass` when a weaker setting was applied with no authentication of the user's
/// (``Device/unauthenticatedSettingChange``), by construction when the screen asks nothing, the platform's when
/// LocalAuthentication answered with no prompt.
@Suite("Lock family: a weaker lock setting only after authentication (promise=guardedSettings)")
struct LockGuardedSettingsTests {
  static let base = "lock[shield=none,when=launch+background,as=window,level=2001,release=biometry,rearm=background"
  /// Unlocked by the launch prompt, active, then the user turns the lock off in the app's settings.
  static let turnOff: [SystemEvent] = [.launch, .faceIDMatch, .advance(2), .appCall("lockOff"), .advance(1)]

  static func outcome(_ parts: String, _ events: [SystemEvent]) throws -> String {
    try LockFamilyBehaviourTests.outcome(Self.base + parts + "]", events)
  }

  @Test("guardSettings and promise=guardedSettings print in order, parse back, and need settings=")
  func names() throws {
    let c = try LockConfiguration(parsing: Self.base + ",settings=live,guardSettings,promise=guardedSettings]")
    #expect(c.guardsSettings && c.promises == [.guardedSettings])
    #expect(c.name.hasSuffix(",settings=live,guardSettings,promise=guardedSettings]"))
    try expectEqual(LockConfiguration(parsing: c.name), c)
    for name in [Self.base + ",guardSettings]", Self.base + ",promise=guardedSettings]"] {
      #expect(
        performing: { try LockConfiguration(parsing: name) },
        throws: {
          ($0 as? LockConfigurationError)?.reason
            == "'guardSettings' and 'promise=guardedSettings': only with settings= (the app's settings screen)"
        })
    }
  }

  @Test("a settings screen that asks nothing breaks the promise by construction; without the promise it holds")
  func asksNothing() throws {
    try expectEqual(
      Self.outcome(",settings=live,promise=guardedSettings", Self.turnOff),
      "lock-bypass at 3: broken promise=guardedSettings (\"turning the lock off asks for your Face ID first\"): "
        + "appCall(lockOff) was applied at t=2 s with no authentication of the user's (by construction: the settings "
        + "screen applies lockOff without asking (no guardSettings))")
    try expectEqual(Self.outcome(",settings=live", Self.turnOff), "holds")
  }

  @Test("the screen's own request: the user's match applies the change, a cancel keeps the lock")
  func asksFirst() throws {
    let member = ",settings=live,guardSettings,promise=guardedSettings"
    try expectEqual(Self.outcome(member, Self.turnOff + [.faceIDMatch, .advance(2)]), "holds")
    try expectEqual(Self.outcome(member, Self.turnOff + [.dismissSystemAlert, .advance(2)]), "holds")
    // The cancelled change left the lock on: the return after a leave prompts again (a third prompt).
    let strategy = try #require(StrategyCatalog.descriptor(named: Self.base + member + "]"))
    for (answer, prompts) in [("dismissSystemAlert", 3), ("faceIDMatch", 2)] {
      let trace = try Trace<IOSPlatform>(
        parsing: "lifecycle-fuzz trace 2\nstrategy: \(Self.base + member)]\nprofile: iphone-ios17-scenes\n"
          + "expect: holds\nlaunch\nfaceIDMatch\nadvance(2)\nappCall(lockOff)\nadvance(1)\n\(answer)\nadvance(2)\ngoHome\nadvance(2)\n"
          + "returnToApp\nadvance(2)\n", file: "inline")
      let text = IOSPlatform.explain(trace, strategy: strategy, path: "inline", format: .text)
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(text.components(separatedBy: "Face ID prompt (LAContext)").count - 1 == prompts, "\(answer)")
    }
  }

  @Test("a kept context answers the screen's request with no prompt: the platform breaks the promise")
  func keptContextAnswers() throws {
    let member = ",keepContext,settings=live,guardSettings,promise=guardedSettings"
    try expectEqual(
      Self.outcome(member, Self.turnOff),
      "lock-bypass at 3: broken promise=guardedSettings (\"turning the lock off asks for your Face ID first\"): "
        + "appCall(lockOff) was applied at t=2 s with no authentication of the user's; platform: the context's "
        + "earlier success answered again with no prompt (evaluatedContextAnswersAgain)")
    let trace = try Trace<IOSPlatform>(
      parsing: "lifecycle-fuzz trace 2\nstrategy: \(Self.base + member)]\nprofile: iphone-ios17-scenes\n"
        + "expect: lock-bypass\nlaunch\nfaceIDMatch\nadvance(2)\nappCall(lockOff)\nadvance(1)\n", file: "inline")
    let strategy = try #require(StrategyCatalog.descriptor(named: Self.base + member + "]"))
    expectEqual(
      FlagDependence.headline(FlagDependence.dependences(trace, strategy: strategy)),
      "depends on: evaluatedContextAnswersAgain=true (medium confidence, 5 sources)")
  }
}
