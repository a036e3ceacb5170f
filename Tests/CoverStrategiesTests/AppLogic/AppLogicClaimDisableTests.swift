import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `disable:` turned every claim off; a user needs to turn one off (an "allow screenshots" switch) while the
/// app-switcher cover and the lock stay judged: `disable: CLAIM=CALL[, CLAIM=CALL...]`.
@Suite("App-logic scripts: disable: per claim (iOS)")
@MainActor
struct AppLogicClaimDisableTests {
  /// No cover at all (the handler removes one that is never added): whatever a claim judges, it finds.
  static let handler = "on appCall(allowCapture): removeCover(tag=7)\n"
  static let script = "claims: app-switcher, screenshots\ndisable: screenshots=allowCapture\n" + handler

  func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    let runner = TraceRunner(
      strategy: try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text)), profile: .iPhoneScenes)
    switch runner.run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step)"
    case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
    }
  }

  @Test("the named claim is off after its call, the others stay judged; another call turns it back on")
  func oneClaimOff() throws {
    try expectEqual(outcome(Self.script, [.launch, .screenshot]), "capture-leak at 1")
    try expectEqual(outcome(Self.script, [.launch, .appCall("allowCapture"), .screenshot]), "holds")
    // The app-switcher claim is still judged after the call.
    try expectEqual(outcome(Self.script, [.launch, .appCall("allowCapture"), .openAppSwitcher]), "snapshot-leak at 2")
    // The plain form turns every claim off.
    let plain = "claims: app-switcher, screenshots\ndisable: allowCapture\n" + Self.handler
    try expectEqual(outcome(plain, [.launch, .appCall("allowCapture"), .openAppSwitcher]), "holds")
    let strategy = try AppLogicStrategy(script: AppLogicScript(parsing: Self.script))
    #expect(strategy.disableCall == nil)
    expectEqual(strategy.appCalls, ["allowCapture"])
    expectEqual(strategy.releasedClaims(lastAppCall: "allowCapture"), .screenshots)
    expectEqual(strategy.releasedClaims(lastAppCall: nil), [])
  }

  @Test(
    "bad per-claim entries are refused at the line, one line each",
    arguments: [
      (
        "claims: screenshots\ndisable: screenshot=allowCapture\n",
        "'disable:' names an unknown claim 'screenshot' (did you mean 'screenshots'?)"
      ),
      (
        "claims: screenshots\ndisable: recordings=allowCapture\n",
        "'disable:' turns off 'recordings', which the script does not claim (claims:)"
      ),
      ("claims: all\ndisable: screenshots=a, screenshots=b\n", "'disable:' names the claim 'screenshots' twice"),
      (
        "claims: all\ndisable: screenshots=a, allowAll\n",
        "'disable:' mixes 'allowAll' with CLAIM=CALL items: give every item as CLAIM=CALL"
      ),
    ] as [(String, String)])
  func refused(text: String, message: String) throws {
    do {
      _ = try AppLogicStrategy(script: AppLogicScript(parsing: text + Self.handler))
      Issue.record("accepted: \(text)")
    } catch {
      expectEqual(error.line, 2)
      expectEqual(error.message, message)
    }
  }
}
