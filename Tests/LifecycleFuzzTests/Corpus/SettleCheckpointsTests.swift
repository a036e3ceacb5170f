import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The settle after a run takes the checkpoints of a file a block wrote during the run instead of replaying its trace
/// (issue 30: the replays were a tenth of the parent's CPU after its workers), and leaves the same folder.
@Suite("Corpus: settling with the run's own checkpoints")
struct SettleCheckpointsTests {
  /// A 40-trace secure-layer run's results, its runner and two or more findings.
  static func findings() throws -> (results: [StrategyResult<IOSPlatform>], runner: TraceRunner<IOSPlatform>) {
    var c = RunConfiguration<IOSPlatform>()
    c.tracesPerStrategy = 40
    c.corpusDirectory = nil
    let descriptor = try #require(StrategyCatalog.descriptor(named: "secure-layer"))
    c.strategies = [descriptor]
    let results = try Campaign(configuration: c).run().0.results
    try #require(results.flatMap(\.findings).count >= 2)
    return (results, TraceRunner(strategy: descriptor, profile: c.profile(for: descriptor)))
  }

  /// The trace files of `dir` by name, with their bytes.
  static func files(_ dir: String) throws -> [String: Data] {
    var out: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: dir) where name.hasSuffix(".trace") {
      out[name] = try Data(contentsOf: URL(fileURLWithPath: (dir as NSString).appendingPathComponent(name)))
    }
    return out
  }

  @Test("files blocks wrote, some from a later trace: the same folder as with a replay per finding")
  func sameFolder() throws {
    let (results, runner) = try Self.findings()
    let findings = results.flatMap(\.findings)
    var folders: [[String: Data]] = []
    for reuses in [false, true] {
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: dir) }
      let index = try CorpusIndex<IOSPlatform>(directory: dir, writes: true)
      // The blocks saved every finding but the last, every other one from a later trace (another comment).
      for (i, f) in findings.dropLast().enumerated() {
        var t = f.trace.withCheckpoints(runner: runner)
        if i % 2 == 1 { t.comments = ["found by trace 9999 of run seed 1; another worker"] }
        try index.corpus.write(t)
      }
      let settled = index.settle(results, reusesRunCheckpoints: reuses).flatMap(\.findings)
      #expect(settled.allSatisfy { $0.saveError == nil && $0.file == index.path(for: $0.trace) })
      folders.append(try Self.files(dir))
    }
    expectEqual(folders[0].count, findings.count)
    expectEqual(folders[0], folders[1])
    for f in findings {
      let name = Corpus<IOSPlatform>.fileName(for: f.trace)
      #expect(folders[1][name] == Data(f.trace.withCheckpoints(runner: runner).text.utf8), "\(name)")
    }
  }

  @Test("only a file written during the run, reading as the trace with a checkpoint per event, gives checkpoints")
  func whichFiles() throws {
    let (results, runner) = try Self.findings()
    let findings = results.flatMap(\.findings)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let corpus = Corpus<IOSPlatform>(directory: dir)
    // In the folder before the index is made: not trusted, whatever it holds.
    let early = findings[0].trace.withCheckpoints(runner: runner)
    let earlyPath = try corpus.write(early)
    let index = try CorpusIndex<IOSPlatform>(directory: dir, writes: true)
    #expect(
      index.checkpointsWrittenThisRun(for: findings[0].trace, file: Data(early.text.utf8), path: earlyPath) == nil)

    let trace = findings[1].trace
    let replayed = trace.withCheckpoints(runner: runner)
    let path = try corpus.write(replayed)
    let data = Data(replayed.text.utf8)
    expectEqual(index.checkpointsWrittenThisRun(for: trace, file: data, path: path), replayed)
    var other = replayed
    other.comments = ["found by trace 9999 of run seed 1; another worker"]
    let fromOther = index.checkpointsWrittenThisRun(for: trace, file: Data(other.text.utf8), path: path)
    expectEqual(fromOther, replayed)
    // Without checkpoints, with other events, or with a line added: a replay.
    #expect(index.checkpointsWrittenThisRun(for: trace, file: Data(trace.text.utf8), path: path) == nil)
    var shorter = replayed
    shorter.events.removeLast()
    shorter.checkpoints?.removeLast()
    #expect(index.checkpointsWrittenThisRun(for: trace, file: Data(shorter.text.utf8), path: path) == nil)
    #expect(index.checkpointsWrittenThisRun(for: trace, file: data + Data("x\n".utf8), path: path) == nil)
  }
}
