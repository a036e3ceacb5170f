import LifecycleFuzz
import TestExpectations
import Testing

/// The grouping that lets a run of thousands of strategies find each one's corpus counterexamples without copying
/// the corpus per strategy: it must give back the pool's own order, since findings are reported in it.
@Suite("CorpusIndex.ByStrategy: positions by recorded name, in the pool's order")
struct CorpusByStrategyTests {
  @Test("positions of the accepted names come back ascending, across groups")
  func ascending() {
    let grouped = CorpusIndex<IOSPlatform>.ByStrategy(["a", "b", "a", "c", "b"])
    expectEqual(grouped.positions { $0 == "a" || $0 == "b" }, [0, 1, 2, 4])
    expectEqual(grouped.positions { $0 == "c" }, [3])
    expectEqual(grouped.positions { $0 == "z" }, [])
  }

  @Test("each distinct name is asked once, in the order it first appears")
  func askedOnce() {
    let grouped = CorpusIndex<IOSPlatform>.ByStrategy(["b", "a", "b", "b", "a"])
    var asked: [String] = []
    _ = grouped.positions {
      asked.append($0)
      return true
    }
    expectEqual(asked, ["b", "a"])
  }
}
