import Foundation
import TestExpectations
import Testing

/// The corpus on the built binary: it does not depend on `--jobs`, a counterexample that cannot
/// be written is printed whole with exit 5, a corrupt corpus file stops the run and changes nothing,
/// `merge` copies only new signatures and `minimize` finishes an unshrunk trace and folds duplicates.
@Suite(
  "Corpus folders: writing, corrupt files, merge and minimize", .serialized, .tags(.slow), .timeLimit(.minutes(10)))
struct CorpusReliabilityTests {
  // Keyboard leaks (the suggestion bar repeating the field's text) give the run several findings.
  let run = [
    "run", "--traces", "200", "--block-size", "25", "--strategy", "subview-tag,cover-window,secure-layer",
    "--flag", "suggestionBarShowsFieldText=true",
  ]

  @Test("--jobs 1 and --jobs 2 write byte-identical corpus files")
  func corpusDoesNotDependOnJobs() throws {
    let dir = try makeTempDirectory()
    let one = try runTool(run + ["--corpus", "c1", "--jobs", "1"], in: dir)
    let two = try runTool(run + ["--corpus", "c2", "--jobs", "2"], in: dir)
    expectEqual(one.status, 1)
    expectEqual(two.status, 1)
    expectEqual(two.out, one.out.replacingOccurrences(of: " c1/", with: " c2/"))
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/c1").sorted()
    #expect(files.count >= 5)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/c2").sorted(), files)
    for f in files {
      let a = try #require(FileManager.default.contents(atPath: "\(dir)/c1/\(f)"))
      let b = try #require(FileManager.default.contents(atPath: "\(dir)/c2/\(f)"))
      #expect(a == b, "\(f) differs")
    }
  }

  @Test(
    "a corpus path that is a file is refused before any trace runs, in one line, and changes nothing",
    arguments: [["--jobs", "1"], ["--jobs", "2"]])
  func unwritableCorpusIsCheckedFirst(jobs: [String]) throws {
    let dir = try makeTempDirectory()
    try "not a folder\n".write(toFile: dir + "/c", atomically: true, encoding: .utf8)
    let r = try runTool(["run", "--traces", "60", "--strategy", "secure-layer", "--corpus", "c"] + jobs, in: dir)
    expectEqual(r.status, 2)
    #expect(r.out.isEmpty)
    #expect(r.err.hasPrefix("error: c: ") && r.err.filter { $0 == "\n" }.count == 1, "\(r.err)")
    try expectEqual(String(contentsOfFile: dir + "/c", encoding: .utf8), "not a folder\n")
  }

