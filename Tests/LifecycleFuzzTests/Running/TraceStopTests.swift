import AndroidModel
import AndroidStrategies
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A stop signal cuts a trace in progress (a breaker's long trace overran `--time-budget` with one job), and a cut
/// trace is no result.
@Suite("A trace in progress stops when its stop signal says so")
@MainActor
struct TraceStopTests {
  /// A campaign of Android's `none` (nothing to break early) with traces of up to 1,500 events.
  func campaign() throws -> Campaign<AndroidPlatform> {
    let strategy = try #require(AndroidStrategyCatalog.descriptor(named: "none"))
    var c = RunConfiguration<AndroidPlatform>(strategies: [strategy])
    c.maxLength = 1_500
    c.corpusDirectory = nil
    return Campaign(configuration: c)
  }

  /// The first run seed whose trace draws a length past the check at step 1,024 (the draw ``Campaign`` makes).
  func longSeed() -> UInt64 {
    Self.firstSeed { $0 > 1_100 }
  }

  /// The first run seed whose drawn length passes `test`.
  static func firstSeed(_ test: (Int) -> Bool) -> UInt64 {
    (UInt64(0)...).first { seed in
      var rng = SplitMix64(seed: seed)
      return test(1 + rng.next(below: 1_500))
    }!
  }

  @Test("a stopped trace past the check interval is cut, and coverage is as it was; a trace before it is not cut")
  func cut() throws {
    let campaign = try campaign()
    let runner = campaign.configuration.runner(for: campaign.configuration.strategies[0])
    let stopped = StopSignal(deadline: 0)
    var coverage = CoverageMap<AndroidPlatform>()
    var exposure: [Double] = []
    let long = longSeed()
    let whole = try #require(
      campaign.generateTrace(seed: long, runner: runner, coverage: &coverage, exposure: &exposure, stop: nil))
    #expect(whole.events.count >= Campaign<AndroidPlatform>.stopCheckInterval)
    let before = coverage
    #expect(
      campaign.generateTrace(seed: long, runner: runner, coverage: &coverage, exposure: &exposure, stop: stopped)
        == nil)
    expectEqual(coverage, before)
    // A short trace never reaches the check: the same events as without a signal.
    let short = Self.firstSeed { $0 < 500 }
    var c1 = CoverageMap<AndroidPlatform>()
    var c2 = CoverageMap<AndroidPlatform>()
    let plain = campaign.generateTrace(seed: short, runner: runner, coverage: &c1, exposure: &exposure, stop: nil)
    let asked = campaign.generateTrace(seed: short, runner: runner, coverage: &c2, exposure: &exposure, stop: stopped)
    expectEqual(plain?.events, asked?.events)
    expectEqual(c1, c2)
  }
}
