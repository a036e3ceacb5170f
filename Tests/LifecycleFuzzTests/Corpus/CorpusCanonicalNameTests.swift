import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A committed counterexample whose family-member name lists its parts in another order names the run's strategy
/// (session 21's breaker: the command line took both orders as one strategy, the corpus check did not).
/// A committed counterexample whose `expect:` is stale is reported by the run, as `replay` fails it.
@Suite("Corpus: a family member's name in any order; a stale expectation")
struct CorpusCanonicalNameTests {
  static let canonical = "lock[shield=resign,when=launch+becomeActive,as=push,release=keypad,rearm=background]"
  static let reordered = "lock[rearm=background,release=keypad,as=push,when=launch+becomeActive,shield=resign]"

  /// The findings the corpus adds to an empty result of the canonical strategy when it holds one trace of `name`
  /// that expects `expect` of `launch, interactivePop` (which breaks lock-bypass).
  func unreached(name: String, expect: String) throws -> (findings: [Finding<IOSPlatform>], file: String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-canon-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let text = """
      lifecycle-fuzz trace 2
      strategy: \(name)
      profile: iphone-ios17-scenes
      expect: \(expect)
      launch
      interactivePop

      """
    try text.write(toFile: dir + "/a.trace", atomically: true, encoding: .utf8)
    let strategy = try #require(StrategyCatalog.descriptor(named: Self.canonical))
    expectEqual(strategy.name, Self.canonical)
    let profile = try Profile(named: "iphone-ios17-scenes")
    let result = StrategyResult<IOSPlatform>(
      strategy: strategy, profile: profile, traces: 1, steps: 1, findings: [], failingTraces: 0, eventCounts: [:],
      coverage: CoverageMap())
    let corpus = try CorpusIndex<IOSPlatform>(directory: dir, writes: false)
    let added = corpus.addingUnreached(to: [result], invariants: .all) { _, _, _ in false }
    return (added[0].findings, dir + "/a.trace")
  }

  @Test("a reordered name is replayed against the run's strategy and reported as known")
  func reorderedNameCounts() throws {
    expectEqual(IOSPlatform.canonicalStrategyName(Self.reordered), Self.canonical)
    expectEqual(IOSPlatform.canonicalStrategyName("subview-tag"), "subview-tag")
    let (findings, file) = try unreached(name: Self.reordered, expect: "lock-bypass")
    expectEqual(findings.map(\.invariant), [.lockBypass])
    expectEqual(findings.map(\.file), [file])
    #expect(findings.allSatisfy { !$0.isNew && $0.isReplayedFromCorpus })
    expectEqual(findings.map(\.trace.strategy), [Self.canonical])
  }

  @Test("a stale expect: is a known finding of its recorded invariant that says so, and fails the run")
  func staleExpectationFails() throws {
    let (findings, file) = try unreached(name: Self.canonical, expect: "snapshot-leak")
    expectEqual(findings.map(\.invariant), [.snapshotLeak])
    expectEqual(findings.map(\.file), [file])
    let detail = try #require(findings.first?.detail)
    #expect(detail.hasPrefix("stale expectation: the file expects snapshot-leak, the trace now breaks lock-bypass ("))
    #expect(detail.hasSuffix("replay fails it too: update its 'expect:' line"))
    #expect(findings.allSatisfy { !$0.isNew })
    let result = StrategyResult<IOSPlatform>(
      strategy: try #require(StrategyCatalog.descriptor(named: Self.canonical)),
      profile: try Profile(named: "iphone-ios17-scenes"), traces: 1, steps: 1, findings: findings, failingTraces: 0,
      eventCounts: [:], coverage: CoverageMap())
    let verdicts = RunVerdicts(outcome: RunOutcome(results: [result], incompleteReason: nil))
    #expect(verdicts.fails)
  }
}
