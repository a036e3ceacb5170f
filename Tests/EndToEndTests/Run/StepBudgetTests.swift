import Foundation
import TestExpectations
import Testing

/// A run's settings travel as one encoded configuration (to workers, into results files), so
/// none is lost on the way: `--max-steps` used to be.
@Suite("A step budget through workers and merge")
struct StepBudgetTests {
  @Test("a --jobs 2 run with --max-steps, merged from its results file, prints what the run printed")
  func mergedStepBudget() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let args = ["run", "--no-corpus", "--traces", "400", "--strategy", "cover-window", "--max-steps", "2000"]
    let run = try runTool(args + ["--jobs", "2", "--results", "r.results"], in: dir)
    #expect(run.out.hasPrefix("lifecycle-fuzz run: seed 20261129, 400 traces per strategy, up to 24 events each; "))
    #expect(run.out.contains("; step budget 2000 per strategy; LifecycleFuzz "))
    // The budget ends the run before its 400 traces: incomplete, and merge says so as the run does.
    expectEqual(run.status, 4)
    #expect(run.out.contains("\nINCOMPLETE: step budget of 2000 steps per strategy reached"), "\(run.out)")
    try expectEqual(runTool(args + ["--jobs", "1"], in: dir).out, run.out)
    let merged = try runTool(["merge", "--no-corpus", "r.results"], in: dir)
    expectEqual(merged.status, run.status)
    expectEqual(merged.out, run.out)
  }

  @Test("a budget below the first block's steps ends inside it, at the trace that reaches it, at any --jobs")
  func cutInsideTheFirstBlock() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // The thirty-seventh session's breaker: --max-steps 1 ran all 60 traces of the one block, said nothing, exit 1.
    let args = ["run", "--no-corpus", "--traces", "60", "--strategy", "cover-window", "--max-steps", "1"]
    let one = try runTool(args + ["--jobs", "1"], in: dir)
    #expect(one.status == 4, "\(one.out)")
    #expect(
      one.out.contains(
        "\nINCOMPLETE: step budget of 1 step per strategy reached (1 of 1 strategies cut) after 1 of 60 traces"),
      "\(one.out)")
    try expectEqual(runTool(args + ["--jobs", "2"], in: dir).out, one.out)
    // A shard does not see the blocks the budget counts: refused in one line.
    let shard = try runTool(args + ["--shard", "1/2"], in: dir)
    expectEqual(shard.status, 2)
  }

  @Test("--max-steps cuts at the same block at any --jobs: report, results file and corpus byte for byte")
  func sameCutAtAnyJobs() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Four blocks of 10 traces per strategy; a budget of 300 steps ends cover-window's before its fourth (subview-tag's
    // four fit), and subview-tag breaks stranded-cover under doubleResign, so the corpus gets files. Workers ran every
    // block and the results file of -j 2 held the blocks the budget drops (thirty-sixth session's breaker).
    var runs: [(out: String, results: Data, corpus: [String: Data])] = []
    for jobs in ["1", "2"] {
      let r = try runTool(
        [
          "run", "--traces", "40", "--block-size", "10", "--strategy", "subview-tag,cover-window", "--max-steps", "300",
          "--flag", "doubleResign=true",
          "--corpus", "c\(jobs)", "--results", "r\(jobs).results", "--jobs", jobs,
        ], in: dir)
      #expect(r.status == 4, "\(r.out)")
      let corpus = dir + "/c\(jobs)"
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: corpus) {
        files[name] = try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + name))
      }
      runs.append(
        (
          r.out.replacingOccurrences(of: "c\(jobs)/", with: "c/"),
          try Data(contentsOf: URL(fileURLWithPath: dir + "/r\(jobs).results")), files
        ))
    }
    expectEqual(runs[0].out, runs[1].out)
    expectEqual(runs[0].results, runs[1].results)
    #expect(!runs[0].corpus.isEmpty)
    expectEqual(runs[0].corpus, runs[1].corpus)
    // The results file holds the blocks the run counted, no more: 7 of the 8 planned (cover-window's fourth is cut).
    let blocks = String(decoding: runs[1].results, as: UTF8.self).split(separator: "\n").filter {
      $0.hasPrefix("block\t")
    }
    #expect(blocks.count == 7, "\(blocks)")
  }
}
