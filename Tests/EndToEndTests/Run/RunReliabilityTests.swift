import Foundation
import TestExpectations
import Testing

/// A tool process started in the background, its output drained to files.
private struct RunningTool {
  let process: Process
  let folder: String

  init(_ arguments: [String], in folder: String) throws {
    self.folder = folder
    process = Process()
    process.executableURL = toolURL
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    // Files, not pipes: nothing has to read them while the test waits.
    _ = FileManager.default.createFile(atPath: folder + "/out", contents: nil)
    _ = FileManager.default.createFile(atPath: folder + "/err", contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: folder + "/out")
    process.standardError = FileHandle(forWritingAtPath: folder + "/err")
    try process.run()
  }

  var pid: Int32 { process.processIdentifier }
  var out: String { (try? String(contentsOfFile: folder + "/out", encoding: .utf8)) ?? "" }

  /// Waits until the tool has `count` children (its workers) and returns their pids.
  func waitForWorkers(_ count: Int, seconds: Double = 60) -> [Int32] {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let children = childProcesses(of: pid)
      if children.count >= count { return children }
      usleep(20_000)
    }
    return childProcesses(of: pid)
  }

  /// The tool's temporary folders (`lifecycle-fuzz-<pid>-*`).
  var temporaryItems: [String] {
    let tmp = FileManager.default.temporaryDirectory.path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? []
    return names.filter { $0.hasPrefix("lifecycle-fuzz-\(pid)-") }.map { tmp + "/" + $0 }
  }

  /// Waits for the tool to exit; `false` when it still runs after `seconds`.
  func waitForExit(seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      kill(pid, SIGKILL)
      process.waitUntilExit()
      return false
    }
    return true
  }
}

/// The pids whose parent is `parent`, from `/proc/<pid>/stat`.
private func childProcesses(of parent: Int32) -> [Int32] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return names.compactMap(Int32.init).filter { pid in
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    // After the command name: state, ppid, ...
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 && Int32(fields[1]) == parent
  }.sorted()
}

/// Whether `pid` is running (a zombie counts as gone: it runs no code and writes nothing).
private func isAlive(_ pid: Int32) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return false }
  let state = stat[stat.index(after: close)...].split(separator: " ").first
  return state != "Z" && state != "X"
}

@Suite("Run reliability", .serialized, .tags(.slow), .timeLimit(.minutes(10)))
struct RunReliabilityTests {
  let longRun = ["run", "--no-corpus", "--jobs", "2", "--traces", "1000000", "--strategy", "subview-tag"]

