import CoverStrategies
import LifecycleFuzz
import TestExpectations
import Testing

@Suite("Coverage: abstract states, and what swarm testing and steering reach")
struct CoverageTests {
  func config(traces: Int = 200, strategies: [String] = ["secure-layer"]) -> RunConfiguration<IOSPlatform> {
    var c = RunConfiguration<IOSPlatform>()
    c.tracesPerStrategy = traces
    c.corpusDirectory = nil
    c.blockSize = 50
    c.strategies = strategies.compactMap(StrategyCatalog.descriptor(named:))
    return c
  }

  /// The coverage of a run of `c`, without shrinking: a block generates each trace from its seed and the block's
  /// coverage alone, never from what a shrink found, and a shrink's replays add no coverage.
  func unshrunkRun(_ c: RunConfiguration<IOSPlatform>) throws -> StrategyResult<IOSPlatform> {
    var campaign = Campaign(configuration: c)
    campaign.shrinkReplayCap = 0
    return try campaign.run().outcome.results[0]
  }

  @Test("coverage counts abstract states and lists the never-reached ones")
  func coverage() throws {
    let cov = try unshrunkRun(config(traces: 100)).coverage
    expectEqual(AbstractState.universe.count, 200)
    #expect(cov.states["A=none cap=- overlay=- cover=0"] != nil)
    #expect(cov.states["A=foregroundActive cap=- overlay=- cover=0"] != nil)
    expectEqual(cov.neverReached.count, 200 - cov.states.count)
    #expect(cov.neverReached.contains("A=none cap=- overlay=appSwitcher cover=1"))
  }

  @Test("swarm testing and steering reach more abstract transitions than plain weights")
  func steeringWidensCoverage() throws {
    var plain = config(traces: 300, strategies: ["cover-window"])
    plain.steering = false
    var steered = plain
    steered.steering = true
    let a = try unshrunkRun(plain).coverage
    let b = try unshrunkRun(steered).coverage
    #expect(b.transitions.count > a.transitions.count)
    #expect(b.states.count >= a.states.count)
  }
}
