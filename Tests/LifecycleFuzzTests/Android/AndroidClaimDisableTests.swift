import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// Android's `disable:` per claim: `disable: screenshots=allowCapture` turns the screenshot claim off at that call
/// while the Recents claim stays judged (the plain form turns every claim off).
@Suite("Android app-logic scripts: disable: per claim")
@MainActor
struct AndroidClaimDisableTests {
  /// No protection at all (the handler only notes the call): whatever a claim judges, it finds.
  static let handler = "on appCall(allowCapture): set(allowed)\n"
  static let script = "claims: recents, screenshots\ndisable: screenshots=allowCapture\n" + handler

  func outcome(_ text: String, _ events: [AndroidEvent]) throws -> String {
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text))
    switch TraceRunner<AndroidPlatform>(strategy: descriptor, profile: descriptor.defaultProfile).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step)"
    case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
    }
  }

  @Test("the named claim is off after its call, the other stays judged; another call turns it back on")
  func oneClaimOff() throws {
    try expectEqual(outcome(Self.script, [.launch, .screenshot]), "capture-leak at 1")
    try expectEqual(outcome(Self.script, [.launch, .appCall("allowCapture"), .screenshot]), "holds")
    try expectEqual(outcome(Self.script, [.launch, .appCall("allowCapture"), .openRecents]), "recents-leak at 2")
    let plain = "claims: recents, screenshots\ndisable: allowCapture\n" + Self.handler
    try expectEqual(outcome(plain, [.launch, .appCall("allowCapture"), .openRecents]), "holds")
  }

  @Test(
    "bad per-claim entries are refused at the line",
    arguments: [
      (
        "claims: screenshots\ndisable: screenshot=allowCapture\n",
        "'disable:' names an unknown claim 'screenshot' (did you mean 'screenshots'?)"
      ),
      (
        "claims: screenshots\ndisable: recents=allowCapture\n",
        "'disable:' turns off 'recents', which the script does not claim (claims:)"
      ),
      ("claims: all\ndisable: screenshots=a, screenshots=b\n", "'disable:' names the claim 'screenshots' twice"),
    ] as [(String, String)])
  func refused(text: String, message: String) throws {
    do {
      _ = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text + Self.handler))
      Issue.record("accepted: \(text)")
    } catch {
      expectEqual(error.line, 2)
      expectEqual(error.message, message)
    }
  }
}