  @Test("a time budget that cuts a --max-steps run with workers short gives INCOMPLETE and exit 4")
  func timeBudgetWithStepBudget() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for jobs in ["2", "1"] {
      let r = try runTool(
        [
          "run", "--no-corpus", "--time-budget", "1", "--jobs", jobs, "--block-size", "1", "--max-steps", "100000000",
          "--traces", "100000", "--strategy", "subview-tag,cover-window",
        ], in: dir)
      expectEqual(r.status, 4)
      #expect(r.out.contains("\nINCOMPLETE: time budget of 1 s ran out after "))
    }
  }

  @Test("a step budget that ends a run before its planned traces is INCOMPLETE, exit 4, in the report, JUnit, SARIF")
  func stepBudgetCutIsIncomplete() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let args = ["run", "--no-corpus", "--traces", "2000", "--strategy", "cover-window", "--max-steps", "3000"]
    let two = try runTool(
      args + ["--jobs", "2", "--block-size", "20", "--junit", "r.xml", "--sarif", "r.sarif"], in: dir)
    // It read "holds", exit 0, until session 33: a cut is not a pass, deterministic or not.
    #expect(two.status == 4, "\(two.out)")
    #expect(
      two.out.contains(
        "\nINCOMPLETE: step budget of 3000 steps per strategy reached (1 of 1 strategies cut) after "),
      "\(two.out)")
    #expect(two.out.contains("\n  incomplete "), "\(two.out)")
    let junit = try String(contentsOfFile: dir + "/r.xml", encoding: .utf8)
    #expect(junit.contains("incomplete: step budget of 3000 steps per strategy reached"))
    let sarif = try String(contentsOfFile: dir + "/r.sarif", encoding: .utf8)
    #expect(sarif.contains("\"executionSuccessful\" : false") || sarif.contains("\"executionSuccessful\":false"))
    #expect(sarif.contains("INCOMPLETE: step budget of 3000 steps per strategy reached"))
    try expectEqual(runTool(args + ["--jobs", "1", "--block-size", "20"], in: dir).out, two.out)
    // A budget the whole plan fits in cuts nothing: a complete run.
    let whole = try runTool(
      ["run", "--no-corpus", "--traces", "40", "--strategy", "cover-window", "--max-steps", "100000"], in: dir)
    #expect(!whole.out.contains("INCOMPLETE"), "\(whole.out)")
    #expect(whole.status != 4)
  }

  @Test("SIGTERM to a --jobs 2 parent: INCOMPLETE, exit 4, no worker alive after 1 s, no temporary folder")
  func sigtermStopsWorkers() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let tool = try RunningTool(longRun, in: dir)
    let workers = tool.waitForWorkers(2)
    try #require(workers.count == 2)
    #expect(!tool.temporaryItems.isEmpty)
    usleep(300_000)  // let the workers start on their blocks
    kill(tool.pid, SIGTERM)
    usleep(1_000_000)
    #expect(workers.filter(isAlive).isEmpty)
    #expect(tool.waitForExit(seconds: 30))
    expectEqual(tool.process.terminationStatus, 4)
    #expect(tool.out.contains("\nINCOMPLETE: interrupted after "))
    #expect(tool.temporaryItems.isEmpty)
  }

  @Test("SIGKILL to a --jobs 2 parent: its workers exit within a second")
  func sigkillStopsWorkers() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let tool = try RunningTool(longRun, in: dir)
    let workers = tool.waitForWorkers(2)
    try #require(workers.count == 2)
    let folders = tool.temporaryItems
    kill(tool.pid, SIGKILL)
    tool.process.waitUntilExit()
    usleep(1_000_000)
    #expect(workers.filter(isAlive).isEmpty)
    // Nothing could clean up after a killed parent; the next run removes such folders.
    for f in folders { try? FileManager.default.removeItem(atPath: f) }
  }

  @Test(
    "an unwritable output path exits 2 with one line before any work",
    arguments: [
      ["--junit", "plain/report.xml"], ["--results", "plain/deeper/r.results"], ["--results", "."],
    ])
  func unwritableOutput(option: [String]) throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A file where the report's folder would be: no folder can be made there.
    FileManager.default.createFile(atPath: dir + "/plain", contents: Data())
    let start = Date()
    let r = try runTool(["run", "--no-corpus", "--traces", "1000000"] + option, in: dir)
    #expect(Date().timeIntervalSince(start) < 20)
    expectEqual(r.status, 2)
    let reason = option[1] == "." ? "Is a directory" : "Not a directory"
    expectEqual(r.err, "error: \(option[1]): \(reason)\n")
    #expect(r.out.isEmpty)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), ["plain"])
  }

  /// A new user's CI step named `--junit out/a.xml` before `out/` existed (twenty-fifth session): as `mkdir -p`
  /// and the CI script's `OUT` folder, the run makes the reports' folders.
  @Test("run --junit/--sarif/--results into folders that do not exist yet creates them")
  func missingReportFolders() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = try runTool(
      [
        "run", "--no-corpus", "--traces", "5", "--strategy", "subview-tag", "--jobs", "1", "--junit", "out/a.xml",
        "--sarif", "out/deep/s.sarif", "--results", "other/r.results",
      ], in: dir)
    #expect(!r.err.contains("error:"), "\(r.err)")
    #expect(r.status == 0 || r.status == 1, "\(r.err)")
    for file in ["out/a.xml", "out/deep/s.sarif", "other/r.results"] {
      #expect(FileManager.default.fileExists(atPath: dir + "/" + file), "\(file)")
    }
  }

  @Test("a failed write to standard output exits 2 with one line on standard error")
  func fullStandardOutput() throws {
    let process = Process()
    process.executableURL = toolURL
    process.arguments = ["run", "--no-corpus", "--traces", "20", "--strategy", "subview-tag", "--jobs", "1"]
    process.currentDirectoryURL = URL(fileURLWithPath: try makeTempDirectory())
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let err = Pipe()
    process.standardError = err
    try process.run()
    let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    expectEqual(process.terminationStatus, 2)
    #expect(errText.hasSuffix("error: standard output: No space left on device\n"))
  }

  @Test("piped progress: a run shorter than its first interval prints none; a longer one ends with every trace done")
  func finalProgressLine() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = try runTool(
      ["run", "--no-corpus", "--traces", "200", "--block-size", "50", "--jobs", "2", "--strategy", "subview-tag"],
      in: dir)
    expectEqual(r.err, "")
    // A run longer than its interval, without a long run: the interval set to 0 by the tool's test hook.
    let long = try runTool(
      ["run", "--no-corpus", "--traces", "400", "--block-size", "50", "--jobs", "2", "--strategy", "secure-layer"],
      in: dir, environment: ["LIFECYCLE_FUZZ_PROGRESS_INTERVAL": "0"])
    let lines = long.err.split(separator: "\n")
    #expect(lines.count >= 2, "\(long.err)")
    let last = try #require(lines.last)
    #expect(last.hasPrefix("progress: 400/400 traces (100.0%) · "), "\(long.err)")
    #expect(last.contains(" failure signatures so far · worker 1: secure-layer, worker 2: secure-layer"))
  }

  @Test(
    "an output path that is a link or a device is refused before the work, and left as it was",
    arguments: [
      ["compare", "--traces", "2", "--strategy", "subview-tag", "--html"], ["run", "--no-corpus", "--junit"],
    ])
  func outputPathThatIsNotAFile(command: [String]) throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "target\n".write(toFile: dir + "/target", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/target")
    let r = try runTool(command + ["link"], in: dir)
    expectEqual(r.status, 2)
    #expect(r.err.contains("link: not a regular file"), "\(r.err)")
    expectEqual(r.err.filter { $0 == "\n" }.count, 1)
    try expectEqual(FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link"), dir + "/target")
    try expectEqual(String(contentsOfFile: dir + "/target", encoding: .utf8), "target\n")
  }

  @Test("SIGINT keeps the counterexamples found so far, reports INCOMPLETE and exits 4")
  func interruptKeepsFindings() throws {
    let dir = try makeTempDirectory()
    let process = Process()
    process.executableURL = Bundle.main.bundleURL.appendingPathComponent("lifecycle-fuzz")
    process.arguments = ["run", "--traces", "1000000", "--strategy", "secure-layer", "--corpus", "c"]
    process.currentDirectoryURL = URL(fileURLWithPath: dir)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until the first counterexample is on disk, then interrupt.
    var files: [String] = []
    for _ in 0..<600 where files.isEmpty {
      usleep(50_000)
      // Only finished files: an atomic write's temporary file can be listed mid-rename.
      files = ((try? FileManager.default.contentsOfDirectory(atPath: dir + "/c")) ?? []).filter {
        $0.hasSuffix(".trace")
      }
    }
    #expect(!files.isEmpty)
    process.interrupt()
    // Never hang the suite: a run that ignores the interrupt is killed and fails the test.
    for _ in 0..<600 where process.isRunning { usleep(50_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    expectEqual(process.terminationStatus, 4)
    #expect(text.contains("\nINCOMPLETE: interrupted after "))
    #expect(text.hasSuffix("everything found so far is kept. Not a pass.\n"))
    let kept = try FileManager.default.contentsOfDirectory(atPath: dir + "/c")
    #expect(kept.count >= files.count)
    for file in kept {
      let replay = try runTool(["replay", "c/" + file], in: dir)
      #expect(replay.status == 0, "\(replay.out)")
    }
  }

  @Test("a run whose time budget runs out exits 4 as incomplete", arguments: [["--jobs", "1"], ["--jobs", "2"]])
  func timeBudget(jobs: [String]) throws {
    let r = try runTool(["run", "--traces", "1000000", "--no-corpus", "--time-budget", "1"] + jobs)
    expectEqual(r.status, 4)
    #expect(r.out.contains("\nINCOMPLETE: time budget of 1 s ran out after "))
  }

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
    expectEqual(process.terminationStatus, 2)
    let err = try String(contentsOfFile: dir + "/err", encoding: .utf8)
    #expect(err.hasSuffix("error: standard output: Broken pipe\n"), "\(err)")
    expectEqual(err.components(separatedBy: "error: ").count, 2)
  }

  @Test("an INCOMPLETE run shows a strategy it never reached as not run, and counts it")
  func strategiesNotRun() throws {
    let r = try runTool([
      "run", "--no-corpus", "--jobs", "1", "--time-budget", "2", "--block-size", "1", "--traces", "100000",
      "--strategy", "subview-tag,cover-window", "--verbose",
    ])
    expectEqual(r.status, 4)
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

  @Test("--time-budget 2e10 is refused cleanly, not a trap")
  func hugeTimeBudget() throws {
    let r = try runTool(["run", "--traces", "5", "--no-corpus", "--time-budget", "2e10"])
    expectEqual(r.status, 2)
    expectEqual(r.err, "error: --time-budget takes seconds from 0 to 1000000000, not '2e10'\n")
    let ok = try runTool([
      "run", "--traces", "5", "--strategy", "cover-window", "--no-corpus", "--time-budget", "1000000000",
    ])
    expectEqual(ok.status, 0)
  }
}
