import Foundation
import TestExpectations
import Testing

@Suite("run: output, corpus and exit codes", .serialized, .tags(.slow), .timeLimit(.minutes(10)))
struct RunCommandTests {
  @Test("the same seed gives byte-identical output, and counterexamples are written as found")
  func deterministicRunWritesCorpus() throws {
    let dir = try makeTempDirectory()
    let args = ["run", "--traces", "60", "--strategy", "secure-layer", "--corpus", "c", "--verbose"]
    // secure-layer's faults on its own profile are the catalog's expected ones: a pass, new or known.
    let first = try runTool(args, in: dir)
    expectEqual(first.status, 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/c").sorted()
    #expect(files.contains("secure-layer--touch-blocked--iphone-ios17-flutter3.29--47284c9d4b.trace"))
    let second = try runTool(args, in: dir)
    expectEqual(second.status, 0)
    let summary = { (out: String) in out.split(separator: "\n").first { $0.contains(" failure signature(s) across ") } }
    expectEqual(
      first.out.replacingOccurrences(of: "[new;", with: "[known;").split(separator: "\n").filter {
        $0 != summary(first.out)
      },
      second.out.split(separator: "\n").filter { $0 != summary(second.out) })
    expectEqual(summary(second.out)?.hasSuffix("; 0 new"), true)
    expectEqual(summary(first.out)?.hasSuffix("; 0 new"), false)
    // --no-corpus writes nothing but still reads the corpus: what it holds is known.
    let third = try runTool(args + ["--no-corpus"], in: dir)
    expectEqual(third.status, 0)
    expectEqual(third.out, second.out)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/c").sorted(), files)
    let replay = try runTool(["replay", "c"], in: dir)
    expectEqual(replay.status, 0)
    #expect(replay.out.hasSuffix("\(files.count) passed, 0 failed\n"))
  }

  @Test("--no-corpus reads the default corpus folder to label known signatures and writes nothing")
  func noCorpusReadsDefaultCorpus() throws {
    let dir = try makeTempDirectory()
    let args = ["run", "--traces", "60", "--strategy", "secure-layer", "--no-corpus", "--verbose"]
    // No corpus folder yet: every counterexample is new, and no folder is created.
    let fresh = try runTool(args, in: dir)
    expectEqual(fresh.status, 0)  // secure-layer's own faults, as the catalog expects them
    #expect(fresh.out.contains("    - launch · touch(0.5, 0.5)   [new;"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/corpus"))
    // A new finding has no file, so its replay line is the inline form.
    #expect(
      fresh.out.contains(
        "replay: swift run lifecycle-fuzz replay --strategy secure-layer --profile iphone-ios17-flutter3.29 --expect touch-blocked --events 'launch · touch(0.5, 0.5)'"
      ))
    // A plain run fills corpus/; --no-corpus then reports the same findings as known.
    try expectEqual(runTool(["run", "--traces", "60", "--strategy", "secure-layer"], in: dir).status, 0)
    let saved = try FileManager.default.contentsOfDirectory(atPath: dir + "/corpus").sorted()
    let again = try runTool(args, in: dir)
    expectEqual(again.status, 0)
    #expect(again.out.contains("    - launch · touch(0.5, 0.5)   [known;"))
    #expect(!again.out.contains("[new;"))
    #expect(
      again.out.contains(
        "replay: swift run lifecycle-fuzz replay corpus/secure-layer--touch-blocked--iphone-ios17-flutter3.29--47284c9d4b.trace"
      ))
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/corpus").sorted(), saved)
    // merge --no-corpus reads the corpus the same way, so it prints what the run printed.
    try expectEqual(runTool(args + ["--results", "r.results"], in: dir).out, again.out)
    let merged = try runTool(["merge", "--no-corpus", "--verbose", "r.results"], in: dir)
    expectEqual(merged.status, 0)
    expectEqual(merged.out, again.out)
    let folders = try runTool(["merge", "--no-corpus", "corpus"], in: dir)
    expectEqual(folders.status, 2)
    expectEqual(
      folders.err.split(separator: "\n").first, "error: merging trace folders writes to the corpus; drop --no-corpus")
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/corpus").sorted(), saved)
  }

  let base = SharedRuns.base

  @Test("--jobs 2 prints exactly what --jobs 1 prints")
  func jobsDoNotChangeOutput() throws {
    // A fresh folder: --no-corpus still reads ./corpus, and the repository's labels these known.
    let dir = try makeTempDirectory()
    let one = try runTool(base + ["--jobs", "1"], in: dir)
    let two = try SharedRuns.twoWorkers.get()
    expectEqual(one.status, 0)  // the catalog's expected faults of both strategies
    expectEqual(two.status, one.status)
    expectEqual(two.out, one.out)
    #expect(one.out.contains("launch · touch(0.5, 0.5)   [new;"))
  }

  @Test("a coverage floor that is not reached exits 3")
  func coverageFloor() throws {
    let dir = try makeTempDirectory()
    let r = try runTool(
      ["run", "--traces", "5", "--strategy", "cover-window", "--no-corpus", "--coverage-floor", "90"], in: dir)
    expectEqual(r.status, 3)
    #expect(r.out.contains("\nCOVERAGE FLOOR MISSED: cover-window visited "))
  }
}
