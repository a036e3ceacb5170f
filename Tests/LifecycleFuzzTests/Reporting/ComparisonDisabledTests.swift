import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("compare: a capture the app allowed is exposure, not a failing cell")
struct ComparisonDisabledTests {
  @Test("After appCall(disable) a screenshot showing content fails no screenshot cell, as replay agrees")
  func disabledCapturesDoNotFail() throws {
    let s = try #require(StrategyCatalog.descriptor(named: "secure-canvas-autoresizing"))
    let runner = TraceRunner(strategy: s, profile: s.defaultProfile)
    let events: [SystemEvent] = [.launch, .appCall("disable"), .screenshot]
    let timeline = Timeline<IOSPlatform>.record(events, runner: runner)
    let shot = try #require(timeline.steps.first { $0.event == .screenshot })
    #expect(shot.strategyDisabled)
    #expect(shot.captures.contains { $0.kind == .screenshot && $0.frame.showsSensitiveContent })
    let measure = Comparison<IOSPlatform>.measure(timeline)
    #expect(
      measure.firstFailure[CellKey<IOSPlatform>(invariant: .captureLeak, kind: CaptureKind.screenshot.rawValue)] == nil)
    expectEqual(runner.run(events).verdict, .holds)
  }
}
