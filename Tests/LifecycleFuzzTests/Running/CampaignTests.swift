import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import TestProcessSplit
import Testing

@Suite(
  "Campaign: blocks, shards, signatures, budgets", .tags(.slow), .timeLimit(.minutes(10)),
  .handedToSecondProcess("LifecycleFuzzTests.CampaignTests"))
struct CampaignTests {
  func config(traces: Int = 200, strategies: [String] = ["secure-layer"]) -> RunConfiguration<IOSPlatform> {
    var c = RunConfiguration<IOSPlatform>()
    c.tracesPerStrategy = traces
    c.corpusDirectory = nil
    c.blockSize = 50
    c.strategies = strategies.compactMap(StrategyCatalog.descriptor(named:))
    return c
  }

  @Test("the blocks of two shards aggregate to the same results as one run")
  func shardsAggregateToOneRun() throws {
    var whole = config(traces: 100)
    whole.blockSize = 25
    let (one, _) = try Campaign(configuration: whole).run()
    var blocks: [BlockResult<IOSPlatform>] = []
    for k in 1...2 {
      var c = whole
      c.shard = Shard(index: k, count: 2)
      expectEqual(c.shardBlocks, (k == 1 ? [0, 2] : [1, 3]))
      blocks += try Campaign(configuration: c).run().blocks
    }
    let merged = RunOutcome(
      results: Campaign<IOSPlatform>.aggregate(whole, blocks: blocks.reversed(), corpus: nil), incompleteReason: nil)
    expectEqual(
      RunReport.text(configuration: whole, outcome: merged), RunReport.text(configuration: whole, outcome: one))
    expectEqual(one.results[0].traces, 100)
  }

  @Test("block results survive their text form")
  func blockTextRoundTrip() throws {
    let (_, blocks) = try Campaign(configuration: config(traces: 50)).run()
    let text = blocks.map(\.text).joined()
    #expect(try BlockResult<IOSPlatform>.parseAll(text, file: "r") == blocks)
    #expect(blocks[0].failures.count > 0)
    // A built-in strategy has no script points: its blocks keep the text they had before script steering.
    #expect(blocks.allSatisfy { $0.scriptBranchBits.isEmpty })
    #expect(!text.contains("\nbranches\t"))
    // A block cut off mid-write (a killed worker) is dropped, not misread.
    let cut = String(text.dropLast(5))
    #expect(try BlockResult<IOSPlatform>.parseAll(cut, file: "r").isEmpty)
  }

  @Test("each failure signature is reported once with its hit count")
  func signaturesAreDeduplicated() throws {
    let (outcome, _) = try Campaign(configuration: config(traces: 100)).run()
    let r = outcome.results[0]
    let signatures = r.findings.map(\.signature)
    expectEqual(Set(signatures).count, signatures.count)
    expectEqual(r.findings.reduce(0) { $0 + $1.hits }, r.failingTraces)
    let touch = try #require(r.findings.first { $0.invariant == .touchBlocked })
    expectEqual(touch.signature, "touch-blocked | secure-layer | iphone-ios17-flutter3.29 | launch · touch(0.5, 0.5)")
  }

  @Test("a step budget cuts the run at the trace that reaches it, deterministically, and the cut run is incomplete")
  func stepBudget() throws {
    var c = config()
    c.maxSteps = 1
    let (outcome, _) = try Campaign(configuration: c).run()
    // The first trace reaches a budget of one step: the rest of its block of 50 does not run (it did until the
    // thirty-eighth session: a breaker's --max-steps 1 ran a whole block).
    expectEqual(outcome.results[0].traces, 1)
    // A budget inside the second block ends it there: its first block whole, part of the second.
    c.maxSteps = 600
    let (inside, _) = try Campaign(configuration: c).run()
    #expect(inside.results[0].traces > 50 && inside.results[0].traces < 100, "\(inside.results[0].traces)")
    #expect(inside.incompleteReason != nil)
    // Fewer traces than planned ran: no pass (it read as one until session 33).
    expectEqual(outcome.incompleteReason, "step budget of 1 step per strategy reached (1 of 1 strategies cut)")
    c.maxSteps = 1_000_000
    let (whole, _) = try Campaign(configuration: c).run()
    expectEqual(whole.results[0].traces, c.plannedTracesPerStrategy)
    #expect(whole.incompleteReason == nil)
  }

  @Test("a run past its deadline stops and reports itself incomplete")
  func timeBudget() throws {
    var c = config()
    c.timeBudget = 0
    let (outcome, _) = try Campaign(configuration: c).run(stop: StopSignal(deadline: 0))
    expectEqual(outcome.results[0].traces, 0)
    expectEqual(outcome.incompleteReason, "time budget of 0 s ran out")
  }

  @Test("a corrupt corpus file stops the run before anything runs, naming file and line")
  func corruptCorpus() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try
      "lifecycle-fuzz trace 2\nstrategy: secure-layer\nprofile: iphone-ios17-flutter3.29\nexpect: touch-blocked\nlaunch\ntouch(0.5,\n"
      .write(toFile: dir + "/bad.trace", atomically: true, encoding: .utf8)
    #expect(throws: TraceFileError(file: dir + "/bad.trace", line: 6, message: "missing ')' in 'touch(0.5,'")) {
      _ = try CorpusIndex<IOSPlatform>(directory: dir)
    }
  }

  @Test("the same seed gives byte-identical reports")
  func determinism() throws {
    var config = RunConfiguration()
    config.tracesPerStrategy = 40
    config.corpusDirectory = nil
    // One strategy of each kind (seed, case, family, detection, lock, composite, per-scene), each on its own
    // profile, 40 traces each: the whole catalog three times cost 96 s of the suite's 10-minute budget, and the default run's
    // committed findings summary already compares a whole-catalog run with a previous one.
    config.strategies = try [
      "subview-tag", "secure-layer", "privacy-redacted", "async-presented-cover", "capture-change-blur",
      "first-hook-cover-window", "sheet-app-lock", "detect[on=screenshot,promise=alert,initial=ignore,at=launch]",
      "cover[on=resign,via=present,off=becomeActive] + top-presented-privacy-screen",
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry+field,rearm=inactive]",
    ].map { try #require(StrategyCatalog.descriptor(named: $0)) }
    func report(_ config: RunConfiguration<IOSPlatform>) throws -> String {
      RunReport.text(configuration: config, outcome: try Campaign(configuration: config).run().outcome)
    }
    let first = try Campaign(configuration: config).run().outcome
    // Small runs, but not empty ones: what is compared includes counterexamples and their shrinking.
    #expect(first.results.filter { !$0.findings.isEmpty }.count >= 5)
    let a = RunReport.text(configuration: config, outcome: first)
    try expectEqual(report(config), a)
    // The seed decides the traces: the first two strategies under seed 1 report otherwise than under seed 0, below
    // the header that names the seed. (This was a third run of all ten: a third of the test's time, and its
    // reports differed in the header line already.)
    func body(_ report: String) -> Substring { report.drop { $0 != "\n" } }
    var two = config
    two.strategies = Array(config.strategies.prefix(2))
    let twoAtSeed0 = try report(two)
    two.seed = 1
    #expect(try body(report(two)) != body(twoAtSeed0))
  }

  @Test("a time budget too large for the clock, infinite or not a number is no budget, never a trap")
  func hugeTimeBudget() {
    for seconds in [2e10, .infinity, .nan, 1e300] {
      let stop = StopSignal.after(seconds: seconds)
      #expect(stop.deadline == nil)
      #expect(!stop.shouldStop)
    }
    #expect(StopSignal.after(seconds: 3600).deadline != nil)
  }
}
