import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A worker replays each failure's "depends on" and SARIF leak evidence with the block that found it, so the parent
/// has nothing left to replay after its workers (issue 30). Its answers must be the parent's own, travel only to the
/// parent (never into a results file), and be read only from a worker.
@Suite("Workers replay each failure's dependences and evidence for the reports")
struct WorkerReplaysTests {
  /// Block 0 (80 traces) of subview-tag, run as a worker runs it with both replays asked for: 5 failures
  /// (2 before session 39, when keyboardShow's validity started reading the view tree and the draws changed).
  @MainActor func workerBlock() throws -> (text: String, configuration: RunConfiguration<IOSPlatform>) {
    var c = RunConfiguration<IOSPlatform>(strategies: ["subview-tag"].compactMap(StrategyCatalog.descriptor(named:)))
    c.tracesPerStrategy = 80
    c.blockSize = 80
    c.corpusDirectory = nil
    c.workerReplaysDependences = true
    c.workerReplaysEvidence = true
    let part = CampaignPart<IOSPlatform>(workerCampaign: Campaign(configuration: c))
    return (part.run(item: 0, stop: StopSignal()).text, c)
  }

  @Test("each failure carries the dependences and evidence the parent would replay")
  @MainActor func answersEqualTheParents() throws {
    let (text, c) = try workerBlock()
    let blocks = try BlockResult<IOSPlatform>.parseAll(text, file: "w", firstLine: 1, readsDependences: true)
    let failures = try #require(blocks.first).failures
    expectEqual(failures.count, 5)
    let strategy = try #require(c.strategies.first)
    var nonEmpty = 0
    var leaks = 0
    for f in failures {
      let trace = f.trace(strategy: strategy.name, profile: c.profile(for: strategy), runSeed: c.seed)
      let dependences = try #require(f.dependences)
      expectEqual(dependences, FlagDependence.dependences(trace, strategy: strategy))
      let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: c.profile(for: strategy))
      let evidence = IOSPlatform.evidence(of: f.events, runner: runner, invariant: f.invariant)
      expectEqual(f.evidence, ReplayedEvidence(evidence))
      expectEqual(f.evidence?.findingEvidence?.views, evidence?.views)
      if !dependences.isEmpty { nonEmpty += 1 }
      if evidence != nil { leaks += 1 }
    }
    // The sample is not vacuous: a finding that depends on a flag, and leaks with views.
    #expect(nonEmpty >= 1)
    #expect(leaks >= 1)
    // The aggregate hands them to the findings the reports read.
    var aggregator = RunAggregator<IOSPlatform>(configuration: c, corpus: nil)
    for b in blocks { aggregator.add(b) }
    let findings = aggregator.finish().results.flatMap(\.findings)
    expectEqual(findings.count, 5)
    #expect(findings.allSatisfy { $0.dependences != nil && $0.replayedEvidence != nil })
  }

  @Test("a results file never holds them, and reading one refuses the lines")
  @MainActor func resultsFilesKeepTheirBytes() throws {
    let (text, _) = try workerBlock()
    let block = try #require(
      BlockResult<IOSPlatform>.parseAll(text, file: "w", firstLine: 1, readsDependences: true).first)
    #expect(text.contains("\ndepends\t") && text.contains("\nevidence\t"))
    #expect(!block.text.contains("\ndepends\t") && !block.text.contains("\nevidence\t"))
    var plain = block
    for i in plain.failures.indices {
      plain.failures[i].dependences = nil
      plain.failures[i].evidence = nil
    }
    expectEqual(block.text, plain.text)
    #expect(try BlockResult<IOSPlatform>.parseAll(block.text, file: "w") == [plain])
    let line = text.split(separator: "\n").firstIndex { $0.hasPrefix("depends\t") }.map { $0 + 1 } ?? 0
    #expect(throws: TraceFileError(file: "r", line: line, message: "unknown line kind 'depends'")) {
      try BlockResult<IOSPlatform>.parseAll(text, file: "r")
    }
  }

  @Test("the configuration asks for them only when set, and a results file's header never does")
  @MainActor func configurationKeys() throws {
    let (_, c) = try workerBlock()
    let json = try c.jsonText()
    #expect(json.contains("\"workerReplaysDependences\":true") && json.contains("\"workerReplaysEvidence\":true"))
    let decoded = try RunConfiguration<IOSPlatform>(jsonText: json, platform: IOSPlatform.builtIn)
    #expect(decoded.workerReplaysDependences && decoded.workerReplaysEvidence)
    let identity = try c.runIdentity.jsonText()
    #expect(!identity.contains("workerReplays"))
    // `--flag-pairs` travels to the workers the same way, and is no part of the run's identity either.
    #expect(!json.contains("flagPairs"))
    var pairs = c
    pairs.checksFlagPairs = true
    let pairsJSON = try pairs.jsonText()
    #expect(pairsJSON.contains("\"flagPairs\":true"))
    #expect(try RunConfiguration<IOSPlatform>(jsonText: pairsJSON, platform: IOSPlatform.builtIn).checksFlagPairs)
    #expect(!(try pairs.runIdentity.jsonText()).contains("flagPairs"))
  }
}
