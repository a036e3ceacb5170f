import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// Issue 25, item 4: a new user's default run (README alone, outside this repository) ended with no next step and
/// wrote about a thousand traces into `./corpus` without a word. The default run now ends with where it wrote and why,
/// and what to run next on one's own code; any run that names a strategy or a script prints neither.
@Suite("The default run says where it wrote and what to run next")
struct DefaultRunNextStepTests {
  func options(_ arguments: [String]) throws -> RunOptions {
    try RunOptions.parse(arguments, command: "run", tool: CommandLineTool())
  }

  @Test("the traces written, counted at any depth, and the next step; none for a named strategy or --quiet")
  func nextStepLines() throws {
    let dir = NSTemporaryDirectory() + "next-step-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/android", withIntermediateDirectories: true)
    for name in ["a.trace", "android/b.trace", "android/c.trace", "notes.txt"] {
      try "x".write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }
    expectEqual(RunCommand.traceFileCount(in: dir), 3)
    let lines = RunCommand.nextStepLines(try options(["--corpus", dir]), tracesBefore: 1)
    expectEqual(
      lines,
      [
        "wrote 2 new counterexample traces to \(dir)/: the built-in strategies' published faults, kept so that a"
          + " later run labels them known (--no-corpus writes none)",
        "next, your own code: write your app's logic as a script and run 'lifecycle-fuzz run --app-logic FILE'"
          + " (docs/app-logic.md), or fuzz your Swift cover (README, \"Quick start: your own cover\")",
      ])
    // In this repository the corpus already holds them: nothing written, only the next step.
    expectEqual(RunCommand.nextStepLines(try options(["--corpus", dir]), tracesBefore: 3).count, 1)
    expectEqual(RunCommand.nextStepLines(try options(["--corpus", dir, "--no-corpus"]), tracesBefore: 0).count, 1)
    expectEqual(
      RunCommand.nextStepLines(try options(["--strategy", "subview-tag", "--corpus", dir]), tracesBefore: 0), [])
    expectEqual(RunCommand.nextStepLines(try options(["--quiet", "--corpus", dir]), tracesBefore: 0), [])
  }
}
