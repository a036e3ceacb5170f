import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// `cannot-disable` on Android's per-claim `disable:`, as on iOS: after the call, an image of a kind it released may
/// not be refused or blank on the app's account, except where a claim the app still holds may blank it by design
/// (`FLAG_SECURE` keeps a window out of screenshots and recordings at once).
@Suite("Android app-logic scripts: cannot-disable judges a per-claim disable")
@MainActor
struct AndroidClaimDisableJudgedTests {
  func outcome(_ text: String, _ events: [AndroidEvent]) throws -> String {
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text))
    #expect(AndroidPlatform.claims(descriptor, invariant: .cannotDisable))
    switch TraceRunner<AndroidPlatform>(strategy: descriptor, profile: descriptor.defaultProfile).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
    }
  }

  static let keepsFlag =
    "claims: recents,screenshots\ndisable: screenshots=allowScreenshots\non onCreate: addFlags(secure)\n"

  @Test("a flag kept after the screenshot switch is cannot-disable; one cleared holds")
  func screenshotsReleased() throws {
    let events: [AndroidEvent] = [.launch, .appCall("allowScreenshots"), .screenshot]
    try expectEqual(
      outcome(Self.keepsFlag, events),
      "cannot-disable at 2: screenshot: after disable of screenshots (appCall(allowScreenshots)), the screenshot "
        + "is black at activity: activity still secure")
    let clears = """
      claims: recents,screenshots
      disable: screenshots=allowScreenshots
      enable: protectScreenshots
      on onCreate if not(stored(allowed)): addFlags(secure)
      on appCall(allowScreenshots): clearFlags(secure); store(allowed)
      on appCall(protectScreenshots): addFlags(secure); unstore(allowed)
      """
    try expectEqual(outcome(clears, events), "holds")
  }

  @Test("a secure window the app still needs for recordings is by design")
  func heldRecordingsExcuse() throws {
    let text = "claims: screenshots,recordings\ndisable: screenshots=allowScreenshots\non onCreate: addFlags(secure)\n"
    try expectEqual(outcome(text, [.launch, .appCall("allowScreenshots"), .screenshot]), "holds")
  }
}
