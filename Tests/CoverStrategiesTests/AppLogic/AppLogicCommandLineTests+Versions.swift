import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// An edited script is a new fingerprint (twenty-fifth session: a new user's CI missed a lock-bypass the corpus held
/// for the script's earlier version): `run` and `replay` given the file re-check that version's counterexamples.
extension AppLogicCommandLineTests {
  @Test("run and replay of an edited script re-check its earlier version's counterexamples: fixed ones are named")
  func editedScriptRechecksEarlierVersion() throws {
    let dir = NSTemporaryDirectory() + "app-logic-versions-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let corpus = dir + "/corpus"
    // One file, three versions of the user's app.logic written over each other: a script's path is its identity.
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/app.logic"
    func version(_ text: String) throws -> String {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
    let first = "claims: app-switcher\non sceneDidEnterBackground: addCover(view, tag=91)\n"
    let editedText = "claims: app-switcher\non sceneDidEnterBackground: addCover(view, tag=92)\n"
    let fixedText =
      "claims: app-switcher\non sceneWillResignActive: addCover(view, tag=91)\non sceneDidBecomeActive: removeCover(tag=91)\n"
    let (edited, fixed) = (path, path)
    let found = runInProcess([
      "run", "--app-logic", try version(first), "--traces", "20", "--jobs", "1", "--corpus", corpus,
    ])
    expectEqual(found.code, .failure)
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".trace") }.sorted()
    try #require(files.count == 3, "\(files)")
    let paths = files.map { corpus + "/" + $0 }

