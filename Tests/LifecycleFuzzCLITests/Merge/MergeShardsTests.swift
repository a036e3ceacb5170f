import LifecycleFuzz
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// What `merge` says of results files that are not one whole run: a new user's merge of some shards read as the
/// run's, and "its run configuration differs" named no setting.
@Suite("Merge: missing shards and differing settings, one line each")
struct MergeShardsTests {
  @Test("each missing shard is one line naming it and the shards given; a shard count that differs names the file")
  func missingShards() {
    #expect(
      MergeShards.problems([("a.results", Shard(index: 1, count: 2)), ("b.results", Shard(index: 2, count: 2))]).isEmpty
    )
    #expect(MergeShards.problems([("whole.results", .whole)]).isEmpty)
    expectEqual(
      MergeShards.problems([("s3.results", Shard(index: 3, count: 3)), ("s1.results", Shard(index: 1, count: 3))]),
      [
        "shard 2/3 is missing: the results files given are shard 3/3 (s3.results), 1/3 (s1.results); merge every"
          + " shard's file (nothing was written)"
      ])
    expectEqual(
      MergeShards.problems([("a.results", Shard(index: 1, count: 2)), ("b.results", Shard(index: 2, count: 3))]),
      [
        "b.results: shard 2/3 of a run in 3 shard(s), but a.results is shard 1/2: one run's shards share one count"
      ])
  }

  @Test("two configurations name the first setting that differs, the file's own value first")
  func differingSetting() {
    let a = #"{"maxLength":24,"seed":20261129,"tracesPerStrategy":400}"#
    expectEqual(
      MergeShards.difference(a, #"{"maxLength":24,"seed":7,"tracesPerStrategy":400}"#), "seed 7 here, 20261129 there")
    expectEqual(
      MergeShards.difference(a, #"{"maxLength":24,"seed":20261129,"tracesPerStrategy":400,"weights":[]}"#),
      "weights [] here, (none) there")
  }
}