  @Test("a counterexample that cannot be saved is printed with path and reason, exit 5")
  func unsavedCounterexamplesArePrinted() throws {
    let dir = try makeTempDirectory()
    // The run's results are fine; the corpus the merge writes to turns out to be a file.
    let run = try runTool(
      ["run", "--traces", "60", "--strategy", "secure-layer", "--no-corpus", "--results", "r.results"], in: dir)
    expectEqual(run.status, 0)  // the catalog's expected faults of secure-layer
    try "not a folder\n".write(toFile: dir + "/c", atomically: true, encoding: .utf8)
    let r = try runTool(["merge", "--corpus", "c", "--verbose", "r.results"], in: dir)
    expectEqual(r.status, 5)
    // One screen prints the trace of an unsaved counterexample too, expected or not.
    let brief = try runTool(["merge", "--corpus", "c", "r.results"], in: dir)
    expectEqual(brief.status, 5)
    #expect(brief.out.contains("NOT SAVED: could not save c/secure-layer--touch-blocked--"))
    #expect(brief.out.contains("    touch(0.5, 0.5)\n"))
    let file = "c/secure-layer--touch-blocked--iphone-ios17-flutter3.29--47284c9d4b.trace"
    let notSaved =
      "      NOT SAVED: could not save \(file): c is a file, not a folder;"
      + " the trace file, to paste into one:"
    #expect(r.out.contains(notSaved + "\n"))
    #expect(r.out.contains("counterexample(s) could not be saved to the corpus; their trace files are printed above:"))
    #expect(r.out.contains("\n  \(file): c is a file, not a folder\n"))
    // No replay command names a file that is not there.
    #expect(!r.out.contains("lifecycle-fuzz replay c/"))
    // The printed trace text, pasted into a file, replays.
    let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("      NOT SAVED: could not save \(file)") })
    let trace = lines[(start + 1)...].prefix { $0.hasPrefix("        ") }.joined(separator: "\n") + "\n"
    #expect(trace.hasPrefix("        lifecycle-fuzz trace 2\n        # found by trace "))
    #expect(trace.hasSuffix("        expect: touch-blocked\n        launch\n        touch(0.5, 0.5)\n"))
    try trace.write(toFile: dir + "/pasted.trace", atomically: true, encoding: .utf8)
    let replay = try runTool(["replay", "pasted.trace"], in: dir)
    #expect(replay.status == 0, "\(replay.out)")
    try expectEqual(String(contentsOfFile: dir + "/c", encoding: .utf8), "not a folder\n")
  }

  @Test("minimize finishes an unshrunk trace and saves it under its canonical name")
  func minimizeFinishesUnshrunk() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
    let text = """
      lifecycle-fuzz trace 2
      # found by trace 3 of run seed 1; d
      # unshrunk: not minimal, shrinking stopped after 0 replays (the run was stopped); 'lifecycle-fuzz minimize' finishes it
      strategy: subview-tag
      profile: iphone-ios17-scenes+suggestionBarShowsFieldText=true
      expect: snapshot-leak
      launch
      openControlCenter
      closeControlCenter
      keyboardShow
      goHome

      """
    let stem = "subview-tag--snapshot-leak--iphone-ios17-scenes+suggestionBarShowsFieldText=true"
    let name = "\(stem)--0123456789--unshrunk.trace"
    try text.write(toFile: dir + "/c/" + name, atomically: true, encoding: .utf8)
    // The minimal trace is there too: the unshrunk one, finished, does not delete it.
    let canonical = "\(stem)--bdc863e8b5.trace"
    let minimal =
      "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\nexpect: snapshot-leak\n"
      + "launch\nkeyboardShow\ngoHome\n"
    try minimal.write(toFile: dir + "/c/" + canonical, atomically: true, encoding: .utf8)
    let r = try runTool(["minimize", "c"], in: dir)
    expectEqual(r.status, 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/c")
    expectEqual(files, [canonical])
    let written = try String(contentsOfFile: dir + "/c/" + files[0], encoding: .utf8)
    #expect(written.hasPrefix("lifecycle-fuzz trace 2\n# found by trace 3 of run seed 1; d\nstrategy: subview-tag\n"))
    #expect(!written.contains("unshrunk"))
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
    expectEqual(r.status, 2)
    // Line 0 is the file as a whole, which the message names without a line.
    expectEqual(r.err, "error: c/bad.trace\(line > 0 ? ":\(line)" : ""): \(message)\n")
    #expect(r.out.isEmpty)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/c"), ["bad.trace"])
    try expectEqual(String(contentsOfFile: dir + "/c/bad.trace", encoding: .utf8), text)
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
    expectEqual(merged.status, 0)
    expectEqual(merged.out, "merged 2 trace(s) into a: 1 added, 1 already there\n")
    let minimized = try runTool(["minimize", "a"], in: dir)
    expectEqual(minimized.status, 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/a").sorted()
    expectEqual(
      files, ["subview-tag--snapshot-leak--iphone-ios17-scenes+suggestionBarShowsFieldText=true--bdc863e8b5.trace"])
    #expect(minimized.out.hasSuffix("2 trace(s): 1 rewritten, 1 duplicate(s) removed\n"))
    let text = try String(contentsOfFile: dir + "/a/" + files[0], encoding: .utf8)
    #expect(text.hasPrefix("lifecycle-fuzz trace 2\n"))
    #expect(text.contains("\nkeyboardShow  => t=0.0 fg overlay=- rec=0 mir=0 kb=1"))
  }
}
