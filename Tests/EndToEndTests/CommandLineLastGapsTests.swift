import Foundation
import Testing

/// The command line's last reliability gaps (issue #12): a broken standard output without
/// workers, repeated options, strategies an interrupted run never reached, compare's outputs.
@Suite("Command line, last gaps", .serialized)
struct CommandLineLastGapsTests {
  @Test(
    "a run whose standard output pipe breaks stops at once with exit 2 and one line, with or without workers",
    arguments: ["1", "2"])
  func brokenStandardOutput(jobs: String) throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let process = Process()
    process.executableURL = toolURL
    // Hours of work: only a prompt stop ends it within the test's wait.
    process.arguments = ["run", "--no-corpus", "--traces", "10000000", "--strategy", "subview-tag", "--jobs", jobs]
    process.currentDirectoryURL = URL(fileURLWithPath: dir)
    let out = Pipe()
    process.standardOutput = out
    _ = FileManager.default.createFile(atPath: dir + "/err", contents: nil)
    process.standardError = FileHandle(forWritingAtPath: dir + "/err")
    try process.run()
    // The reader goes away: the pipe has no reader left.
    try? out.fileHandleForReading.close()
    try? out.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    let stopped = !process.isRunning
    if !stopped { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(stopped)
    #expect(process.terminationStatus == 2)
    let err = try String(contentsOfFile: dir + "/err", encoding: .utf8)
    #expect(err.hasSuffix("error: standard output: Broken pipe\n"), "\(err)")
    #expect(err.components(separatedBy: "error: ").count == 2)
  }

  @Test(
    "a single-valued option given twice is a one-line usage error in every command",
    arguments: [
      (["run", "--traces", "10", "--traces", "20"], "--traces"),
      (["run", "--no-corpus", "--strategy", "subview-tag", "--strategy", "cover-window"], "--strategy"),
      (["explore", "--depth", "1", "--depth", "2"], "--depth"),
      (["explore", "--depth", "1", "--seed", "1", "--seed", "1"], "--seed"),
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
    #expect(r.status == 2)
    #expect(r.out.isEmpty)
    #expect(r.err == "error: \(error)\n")
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

  @Test("an INCOMPLETE run shows a strategy it never reached as not run, and counts it")
  func strategiesNotRun() throws {
    let r = try runTool([
      "run", "--no-corpus", "--jobs", "1", "--time-budget", "2", "--block-size", "1", "--traces", "100000",
      "--strategy", "subview-tag,cover-window", "--verbose",
    ])
    #expect(r.status == 4)
    let sections = r.out.components(separatedBy: "\n\n")
    let reached = try #require(sections.first { $0.hasPrefix("subview-tag ") })
    let never = try #require(sections.first { $0.hasPrefix("cover-window ") })
    #expect(never.contains("; 0 traces, 0 events, 0 failing\n"))
    let invariantLines = never.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("  ") && !$0.contains(": ") }
    #expect(!invariantLines.isEmpty)
    #expect(invariantLines.allSatisfy { $0.hasSuffix(" not run") }, "\(never)")
    #expect(!reached.contains(" not run"))
    #expect(r.out.contains(" traces; 1 of 2 strategies not run; everything found so far is kept. Not a pass.\n"))
  }

  @Test("compare checks every output path before the comparison runs, and writes none")
  func compareChecksOutputsFirst() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A million traces: only a check before the work returns within the test's wait.
    let r = try runTool(
      [
        "compare", "--traces", "1000000", "--strategy", "subview-tag", "--markdown", "ok.md", "--json",
        "missing/c.json",
      ], in: dir, timeout: 60)
    #expect(r.status == 2)
    #expect(r.err == "error: cannot write missing/c.json: No such file or directory\n")
    #expect(r.out.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }
}
