import CoverStrategies
import LifecycleFuzzBenchmarks
import TestExpectations
import Testing

@Suite("The trade-off measurement counts only what the strategy does")
struct StrategyTradeoffsTests {
  static func measure(_ name: String) throws -> StrategyTradeoffs.Measurement {
    StrategyTradeoffs.measure(try #require(StrategyCatalog.descriptor(named: name)), traces: 300, seed: 20_261_129)
  }

  @Test("a cover that never ends editing dismisses no keyboard, though locks and presentations take it down")
  func systemDismissalsAreNotTheStrategys() throws {
    try expectEqual(Self.measure("subview-tag").dismissedKeyboards, 0)
    try expectEqual(Self.measure("cover-window").dismissedKeyboards, 0)
  }

  @Test("the recommended cover ends editing at each resign with the keyboard up")
  func recommendedCoverEndsEditing() throws {
    let m = try Self.measure("state-cover")
    #expect(m.dismissedKeyboards > 0)
    #expect(m.promptSeconds > 0)
    expectEqual(m.coveredSeconds, m.promptSeconds)
  }
}
