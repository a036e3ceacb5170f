import Foundation
import Testing

/// The long-run guarantees, checked on the built binary: jobs and shards change nothing in the
/// output, interrupts and time budgets keep what was found and never pass, bad corpus files
/// are named and change nothing.
@Suite("Long runs", .serialized)
struct LongRunTests {
  let base = [
    "run", "--traces", "160", "--block-size", "40", "--strategy", "secure-layer,subview-tag", "--no-corpus",
    "--verbose",
  ]

  @Test("--jobs 2 prints exactly what --jobs 1 prints")
  func jobsDoNotChangeOutput() throws {
    // A fresh folder: --no-corpus still reads ./corpus, and the repository's labels these known.
    let dir = try makeTempDirectory()
    let one = try runTool(base + ["--jobs", "1"], in: dir)
    let two = try runTool(base + ["--jobs", "2"], in: dir)
    #expect(one.status == 0)  // the catalog's expected faults of both strategies
    #expect(two.status == one.status)
    #expect(two.out == one.out)
    #expect(one.out.contains("launch · touch(0.5, 0.5)   [new;"))
  }

  @Test("two shards merged print exactly what one run prints")
  func shardsMergeToOneRun() throws {
    let dir = try makeTempDirectory()
    let one = try runTool(base, in: dir)
    let s1 = try runTool(base + ["--shard", "1/2", "--results", "s1.results"], in: dir)
    let s2 = try runTool(base + ["--shard", "2/2", "--results", "s2.results", "--jobs", "2"], in: dir)
    #expect(
      s1.out.hasPrefix("lifecycle-fuzz run: seed 20261129, 160 traces per strategy, up to 24 events each; shard 1/2; "))
    #expect(s2.status == 0)
    let merged = try runTool(["merge", "--no-corpus", "--verbose", "s2.results", "s1.results"], in: dir)
    #expect(merged.status == one.status)
    #expect(merged.out == one.out)
    let partial = try runTool(["merge", "--no-corpus", "--verbose", "s1.results"], in: dir)
    #expect(partial.status == 4)
    #expect(partial.out.contains("INCOMPLETE: 4 block(s) missing or cut short"))
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
    #expect(process.terminationStatus == 4)
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
    #expect(r.status == 4)
    #expect(r.out.contains("\nINCOMPLETE: time budget of 1 s ran out after "))
  }

  @Test(
    "a corrupt or truncated corpus file gives file:line, exit 2, and changes nothing",
    arguments: [
      (
        "lifecycle-fuzz trace 2\nstrategy: secure-layer\nprofile: iphone-ios17-flutter3.29\nexpect: touch-blocked\nlaunch\ntouch(0.5,",
        6, "missing ')' in 'touch(0.5,'"
      ),
      (
        "lifecycle-fuzz trace 2\nstrategy: secure-layer\nprofile: iphone-ios17-flutter3.29\n", 3,
        "missing 'expect:' header"
      ),
      (
        "lifecycle-fuzz trace 2\nstrategy: secure-layer\nprofile: iphone-ios17-flutter3.29\nexpect: holds\nlaunch\ngoHome => t=0.0 bg\nkeyboa",
        6, "a checkpoint on this event but not on an earlier one"
      ),
    ])
  func corruptCorpus(text: String, line: Int, message: String) throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
    try text.write(toFile: dir + "/c/bad.trace", atomically: true, encoding: .utf8)
    let r = try runTool(["run", "--traces", "50", "--strategy", "secure-layer", "--corpus", "c"], in: dir)
    #expect(r.status == 2)
    // Line 0 is the file as a whole, which the message names without a line.
    #expect(r.err == "error: c/bad.trace\(line > 0 ? ":\(line)" : ""): \(message)\n")
    #expect(r.out.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/c") == ["bad.trace"])
    #expect(try String(contentsOfFile: dir + "/c/bad.trace", encoding: .utf8) == text)
  }

  @Test("JUnit XML carries each failure's signature and replay command")
  func junit() throws {
    let dir = try makeTempDirectory()
    // On its own profile secure-layer's touch-blocked is expected (skipped); with a flag answered otherwise it fails.
    let r = try runTool(
      [
        "run", "--traces", "40", "--strategy", "secure-layer", "--no-corpus", "--junit", "j.xml", "--flag",
        "suggestionBarShowsFieldText=true",
      ], in: dir)
    #expect(r.status == 1)
    let xml = try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
    #expect(
      xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"lifecycle-fuzz seed 20261129\""))
    #expect(xml.contains("<testcase classname=\"secure-layer\" name=\"touch-blocked\" time=\"0\">"))
    let profile = "iphone-ios17-flutter3.29+suggestionBarShowsFieldText=true"
    #expect(xml.contains("signature: touch-blocked | secure-layer | \(profile) | launch · touch(0.5, 0.5) [new]"))
    #expect(
      xml.contains(
        "replay: swift run lifecycle-fuzz replay --strategy secure-layer --profile \(profile) --expect touch-blocked --events 'launch · touch(0.5, 0.5)'"
      ))
    #expect(xml.contains("<testcase classname=\"secure-layer\" name=\"crash\" time=\"0\"/>"))
  }

  @Test("the printed inline replay command reproduces the failure")
  func inlineReplay() throws {
    let r = try runTool([
      "replay", "--strategy", "secure-layer", "--profile", "iphone-ios17-flutter3.29", "--expect", "touch-blocked",
      "--events", "launch · touch(0.5, 0.5)",
    ])
    #expect(r.status == 0)
    #expect(r.out == "ok   launch · touch(0.5, 0.5): expected touch-blocked, got touch-blocked   (expected)\n")
  }

  @Test("a coverage floor that is not reached exits 3")
  func coverageFloor() throws {
    let dir = try makeTempDirectory()
    let r = try runTool(
      ["run", "--traces", "5", "--strategy", "cover-window", "--no-corpus", "--coverage-floor", "90"], in: dir)
    #expect(r.status == 3)
    #expect(r.out.contains("\nCOVERAGE FLOOR MISSED: cover-window visited "))
  }

  @Test("explore prints the minimal touch counterexample and the states explored")
  func explore() throws {
    let r = try runTool(["explore", "--depth", "2", "--strategy", "secure-layer"])
    #expect(r.status == 0)  // its touch-blocked fault, as the catalog expects it
    #expect(r.out.contains("secure-layer on iphone-ios17-flutter3.29: 85 states explored"))
    #expect(r.out.contains("  touch-blocked   expected at depth 2: launch · touch(0.5, 0.5)\n"))
  }

  @Test("merge copies only signatures the corpus lacks; minimize folds duplicates of one bug")
  func mergeAndMinimizeCorpora() throws {
    let dir = try makeTempDirectory()
    let head =
      "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\nexpect: snapshot-leak\n"
    try FileManager.default.createDirectory(atPath: dir + "/a", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir + "/b", withIntermediateDirectories: true)
    try (head + "launch\nkeyboardShow\ngoHome\n").write(toFile: dir + "/a/one.trace", atomically: true, encoding: .utf8)
    try (head + "launch\nkeyboardShow\ngoHome\n").write(
      toFile: dir + "/b/same.trace", atomically: true, encoding: .utf8)
    try (head + "launch\nopenControlCenter\ncloseControlCenter\nkeyboardShow\ngoHome\n").write(
      toFile: dir + "/b/long.trace", atomically: true, encoding: .utf8)
    let merged = try runTool(["merge", "--corpus", "a", "b"], in: dir)
    #expect(merged.status == 0)
    #expect(merged.out == "merged 2 trace(s) into a: 1 added, 1 already there\n")
    let minimized = try runTool(["minimize", "a"], in: dir)
    #expect(minimized.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/a").sorted()
    #expect(
      files == ["subview-tag--snapshot-leak--iphone-ios17-scenes+suggestionBarShowsFieldText=true--bdc863e8b5.trace"])
    #expect(minimized.out.hasSuffix("2 trace(s): 1 rewritten, 1 duplicate(s) removed\n"))
    let text = try String(contentsOfFile: dir + "/a/" + files[0], encoding: .utf8)
    #expect(text.hasPrefix("lifecycle-fuzz trace 2\n"))
    #expect(text.contains("\nkeyboardShow  => t=0.0 fg overlay=- rec=0 mir=0 kb=1"))
  }
}
