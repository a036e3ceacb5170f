import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Run aggregator")
struct RunAggregatorTests {
  /// One strategy, 30 traces in 3 blocks of 10, no corpus.
  static func configuration() -> RunConfiguration<IOSPlatform> {
    var c = RunConfiguration()
    c.tracesPerStrategy = 30
    c.blockSize = 10
    c.corpusDirectory = nil
    c.strategies = ["subview-tag"].compactMap(StrategyCatalog.descriptor(named:))
    return c
  }

  /// Block `b`: 10 traces of `b + 2` events each; block 1 has one failure at trace 14.
  static func block(_ b: Int) -> BlockResult<IOSPlatform> {
    var r = BlockResult<IOSPlatform>(strategy: "subview-tag", block: b)
    r.traces = 10
    r.steps = 10 * (b + 2)
    r.eventCounts = ["launch": r.steps]
    if b == 1 {
      r.failures = [
        FailureRecord(
          index: 14, invariant: .snapshotLeak, originalLength: 3, replays: 5, events: [.launch, .goHome],
          detail: "d")
      ]
    }
    return r
  }

  static func aggregate(_ blocks: [Int]) -> (results: [StrategyResult<IOSPlatform>], unfinishedBlocks: Int) {
    var a = RunAggregator(configuration: configuration(), corpus: nil)
    for b in blocks { a.add(block(b)) }
    return a.finishCounting()
  }

  @Test("blocks arriving out of order give the results of blocks in order, and the run is complete")
  func outOfOrder() {
    let inOrder = Self.aggregate([0, 1, 2])
    let shuffled = Self.aggregate([2, 0, 1])
    expectEqual(inOrder.unfinishedBlocks, 0)
    expectEqual(shuffled.unfinishedBlocks, 0)
    let r = shuffled.results[0]
    expectEqual(r.traces, 30)
    expectEqual(r.steps, 20 + 30 + 40)
    expectEqual(r.eventCounts, ["launch": 90])
    expectEqual(r.failingTraces, 1)
    expectEqual(r.findings.map(\.traceIndex), [14])
    expectEqual(r.findings.map(\.invariant), [.snapshotLeak])
    expectEqual(inOrder.results[0].steps, r.steps)
    var a = RunAggregator(configuration: Self.configuration(), corpus: nil)
    for b in [1, 2, 0] { a.add(Self.block(b)) }
    #expect(a.finish().complete)
  }

  @Test("a missing block makes the run incomplete; the blocks after the gap still count")
  func missingBlock() {
    let (results, unfinished) = Self.aggregate([2, 0])
    expectEqual(unfinished, 1)
    expectEqual(results[0].traces, 20)
    expectEqual(results[0].steps, 20 + 40)
    #expect(results[0].findings.isEmpty)
    var cut = Self.block(1)
    cut.complete = false
    var a = RunAggregator(configuration: Self.configuration(), corpus: nil)
    for b in [Self.block(0), cut, Self.block(2)] { a.add(b) }
    expectEqual(a.finishCounting().unfinishedBlocks, 1)
  }

  @Test("a block added twice is folded once")
  func duplicate() {
    let (results, unfinished) = Self.aggregate([0, 1, 1, 0, 2, 2])
    expectEqual(unfinished, 0)
    expectEqual(results[0].traces, 30)
    expectEqual(results[0].failingTraces, 1)
    expectEqual(results[0].findings.map(\.hits), [1])
  }
}
