import Foundation
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
    #expect(run.status == 4)
    #expect(run.out.contains("\nINCOMPLETE: step budget of 2000 steps per strategy reached"), "\(run.out)")
    #expect(try runTool(args + ["--jobs", "1"], in: dir).out == run.out)
    let merged = try runTool(["merge", "--no-corpus", "r.results"], in: dir)
    #expect(merged.status == run.status)
    #expect(merged.out == run.out)
  }
}
