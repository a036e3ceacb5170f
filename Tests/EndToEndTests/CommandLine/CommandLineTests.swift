import Foundation
import TestExpectations
import Testing

@Suite("Command line: usage errors, help and list", .serialized)
struct CommandLineTests {
  @Test(
    "bad input gives one line naming the problem and exit 2",
    arguments: [
      (
        ["run", "--strategy", "nope"],
        "error: unknown strategy 'nope' (did you mean 'none'?) (see 'lifecycle-fuzz list strategies')"
      ),
      (["run", "--strategy", "zzzzzz"], "error: unknown strategy 'zzzzzz' (see 'lifecycle-fuzz list strategies')"),
      (["run", "--bogus"], "error: unknown option '--bogus' for run"),
      (["run", "--traces", "zero"], "error: --traces takes a whole number from 1 to 10000000, not 'zero'"),
      (
        ["run", "--profile", "android-ios17-scenes"],
        "error: unknown device 'android' (expected iphone, ipad-split, ipad-stage or mac)"
          + " (did you mean 'iphone-ios17-scenes'?)"
      ),
      (
        ["frobnicate"],
        "error: unknown command 'frobnicate' (expected run, replay, merge, minimize, explore, compare, explain, list,"
          + " bench or help)"
      ),
      (
        ["list", "colors"],
        "error: unknown list topic 'colors' (expected strategies, families, events, invariants, profiles, flags or app-logic)"
      ),
    ])
  func badInput(arguments: [String], firstLine: String) throws {
    let r = try runTool(arguments)
    expectEqual(r.status, 2)
    expectEqual(r.err.split(separator: "\n").first.map(String.init), firstLine)
    #expect(r.out.isEmpty)
  }

  @Test("help and list work")
  func helpAndList() throws {
    let help = try runTool(["--help"])
    expectEqual(help.status, 0)
    #expect(help.out.hasPrefix("lifecycle-fuzz: finds the bugs"))
    let list = try runTool(["list", "strategies"])
    expectEqual(list.status, 0)
    #expect(list.out.contains("secure-layer"))
    // The open questions under a name users look for, each with its default, both platforms.
    let flags = try runTool(["list", "flags"])
    expectEqual(flags.status, 0)
    let lines = flags.out.split(separator: "\n")
    expectEqual(lines.first?.hasPrefix("FLAGS  (open questions"), true)
    #expect(
      lines.contains { $0.hasPrefix("  doubleResign ") && $0.contains(" false ") && $0.contains(" low, 1 source ") })
    #expect(lines.contains { $0.hasPrefix("ANDROID FLAGS") })
    #expect(
      lines.contains {
        $0.hasPrefix("  biometricPromptScrimShowsApp ") && $0.contains(" true ") && $0.contains(" medium, 3 sources ")
      })
  }

  @Test(
    "a single-valued option given twice is a one-line usage error in every command",
    arguments: [
      (["run", "--traces", "10", "--traces", "20"], "--traces"),
      (["run", "--no-corpus", "--strategy", "subview-tag", "--strategy", "cover-window"], "--strategy"),
      (["explore", "--depth", "1", "--depth", "2"], "--depth"),
      (["explore", "--depth", "1", "--max-states", "9", "--max-states", "9"], "--max-states"),
      (["compare", "--traces", "2", "--markdown", "a.md", "--markdown", "b.md"], "--markdown"),
      (["merge", "--corpus", "a", "--corpus", "b", "x.results"], "--corpus"),
      (["explain", "x.trace", "--format", "text", "--format", "html"], "--format"),
      (["bench", "memory", "--steps", "1", "--steps", "2"], "--steps"),
      (["replay", "--strategy", "subview-tag", "--strategy", "cover-window", "--profile", "x"], "--strategy"),
    ])
  func repeatedOption(arguments: [String], option: String) throws {
    try expectUsageError(arguments, "\(option) is given twice (it takes one value)")
  }

  @Test("a profile named twice is a one-line usage error, as a strategy named twice is", arguments: ["run", "compare"])
  func repeatedProfile(command: String) throws {
    let profile = "iphone-ios17-flutter3.29"
    let corpus = command == "run" ? ["--no-corpus"] : []
    let arguments = [command, "--traces", "2", "--profile", "\(profile),\(profile)"] + corpus
    try expectUsageError(arguments, "--profile names '\(profile)' twice")
  }

  /// `arguments` must exit 2 with the one line `error: <error>`, print nothing and write nothing.
  func expectUsageError(_ arguments: [String], _ error: String) throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = try runTool(arguments, in: dir)
    expectEqual(r.status, 2)
    #expect(r.out.isEmpty)
    expectEqual(r.err, "error: \(error)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test("--flag stays repeatable: one answer per flag")
  func repeatableFlag() throws {
    let r = try runTool(
      [
        "run", "--no-corpus", "--traces", "5", "--strategy", "subview-tag", "--flag", "switcherCardIsLive=false",
        "--flag", "suggestionBarShowsFieldText=true",
      ])
    #expect(r.status != 2, "\(r.err)")
    #expect(r.out.contains("\niOS: 1 strategy: "))
  }

  @Test("a strategy named twice is a one-line usage error, not a report of two runs merged")
  func repeatedStrategy() throws {
    let r = try runTool(["run", "--no-corpus", "--traces", "10", "--strategy", "secure-layer,secure-layer"])
    expectEqual(r.status, 2)
    #expect(r.out.isEmpty)
    expectEqual(r.err, "error: --strategy names 'secure-layer' twice\n")
  }

  @Test(
    "an invariant list with an empty or repeated name is a one-line usage error",
    arguments: [
      (
        ["--invariant", "snapshot-leak,"],
        "error: --invariant takes names joined by commas, not 'snapshot-leak,'\n"
      ),
      (["--invariant", "snapshot-leak,snapshot-leak"], "error: --invariant names 'snapshot-leak' twice\n"),
    ])
  func emptyOrRepeatedInvariant(extra: [String], message: String) throws {
    let r = try runTool(["run", "--no-corpus", "--traces", "5", "--strategy", "subview-tag"] + extra)
    expectEqual(r.status, 2)
    #expect(r.out.isEmpty)
    expectEqual(r.err, message)
  }
}
