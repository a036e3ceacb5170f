import Foundation
import TestExpectations
import Testing

/// Results files and trace folders handed to `merge`: what it merges, and what it refuses at a line, trusting
/// nothing and writing nothing.
@Suite("Merge inputs", .serialized, .tags(.slow), .timeLimit(.minutes(10)))
struct MergeInputTests {
  let base = SharedRuns.base

  @Test("two shards merged print exactly what one run prints")
  func shardsMergeToOneRun() throws {
    let dir = try makeTempDirectory()
    let one = try SharedRuns.twoWorkers.get()
    let s1 = try runTool(base + ["--shard", "1/2", "--results", "s1.results"], in: dir)
    let s2 = try runTool(base + ["--shard", "2/2", "--results", "s2.results", "--jobs", "2"], in: dir)
    #expect(
      s1.out.hasPrefix("lifecycle-fuzz run: seed 20261129, 160 traces per strategy, up to 24 events each; shard 1/2; "))
    expectEqual(s2.status, 0)
    let merged = try runTool(["merge", "--no-corpus", "--verbose", "s2.results", "s1.results"], in: dir)
    expectEqual(merged.status, one.status)
    expectEqual(merged.out, one.out)
    // A missing shard is named, and nothing is merged: its report would read as the run's.
    let partial = try runTool(["merge", "--verbose", "s1.results"], in: dir)
    expectEqual(partial.status, 2)
    expectEqual(
      partial.err,
      "error: shard 2/2 is missing: the results files given are shard 1/2 (s1.results); merge every shard's file"
        + " (nothing was written)\n")
    expectEqual(partial.out, "")
    #expect(!FileManager.default.fileExists(atPath: dir + "/corpus"))
  }

  /// A corpus trace that still breaks (kept on purpose) and a strategy whose two traces do not reach it.
  static let committed = "model-lock-biometry-lockout-unanswered-blocked.trace"
  static let lockStrategy =
    "lock[shield=none,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry,rearm=background,"
    + "policy=biometrics]"

  /// `run` of ``lockStrategy``'s two traces against the corpus folder `c`, saving nothing.
  static let lockRun = [
    "run", "--traces", "2", "--block-size", "1", "--strategy", lockStrategy, "--corpus", "c", "--no-corpus",
  ]

  /// A new temporary folder whose corpus folder `c` holds ``committed``, copied from the repository's corpus.
  static func folderWithCommittedCorpus() throws -> String {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    // The repository marks it a fixture (so `replay corpus` passes); a user's corpus holds it unmarked.
    let text = try String(
      contentsOfFile: repository.appendingPathComponent("corpus/" + committed).path, encoding: .utf8)
    try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("# fixture:") }
      .joined(separator: "\n").write(toFile: dir + "/c/" + committed, atomically: true, encoding: .utf8)
    return dir
  }

  @Test("shards that replayed a known counterexample merge to one run's report without their corpus")
  func shardsWithCorpusMergeToOneRun() throws {
    // A new user's sharded CI: each shard reported the known finding and exited 1, the merge said holds, exit 0.
    let dir = try Self.folderWithCommittedCorpus()
    let run = Self.lockRun
    let one = try runTool(run, in: dir)
    expectEqual(one.status, 1)
    #expect(one.out.contains("[known; in the corpus, not reached by this run's traces; "))
    for k in 1...2 {
      try expectEqual(runTool(run + ["--shard", "\(k)/2", "--results", "s\(k).results"], in: dir).status, 1)
    }
    let known = try String(contentsOfFile: dir + "/s1.results", encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("known\t") }
    expectEqual(known.count, 1)
    // Without the corpus, with it, and with a folder that lacks it (which the merge names).
    try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
    for corpus in ["absent", "c", "empty"] {
      let merged = try runTool(["merge", "--corpus", corpus, "--no-corpus", "s1.results", "s2.results"], in: dir)
      expectEqual(merged.status, one.status)
      expectEqual(merged.out, one.out)
      expectEqual(
        merged.err,
        (corpus == "empty"
          ? "warning: empty lacks 1 counterexample(s) the shards' corpus held (reported all the same, as known):"
            + " c/\(Self.committed)\n" : ""))
    }
    // The known line is sealed like the blocks: an edited one is refused at its line.
    let text = try String(contentsOfFile: dir + "/s2.results", encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    let n = try #require(lines.firstIndex { $0.hasPrefix("known\t") })
    var edited = lines
    edited[n] = edited[n].replacingOccurrences(of: "faceIDNoMatch", with: "faceIDMatch")
    try (edited.joined(separator: "\n") + "\n").write(toFile: dir + "/s2.results", atomically: true, encoding: .utf8)
    let refused = try runTool(["merge", "--no-corpus", "--corpus", "absent", "s1.results", "s2.results"], in: dir)
    expectEqual(refused.status, 2)
    expectEqual(
      refused.err,
      "error: s2.results:\(n + 1): the known line does not match its checksum: it was changed (run the shard again)\n"
    )
  }

  @Test("shards that replayed a trace kept as holds merge to one run's report and JUnit, with or without the corpus")
  func keptHoldingShardsMergeToOneRun() throws {
    // The s44 breaker: the results file did not carry "kept as holds", so the merge said "in the corpus, not reached"
    // and lost the detail's "kept as holds" in its report, JUnit and SARIF.
    let dir = try Self.folderWithCommittedCorpus()
    let committed = dir + "/c/" + Self.committed
    let text = try String(contentsOfFile: committed, encoding: .utf8)
    try FileManager.default.removeItem(atPath: committed)
    try text.replacingOccurrences(of: "\nexpect: unlock-blocked\n", with: "\nexpect: holds\n").write(
      toFile: dir + "/c/mine.trace", atomically: true, encoding: .utf8)
    let run = Self.lockRun
    let one = try runTool(run + ["--junit", "one.xml"], in: dir)
    expectEqual(one.status, 1)
    #expect(one.out.contains("[known; kept in the corpus as holds, breaks now; 7 events]"))
    for k in 1...2 {
      try expectEqual(runTool(run + ["--shard", "\(k)/2", "--results", "s\(k).results"], in: dir).status, 1)
    }
    #expect(try String(contentsOfFile: dir + "/s1.results", encoding: .utf8).contains("\"kept-holds\"]"))
    for corpus in ["absent", "c"] {
      let merged = try runTool(
        ["merge", "--corpus", corpus, "--no-corpus", "--junit", "\(corpus).xml", "s1.results", "s2.results"], in: dir)
      expectEqual(merged.status, one.status)
      expectEqual(merged.out, one.out)
      try expectEqual(
        String(contentsOfFile: dir + "/\(corpus).xml", encoding: .utf8),
        String(contentsOfFile: dir + "/one.xml", encoding: .utf8))
    }
  }

  @Test("a corpus's stale and unchecked kept traces reach a merge's SARIF as one run's, byte for byte")
  func staleKeptShardsMergeToOneRunsSARIF() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
    // One no longer replays (STALE: the run fails), one is of a profile the run does not run (NOT CHECKED).
    for (name, profile, events) in [
      ("stale", "iphone-ios17-scenes", "launch\nreturnToApp"), ("other", "iphone-ios18-scenes", "launch\ngoHome"),
    ] {
      try "lifecycle-fuzz trace 2\nstrategy: \(Self.lockStrategy)\nprofile: \(profile)\nexpect: holds\n\(events)\n"
        .write(
          toFile: dir + "/c/\(name).trace", atomically: true, encoding: .utf8)
    }
    // NOT CHECKED is said where --profile narrowed the run.
    let lockRun = Self.lockRun + ["--profile", "iphone-ios17-scenes"]
    let one = try runTool(lockRun + ["--sarif", "one.sarif"], in: dir)
    expectEqual(one.status, 1)
    #expect(one.out.contains("\nSTALE c/stale.trace: kept as holds, no longer replays"))
    #expect(one.out.contains("\nNOT CHECKED c/other.trace: 1 trace kept as holds"))
    let sarif = try String(contentsOfFile: dir + "/one.sarif", encoding: .utf8)
    #expect(sarif.contains("\"level\" : \"error\""))
    #expect(sarif.contains("\"text\" : \"STALE c/stale.trace: kept as holds"))
    for k in 1...2 {
      try expectEqual(runTool(lockRun + ["--shard", "\(k)/2", "--results", "s\(k).results"], in: dir).status, 1)
    }
    let merged = try runTool(
      ["merge", "--corpus", "c", "--no-corpus", "--sarif", "merged.sarif", "s1.results", "s2.results"], in: dir)
    expectEqual(merged.status, one.status)
    expectEqual(merged.out, one.out)
    try expectEqual(String(contentsOfFile: dir + "/merged.sarif", encoding: .utf8), sarif)
  }

  /// A new temporary folder whose corpus `c` holds the finding of `resign-cover.logic`'s four traces of seed 3 (and an
  /// empty folder `empty`), with the `run` arguments that found it.
  static func folderWithKnownScriptFinding() throws -> (dir: String, run: [String]) {
    let dir = try makeTempDirectory()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let script = repository.appendingPathComponent("Examples/app-logic/resign-cover.logic").path
    let run = ["run", "--app-logic", script, "--traces", "4", "--seed", "3", "--block-size", "1", "--corpus", "c"]
    try expectEqual(runTool(run, in: dir).status, 1)
    try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
    return (dir, run)
  }

  @Test("a finding one shard reached and another listed as known is known in a merge without that corpus")
  func reachedKnownFindingStaysKnown() throws {
    // A new user's merge labelled it new: the merge's corpus lacks it, and only the shard whose traces did not reach
    // it listed it as known.
    // Seed 3's trace 3 (block 3, shard 2 of 2) finds a snapshot leak: saved into c first, so it is known.
    let (dir, run) = try Self.folderWithKnownScriptFinding()
    let finding = "launch · openControlCenter · appPresent(overCurrentContext, key) · lockDevice   "
    let one = try runTool(run + ["--no-corpus", "--verbose"], in: dir)
    #expect(one.out.contains(finding + "[known; 1 trace(s), first #3;"), "\(one.out)")
    for k in 1...2 {
      _ = try runTool(run + ["--no-corpus", "--shard", "\(k)/2", "--results", "s\(k).results"], in: dir)
    }
    let known = try String(contentsOfFile: dir + "/s1.results", encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("known\t") }
    expectEqual(known.count, 1)
    let merged = try runTool(
      ["merge", "--corpus", "empty", "--no-corpus", "--verbose", "s1.results", "s2.results"], in: dir)
    #expect(merged.out.contains(finding + "[known; 1 trace(s), first #3;"), "\(merged.out)")
    #expect(!merged.out.contains("[new;"))
    #expect(merged.out.contains("\n1 failure signature(s) across 1 strategy (1 finding(s)); 0 new\n"))
  }

  @Test("a finding every shard reached that their corpus held is known in a merge without that corpus")
  func everyShardReachedStaysKnown() throws {
    // A new user's merge labelled it new: no shard replayed it, so no results file said it was known.
    let (dir, run) = try Self.folderWithKnownScriptFinding()
    // The whole run as its one shard: its traces reach the finding its corpus holds.
    _ = try runTool(run + ["--no-corpus", "--results", "whole.results"], in: dir)
    let known = try String(contentsOfFile: dir + "/whole.results", encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("known\t") }
    expectEqual(known.count, 1)
    let merged = try runTool(
      ["merge", "--corpus", "empty", "--no-corpus", "--verbose", "--sarif", "m.sarif", "whole.results"], in: dir)
    let finding = "launch · openControlCenter · appPresent(overCurrentContext, key) · lockDevice   "
    #expect(merged.out.contains(finding + "[known; 1 trace(s), first #3;"), "\(merged.out)")
    #expect(!merged.out.contains("[new;"))
    // Without --app-logic, the SARIF places the finding at the script its lines note, not at the interpreter.
    let uris = try String(contentsOfFile: dir + "/m.sarif", encoding: .utf8).split(separator: "\n")
      .filter { $0.contains("\"uri\"") }
    #expect(uris.contains { $0.contains("resign-cover.logic") }, "\(uris)")
    #expect(!uris.contains { $0.contains("AppLogicStrategy.swift") }, "\(uris)")
  }

  @Test("merge --baseline accepts what the shards' baseline accepted: one run's report and exit code")
  func shardsWithBaselineMergeToOneRun() throws {
    // Shards run with --baseline exited 0, their merge (which had no --baseline) showed the findings BROKEN, exit 1.
    let dir = try Self.folderWithCommittedCorpus()
    let run = Self.lockRun
    try expectEqual(runTool(run + ["--update-baseline", "b.baseline"], in: dir).status, 0)
    let accepting = ["--baseline", "b.baseline", "--today", "2026-12-05"]
    let one = try runTool(run + accepting + ["--sarif", "one.sarif", "--junit", "one.xml"], in: dir)
    expectEqual(one.status, 0)
    #expect(
      one.out.hasSuffix(
        "baseline b.baseline: 1 accepted signature(s), not failures (--verbose lists them)\n  WARNING: 1 entry accepts "
          + "with the placeholder reason 'accepted by --update-baseline', which no one wrote (b.baseline line 3): "
          + "replace it with why each is acceptable\n"))
    for k in 1...2 {
      try expectEqual(
        runTool(run + accepting + ["--shard", "\(k)/2", "--results", "s\(k).results"], in: dir).status, 0)
    }
    let unaccepted = try runTool(["merge", "--no-corpus", "s1.results", "s2.results"], in: dir)
    expectEqual(unaccepted.status, 1)
    let reports = ["--sarif", "m.sarif", "--junit", "m.xml"]
    let merged = try runTool(["merge", "--no-corpus"] + accepting + reports + ["s1.results", "s2.results"], in: dir)
    expectEqual(merged.status, one.status)
    expectEqual(merged.out, one.out)
    // The merged run's reports are one run's (a CI's two shards gave two SARIF files of duplicate results).
    for (a, b) in [("m.sarif", "one.sarif"), ("m.xml", "one.xml")] {
      let (mergedFile, oneFile) = (dir + "/" + a, dir + "/" + b)
      #expect(FileManager.default.contents(atPath: mergedFile) == FileManager.default.contents(atPath: oneFile), "\(a)")
    }
    // A baseline that does not read is one line and exit 2, as for run.
    try "not a baseline\n".write(toFile: dir + "/bad.baseline", atomically: true, encoding: .utf8)
    let bad = try runTool(["merge", "--no-corpus", "--baseline", "bad.baseline", "s1.results", "s2.results"], in: dir)
    expectEqual(bad.status, 2)
    #expect(bad.out.isEmpty)
    #expect(bad.err.hasPrefix("error: bad.baseline:1: "))
  }

  /// Shard 1 of 2 of a small run that finds secure-layer's touch-blocked bug, split in lines.
  func shardLines(in dir: String) throws -> [String] {
    let r = try runTool(
      [
        "run", "--traces", "200", "--strategy", "secure-layer", "--no-corpus", "--shard", "1/2", "--results",
        "s1.results",
      ], in: dir)
    expectEqual(r.status, 0)  // a shard is complete when its own blocks are done; the faults are expected ones
    let text = try String(contentsOfFile: dir + "/s1.results", encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `merge --corpus c` of `files` must fail with exit 2, the one error line `error`, nothing
  /// on standard output and no corpus folder.
  func expectMergeRefused(_ files: [String], error: String, in dir: String) throws {
    let r = try runTool(["merge", "--corpus", "c"] + files, in: dir)
    expectEqual(r.status, 2)
    expectEqual(r.err, error + "\n")
    #expect(r.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dir + "/c"))
  }

  @Test("merge: a results file whose failure line was deleted or changed is refused at the block's check line")
  func tamperedBlock() throws {
    let dir = try makeTempDirectory()
    let lines = try shardLines(in: dir)
    expectEqual(lines[0], "lifecycle-fuzz results 6")
    let failure = try #require(lines.firstIndex { $0.hasPrefix("failure\t") })
    let check = try #require(lines[failure...].firstIndex { $0.hasPrefix("check\t") })
    var deleted = lines
    deleted.remove(at: failure)
    try deleted.joined(separator: "\n").write(toFile: dir + "/d.results", atomically: true, encoding: .utf8)
    let n = lines[failure..<check].filter { $0.hasPrefix("failure\t") }.count
    try expectMergeRefused(
      ["d.results"],
      error: "error: d.results:\(check): block 0 of secure-layer has \(n - 1) failure line(s) but its check line"
        + " says \(n): lines were deleted or added", in: dir)
    var changed = lines
    changed[failure] = changed[failure].replacingOccurrences(of: "touch on scene A", with: "touch on scene B")
    #expect(changed != lines)
    try changed.joined(separator: "\n").write(toFile: dir + "/x.results", atomically: true, encoding: .utf8)
    try expectMergeRefused(
      ["x.results"],
      error: "error: x.results:\(check + 1): block 0 of secure-layer does not match its checksum:"
        + " its lines were changed",
      in: dir)
  }

  @Test("merge: two results files with the same block but different contents are refused, an equal copy is not")
  func conflictingDuplicate() throws {
    let dir = try makeTempDirectory()
    let lines = try shardLines(in: dir)
    let failure = try #require(lines.firstIndex { $0.hasPrefix("failure\t") })
    var other = lines
    other[failure] = other[failure].replacingOccurrences(of: "touch on scene A", with: "touch on scene B")
    try resealed(other).joined(separator: "\n").write(toFile: dir + "/o.results", atomically: true, encoding: .utf8)
    try lines.joined(separator: "\n").write(toFile: dir + "/copy.results", atomically: true, encoding: .utf8)
    let block = try #require(lines.firstIndex { $0.hasPrefix("block\t") }) + 1
    // With the run's other shard: a merge of shard 1 alone is refused before its blocks are compared.
    let second = try runTool(
      [
        "run", "--traces", "200", "--strategy", "secure-layer", "--no-corpus", "--shard", "2/2", "--results",
        "s2.results",
      ],
      in: dir)
    expectEqual(second.status, 0)
    try expectMergeRefused(
      ["s1.results", "o.results", "s2.results"],
      error: "error: o.results:\(block): block 0 of secure-layer differs from the same block in s1.results:\(block)",
      in: dir)
    // A shard of another build (its header's last line) is refused at that line: its blocks need not be this run's.
    let build = try #require(lines.firstIndex { $0.hasPrefix("# written by lifecycle-fuzz ") })
    var older = lines
    older[build] = "# written by lifecycle-fuzz 0.1.0 (commit 0123456789ab)"
    try older.joined(separator: "\n").write(toFile: dir + "/older.results", atomically: true, encoding: .utf8)
    try expectMergeRefused(
      ["s1.results", "older.results", "s2.results"],
      error: "error: older.results:\(build + 1): written by lifecycle-fuzz 0.1.0 (commit 0123456789ab), not by "
        + "\(lines[build].dropFirst(13)) as s1.results was: merge the shards of one build (run them again with one)",
      in: dir)
    // An equal copy is no conflict: the run merges whole. Without shard 2, its absence is named.
    let same = try runTool(["merge", "--no-corpus", "s1.results", "copy.results", "s2.results"], in: dir)
    expectEqual(same.status, 0)
    #expect(!same.out.contains("INCOMPLETE"))
    let partial = try runTool(["merge", "--no-corpus", "s1.results", "copy.results"], in: dir)
    expectEqual(partial.status, 2)
    expectEqual(
      partial.err,
      "error: shard 2/2 is missing: the results files given are shard 1/2 (s1.results), 1/2 (copy.results);"
        + " merge every shard's file (nothing was written)\n")
  }

  @Test("merge: a results file of format 2 is refused in one line naming the format")
  func olderFormat() throws {
    let dir = try makeTempDirectory()
    var lines = try shardLines(in: dir)
    lines[0] = "lifecycle-fuzz results 2"
    try lines.joined(separator: "\n").write(toFile: dir + "/old.results", atomically: true, encoding: .utf8)
    try expectMergeRefused(
      ["old.results"],
      error: "error: old.results:1: results format 2 is from an older lifecycle-fuzz (this one reads format 6,"
        + " whose configuration lines, blocks and known lines carry checksums and whose coverage keys fit every event"
        + " class); run its shard again with this one", in: dir)
  }

  /// A results file of a small run that finds secure-layer's touch-blocked bug, split in lines.
  func resultsLines(in dir: String) throws -> [String] {
    let r = try runTool(
      ["run", "--traces", "40", "--strategy", "secure-layer", "--no-corpus", "--results", "r.results"], in: dir)
    expectEqual(r.status, 0)  // its faults on its own profile are the catalog's expected ones
    let text = try String(contentsOfFile: dir + "/r.results", encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Runs `merge --corpus c bad.results` on `lines` and checks: exit 2, one error line that
  /// starts with `bad.results:<line>: ` and contains `message`, nothing on stdout, no corpus.
  /// The blocks are resealed first, so the checks behind the checksum are what refuses them.
  func expectRefused(_ lines: [String], line: Int, message: String, in dir: String) throws {
    try resealed(lines).joined(separator: "\n").write(toFile: dir + "/bad.results", atomically: true, encoding: .utf8)
    let r = try runTool(["merge", "--corpus", "c", "bad.results"], in: dir)
    expectEqual(r.status, 2)
    #expect(r.err.hasPrefix("error: bad.results:\(line): "), "\(r.err)")
    #expect(r.err.contains(message), "\(r.err)")
    expectEqual(r.err.split(separator: "\n").count, 1)
    #expect(r.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dir + "/c"))
  }

  @Test("merge of a results file whose counts overflow: one line with file:line, exit 2, nothing written")
  func overflowingCount() throws {
    let dir = try makeTempDirectory()
    var lines = try resultsLines(in: dir)
    let count = try #require(lines.firstIndex { $0.hasPrefix("count\t") })
    let block = try #require(lines[..<count].lastIndex { $0.hasPrefix("block\t") })
    let fields = lines[count].split(separator: "\t")
    lines[count] = "\(fields[0])\t\(fields[1])\t999999999999999999"
    try expectRefused(lines, line: block + 1, message: "event counts add up to more than", in: dir)
  }

  @Test("merge of a folder with a corrupt file fails at its line and copies nothing")
  func folderWithCorruptFile() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
    let good =
      "lifecycle-fuzz trace 2\nstrategy: secure-layer\nprofile: iphone-ios17-flutter3.29\nexpect: touch-blocked\nlaunch\ntouch(0.5, 0.5)\n"
    try good.write(toFile: dir + "/in/a.trace", atomically: true, encoding: .utf8)
    try (good + "teleport\n").write(toFile: dir + "/in/b.trace", atomically: true, encoding: .utf8)
    let r = try runTool(["merge", "--corpus", "c", "in"], in: dir)
    expectEqual(r.status, 2)
    expectEqual(r.err, "error: in/b.trace:7: unknown event 'teleport' (see 'lifecycle-fuzz list events')\n")
    #expect(r.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dir + "/c"))
  }

  @Test("a fabricated failure in a results file is reported at its line and not saved")
  func fabricatedFailure() throws {
    let dir = try makeTempDirectory()
    var lines = try resultsLines(in: dir)
    let i = try #require(lines.firstIndex { $0.hasPrefix("failure\t") })
    var fields = lines[i].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    expectEqual(fields[2], "touch-blocked")
    fields[2] = "snapshot-leak"
    fields[6] = "fabricated\rdetail"
    lines[i] = fields.joined(separator: "\t")
    try expectRefused(
      lines, line: i + 1, message: "not saved: its events give touch-blocked, not snapshot-leak", in: dir)
  }

  @Test("an out-of-range block number is an error, not a hidden missing shard")
  func outOfRangeBlock() throws {
    let dir = try makeTempDirectory()
    var lines = try resultsLines(in: dir)
    let i = try #require(lines.firstIndex { $0.hasPrefix("block\t") })
    var fields = lines[i].split(separator: "\t").map(String.init)
    fields[2] = "7"
    lines[i] = fields.joined(separator: "\t")
    try expectRefused(lines, line: i + 1, message: "block 7 is outside the run's blocks 0 to 0", in: dir)
  }
}
