import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `replay corpus` read the folder's traces and its platforms' folders only, so a failing trace in
/// `corpus/regressions` (a CI user's own subfolder) went unseen and the step passed. Every subfolder is replayed
/// now; the rewrite of `--refresh-checkpoints` stays in the folder and its platforms' folders and names the others.
@Suite("replay of a folder reads its subfolders")
struct SubfolderReplayTests {
  static let holding =
    "lifecycle-fuzz trace 2\nstrategy: cover-window\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\ngoHome\n"
  /// A trace whose recorded verdict the model does not give (the cover holds there): a DIFF.
  static let failing =
    "lifecycle-fuzz trace 2\nstrategy: cover-window\nprofile: iphone-ios17-scenes\nexpect: snapshot-leak\nlaunch\n"
    + "goHome\n"

  func corpus() throws -> String {
    let dir = NSTemporaryDirectory() + "subfolder-replay-" + UUID().uuidString
    for sub in ["", "/regressions/2026", "/.lifecycle-fuzz-tmp"] {
      try FileManager.default.createDirectory(atPath: dir + sub, withIntermediateDirectories: true)
    }
    try Self.holding.write(toFile: dir + "/a.trace", atomically: true, encoding: .utf8)
    try Self.failing.write(toFile: dir + "/regressions/2026/b.trace", atomically: true, encoding: .utf8)
    // A hidden folder is the tool's own (temporary files): never read.
    try "not a trace".write(toFile: dir + "/.lifecycle-fuzz-tmp/c.trace", atomically: true, encoding: .utf8)
    return dir
  }

  @Test("the failing trace in a subfolder of a subfolder is replayed: DIFF, exit 1")
  func replaysSubfolders() throws {
    let dir = try corpus()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = run(["replay", dir])
    #expect(r.code == .failure, "\(r.out)")
    expectEqual(r.err, "")
    let lines = r.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(lines)")
    expectEqual(lines.first, "ok    \(dir)/a.trace: holds")
    expectEqual(lines.dropFirst().first, "DIFF  \(dir)/regressions/2026/b.trace: expected snapshot-leak, got holds")
    expectEqual(
      lines.last,
      "FAILED (exit 1): 0 known counterexamples still BROKEN; 1 regression "
        + "(a verdict that differs from its file, or a stale trace: the DIFF or "
        + "STALE lines); 2 replayed")
  }

  @Test("--refresh-checkpoints rewrites the folder's own traces and names the subfolder it leaves")
  func refreshNamesSubfolders() throws {
    let dir = try corpus()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = run(["replay", "--refresh-checkpoints", dir])
    #expect(r.code == .success, "\(r.err)")
    expectEqual(
      r.out,
      "1 rewritten, 0 unchanged, 0 verdicts changed\nnot refreshed: \(dir)/regressions (a subfolder: name it to "
        + "refresh its traces)\n")
    try expectEqual(String(contentsOfFile: dir + "/regressions/2026/b.trace", encoding: .utf8), Self.failing)
  }

  @Test("a path that is not there is reported in its place and the others are still replayed: exit 2")
  func missingPathDoesNotStopTheRest() throws {
    // `replay NONEXIST ok.trace` stopped at the missing path and replayed nothing.
    let dir = try corpus()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = run(["replay", dir + "/none.trace", dir + "/a.trace"])
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: \(dir)/none.trace: no such file or folder\n")
    #expect(r.out.hasPrefix("ok    \(dir)/a.trace: holds\n"), "\(r.out)")
  }

  @Test("merge of a folder copies the traces of its subfolders, as replay reads them")
  func mergeReadsSubfolders() throws {
    // `merge --corpus X folder` left out folder/sub/*.trace, which run and replay count.
    let dir = try corpus()
    let target = dir + "-merged"
    defer {
      try? FileManager.default.removeItem(atPath: dir)
      try? FileManager.default.removeItem(atPath: target)
    }
    let r = run(["merge", "--corpus", target, dir])
    #expect(r.code == .success, "\(r.err)")
    expectEqual(r.out, "merged 2 trace(s) into \(target): 2 added, 0 already there\n")
  }

  @Test("a folder reached again through a link is read once")
  func linkLoop() throws {
    let dir = try corpus()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/regressions/loop", withDestinationPath: dir)
    expectEqual(Replay.expandRecursively([dir]), [dir + "/a.trace", dir + "/regressions/2026/b.trace"])
  }

  @Test("minimize of a folder shrinks a trace in a subfolder of a subfolder, where replay and run read it")
  func minimizesSubfolders() throws {
    let dir = NSTemporaryDirectory() + "subfolder-minimize-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir + "/regressions/2026", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Five events where three break it (the keyboard's bar repeats the field's text).
    let long =
      "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\n"
      + "expect: snapshot-leak\nlaunch\nopenControlCenter\ncloseControlCenter\nkeyboardShow\ngoHome\n"
    try long.write(toFile: dir + "/regressions/2026/long.trace", atomically: true, encoding: .utf8)
    let r = run(["minimize", dir])
    #expect(r.code == .success, "\(r.err)")
    #expect(r.out.hasSuffix("1 trace(s): 1 rewritten, 0 duplicate(s) removed\n"), "\(r.out)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/regressions/2026")
    #expect(files.count == 1 && files.first != "long.trace", "\(files)")
    let small = try Corpus<IOSPlatform>.read(dir + "/regressions/2026/" + (files.first ?? ""))
    expectEqual(small.events, [.launch, .keyboardShow, .goHome])
  }

  /// A public case and a fixture are named by hand (docs cite `C24-...`): `minimize` shrinks them in place.
  @Test func minimizeKeepsCuratedNames() throws {
    let dir = NSTemporaryDirectory() + "subfolder-minimize-curated-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir + "/public-reports", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let body =
      "strategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\n"
      + "expect: snapshot-leak\nlaunch\nopenControlCenter\ncloseControlCenter\nkeyboardShow\ngoHome\n"
    let marked = [
      "public-reports/C90-bar-leak.trace": "# case C90: https://example.org/report\n",
      "fixture-bar-leak.trace": "# fixture: the bar's leak kept on purpose\n",
    ]
    for (name, mark) in marked {
      try ("lifecycle-fuzz trace 2\n" + mark + body).write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }
    let r = run(["minimize", dir])
    #expect(r.code == .success, "\(r.err)")
    #expect(r.out.hasSuffix("2 trace(s): 2 rewritten, 0 duplicate(s) removed\n"), "\(r.out)")
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/public-reports"), ["C90-bar-leak.trace"])
    for name in marked.keys.sorted() {
      let small = try Corpus<IOSPlatform>.read(dir + "/" + name)
      #expect(small.events == [.launch, .keyboardShow, .goHome], "\(name)")
    }
  }
}