    // The edit keeps the bug: each old counterexample replays with the edited script and still breaks.
    let broken = runInProcess(["replay", "--app-logic", try version(editedText), corpus])
    expectEqual(broken.code, .failure)
    #expect(broken.err.isEmpty, "\(broken.err)")
    #expect(
      broken.out.hasSuffix(
        "app-logic \(edited): 3 counterexample(s) of an earlier version re-checked against it: 3 still break, 0 now "
          + "hold\nFAILED (exit 1): 3 known counterexamples still BROKEN, neither "
          + "accepted nor expected (the cover still breaks them; as in 'run', a "
          + "committed counterexample fails until the cover is fixed); 0 "
          + "regressions; 3 replayed\n"), "\(broken.out)")
    #expect(
      broken.out.contains(
        ", re-checked against \(edited)); neither accepted nor expected (a script's findings are never expected; accept"
          + " them with a baseline (run --update-baseline FILE writes one); replay takes it with --baseline FILE)\n"))

    // A script of the same file name in another folder is another script (thirty-second session: it took these
    // traces over): they replay their own script, none re-checked, reported FIXED or kept by it.
    func script(_ folder: String, tag: Int) throws -> String {
      try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
      let file = dir + "/" + folder + "/app.logic"
      try editedText.replacingOccurrences(of: "92", with: "\(tag)").write(
        toFile: file, atomically: true, encoding: .utf8)
      return file
    }
    let other = try script("other", tag: 93)
    let elsewhere = runInProcess(["replay", "--app-logic", other, corpus])
    expectEqual(elsewhere.code, .failure)
    #expect(!elsewhere.out.contains("re-checked"), "\(elsewhere.out)")
    #expect(elsewhere.err.hasPrefix("warning: --app-logic re-checks the traces of the script and of its earlier"))
    // A trace of earlier versions notes the file's name only: the one script given of that name re-checks it, with
    // a notice; two such scripts given (as a process that keeps the scripts it was given holds them) refuse it at its
    // first app-logic: line.
    let legacy = dir + "/legacy.trace"
    let noted = try String(contentsOfFile: paths[0], encoding: .utf8)
    #expect(noted.contains("  # \(ScriptIdentity.path(of: path)):"))
    try noted.replacingOccurrences(of: "  # \(ScriptIdentity.path(of: path)):", with: "  # app.logic:")
      .write(toFile: legacy, atomically: true, encoding: .utf8)
    RunReport.appLogicFiles = [:]  // as a new process: no other test's app.logic given
    let byName = runInProcess(["replay", "--app-logic", other, legacy])
    #expect(byName.out.contains(", re-checked against \(other))"), "\(byName.out)")
    expectEqual(
      byName.err,
      "notice: \(legacy): its app-logic: notes name the script by its file name only (app.logic, as earlier "
        + "versions wrote): re-checked as an earlier version of \(other), the one script given of that name\n")
    let two = try script("two", tag: 94)
    // A command takes one --app-logic; this process keeps the scripts it was given, so it holds two of that name.
    let ambiguous = runInProcess(["replay", "--app-logic", two, legacy])
    let line = try #require(noted.split(separator: "\n").firstIndex { $0.hasPrefix("app-logic:") }) + 1
    expectEqual(ambiguous.code, .usage)
    #expect(
      ambiguous.err.hasPrefix(
        "error: \(legacy):\(line): its app-logic: notes name the file app.logic only (as earlier versions wrote), and "
          + "2 scripts given end in it (\([other, two].sorted().joined(separator: ", "))): replay it with its own "
          + "script alone\n"), "\(ambiguous.err)")

    // The fix: each is FIXED with how to keep it as the fix's test (or retire it), and the replay passes.
    let quoted = paths.map { "'\($0)'" }
    let keep = "\(RunReport.toolCommand) replay --keep-fixed --app-logic \(fixed)"
    let replay = runInProcess(["replay", "--app-logic", try version(fixedText), corpus])
    #expect(replay.code == .success, "\(replay.out)")
    let lines = replay.out.split(separator: "\n").map(String.init)
    try #require(lines.count == 5, "\(replay.out)")
    for (line, (path, quotedPath)) in zip(lines, zip(paths, quoted)) {
      #expect(line.hasPrefix("FIXED \(path): holds with \(fixed) (found with app-logic#"), "\(line)")
      #expect(
        line.hasSuffix(
          "); keep it as the fix's regression test: \(keep) \(quotedPath) (or retire it: git rm \(quotedPath))"),
        "\(line)")
    }
    let summary =
      "app-logic \(fixed): 3 counterexample(s) of an earlier version re-checked against it: 0 still break, 3 now "
      + "hold (fixed; keep them as the fix's regression tests: \(keep) \(quoted.joined(separator: " ")); or retire "
      + "the same files with git rm)"
    expectEqual(lines[3], summary)
    expectEqual(lines[4], "3 passed, 0 failed")

    // `run` counts them as the corpus's own: the fix passes and says so; the unfixed edit fails with them known.
    let passing = runInProcess([
      "run", "--app-logic", try version(fixedText), "--traces", "1", "--jobs", "1", "--corpus", corpus,
    ])
    #expect(passing.code == .success, "\(passing.out)")
    #expect(passing.out.contains("\n" + summary + "\n"), "\(passing.out)")
    let failing = runInProcess([
      "run", "--app-logic", try version(editedText), "--traces", "1", "--jobs", "1", "--corpus", corpus,
    ])
    expectEqual(failing.code, .failure)
    #expect(
      failing.out.contains(
        "\napp-logic \(edited): 3 counterexample(s) of an earlier version re-checked against it: 3 still break, 0 now "
          + "hold\n"), "\(failing.out)")
    #expect(failing.out.contains("1. found with an earlier version (app-logic#"), "\(failing.out)")

    // Kept, the fixed traces are the fix's regression tests (a breaker's CI passed after their `git rm` with the
    // bug back): they hold with the fix, and fail once the bug is back.
    let kept = runInProcess(["replay", "--keep-fixed", "--app-logic", try version(fixedText), corpus])
    #expect(kept.code == .success, "\(kept.out)")
    #expect(kept.out.split(separator: "\n").prefix(3).allSatisfy { $0.hasPrefix("KEPT  \(corpus)/") }, "\(kept.out)")
    #expect(try String(contentsOfFile: paths[0], encoding: .utf8).contains("\nexpect: holds\n"))
    expectEqual(runInProcess(["replay", "--app-logic", try version(fixedText), corpus]).code, .success)
    let back = runInProcess(["replay", "--app-logic", try version(editedText), corpus])
    expectEqual(back.code, .failure)
    #expect(back.out.contains("DIFF  \(paths[0]): expected holds, got "), "\(back.out)")
  }

  /// Thirty-second session's breaker: an edit that made an old counterexample's event impossible (a call moved onto
  /// a screen) read FIXED, `2 passed`, exit 0, and `--keep-fixed` said KEPT while the file stayed as it was, though
  /// the leak was still reachable another way. Such a trace no longer replays: STALE, exit 1, nothing written.
  @Test("an edit that removes a counterexample's event is no fix: STALE, never counted as holding, nothing kept")
  func editRemovingAnEventIsNoFix() throws {
    let dir = NSTemporaryDirectory() + "app-logic-removed-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/v2", withIntermediateDirectories: true)
    let lines: [String] = [
      "claims: app-switcher", "on sceneWillResignActive if not(stored(off)): addCover(view, tag=1)",
      "on sceneDidBecomeActive: removeCover(tag=1)", "on appCall(allowPeek): store(off)",
    ]
    let edited = dir + "/v2/sw.logic"
    let editedText: String = lines.dropLast().joined(separator: "\n")
    try (editedText + "\non appCall(allowPeek, screen=recovery-phrase): store(off)\n")
      .write(toFile: edited, atomically: true, encoding: .utf8)
    let trace = dir + "/leak.trace"
    var notes = ""
    for (i, line) in lines.enumerated() { notes += "app-logic: \(line)  # sw.logic:\(i + 1)\n" }
    let text: String =
      "lifecycle-fuzz trace 2\nstrategy: app-logic#5cef414d\n" + notes
      + "profile: iphone-ios17-scenes\nexpect: snapshot-leak\nlaunch\nappCall(allowPeek)\ngoHome\n"
    try text.write(toFile: trace, atomically: true, encoding: .utf8)
    let stale: String =
      "STALE \(trace): no longer replays with \(edited): the script's edit removed event 2 (appCall(allowPeek)),"
      + " which is not possible: the call is a tap on its screen's control, and that screen is in no window now;"
      + " not fixed: the leak may be reached another way, re-check with run (found with app-logic#5cef414d,"
      + " expect: snapshot-leak)\n"
    let count: String =
      "app-logic \(edited): 1 counterexample(s) of an earlier version re-checked against it: 0 still break, 0 now"
      + " hold, 1 no longer replay (not fixed: the script's edit removed one of their events, and the leak may be"
      + " reached another way; re-check with run)\n"
    for keeps in [false, true] {
      var arguments: [String] = ["replay"]
      if keeps { arguments.append("--keep-fixed") }
      let replay = runInProcess(arguments + ["--app-logic", edited, trace])
      #expect(replay.code == .failure, "\(replay.out)")
      #expect(replay.out.hasPrefix(stale + count), "\(replay.out)")
      let after: String = try String(contentsOfFile: trace, encoding: .utf8)
      expectEqual(after, text)
    }
  }
}
