import CoverStrategies
import ShieldModel
import TestExpectations
import TestProcessSplit
import Testing

@testable import LifecycleFuzz

@Suite(
  "Generation: the default budget reaches every event",
  .handedToSecondProcess("LifecycleFuzzTests.GenerationReachTests"))
struct GenerationReachTests {
  /// Strategies that once missed a class: no app alert was ever answered (the presented kind
  /// cycled with the alert third), and a lock never unlocked (the generator called only
  /// enable/disable), so nothing under it was dismissed. The last two fail on their first round
  /// trip (a second presentation, a disable), so the Face ID prompt is matched only when it is
  /// the first interruption and its match follows at once (faceIDMatch's follow-up). A Face ID
  /// lock reaches the outcomes of its own LocalAuthentication request.
  @Test(
    "a default run generates every event its profile allows",
    arguments: [
      "subview-tag-vc", "key-privacy-window", "window-app-lock", "resign-presented-cover",
      "secure-canvas-toggle", "lock[as=window,release=biometry+keypad]",
    ])
  func everyEventGenerated(_ name: String) throws {
    var c = RunConfiguration()
    c.corpusDirectory = nil
    c.strategies = [try #require(StrategyCatalog.descriptor(named: name))]
    expectEqual(c.tracesPerStrategy, 400)
    // No shrinking: a block generates each trace from its seed and the block's coverage alone, never from what a
    // shrink found, so the events counted are the default run's; its shrinks were a third of this test's time.
    var campaign = Campaign(configuration: c)
    campaign.shrinkReplayCap = 0
    let (outcome, _) = try campaign.run()
    let result = try #require(outcome.results.first)
    // A class of default weight 0 (the app's extensions and widget) is drawn only for an app that ships them.
    let possible = IOSPlatform.vocabulary.generatedClasses.filter {
      ($0.isPossible?(result.profile) ?? true) && $0.generated!.weight > 0
    }.map(\.name)
    // The passcode is typed only into an app's own entry: only a lock with a field or keypad has one.
    let hasEntry = name.hasSuffix("app-lock") || name.contains("keypad")
    // A failed match, the fallback and the device passcode answer an LAContext request: only a
    // strategy that asks LocalAuthentication (the Face ID lock) raises one.
    let asksLocalAuthentication = name.contains("biometry")
    let authenticationOutcomes: Set<String> = ["faceIDNoMatch", "faceIDFallback", "enterDevicePasscode"]
    let never = possible.filter {
      result.eventCounts[$0] == nil && (hasEntry || $0 != "enterPasscode")
        && (asksLocalAuthentication || !authenticationOutcomes.contains($0))
    }
    expectEqual(never, [])
    #expect(result.eventCounts["answerAlert", default: 0] > 0)
    #expect(result.eventCounts["faceIDMatch", default: 0] > 0)
  }
}
