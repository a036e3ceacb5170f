import AndroidStrategies
import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A new user's and a breaker's inputs (twenty-third session): a baseline naming a script, a trace's wrong
/// `app-logic:` line, scene events on an app without scenes, and script files that are no scripts. In the
/// serialized suite, as the others that forget the registered scripts.
extension AppLogicCommandLineTests {
  /// Forgets this test's scripts, as a new process knows none; only its own, since other suites may be replaying
  /// scripted corpus traces at the same time.
  private func forgetScripts() {
    AppLogicScripts.registry.forget(["app-logic#96fe546d", "app-logic#a04a8fb9"])
    RunReport.appLogicFiles = [:]
  }

  @Test("a script's baseline entries name its file: an edit keeps them, a new finding fails; fingerprint entries")
  func baselineNamingAScript() throws {
    // A bank's CI (thirtieth session): entries named the script by its fingerprint, so every edit broke the
    // baseline, and accepting everything again accepted the bug the edit had brought back.
    let dir = NSTemporaryDirectory() + "app-logic-baseline-\(UUID().uuidString)"
    let baseline = dir + "/accepted.baseline"
    let corpus = dir + "/corpus"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let script = dir + "/app.logic"
    let original = try String(contentsOfFile: Self.examples + "/resign-cover.logic", encoding: .utf8)
    try original.write(toFile: script, atomically: true, encoding: .utf8)
    let run = ["run", "--app-logic", script, "--traces", "10", "--seed", "4", "--quiet"]
    // The script's path is its identity (thirty-second session: its file's name only, shared by every folder's).
    let identity = "app-logic:" + ScriptIdentity.path(of: script)
    // Judged with the baseline it wrote, which accepts its one finding: exit 0.
    let found = runInProcess(run + ["--corpus", corpus, "--update-baseline", baseline])
    #expect(found.code == .success, "\(found.err)")
    let entries = try String(contentsOfFile: baseline, encoding: .utf8).split(separator: "\n").dropFirst(2)
    try #require(entries.count == 1)
    #expect(
      entries.allSatisfy { $0.contains(" | \(identity) | ") && $0.hasSuffix("\taccepted by --update-baseline") }
    )
    let added = "\n  added: \(entries[2].replacingOccurrences(of: "\t", with: "   ["))]\n"
    #expect(found.out.contains(added), "\(found.out)")
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".trace") }.sorted()
    let trace = corpus + "/" + (try #require(files.first))
    forgetScripts()
    // A saved trace names its file in its notes: replay needs no --app-logic.
    let replayed = runInProcess(["replay", "--baseline", baseline, trace])
    #expect(replayed.code == .success, "\(replayed.err)")
    #expect(replayed.out.contains("(accepted: accepted by --update-baseline)"), "\(replayed.out)")
    let explored = runInProcess(["explore", "--depth", "1", "--app-logic", script, "--baseline", baseline])
    #expect(explored.code == .success, "\(explored.err)")
    // An edit that keeps the findings (another tag) keeps them accepted; the placeholder reasons are named. The
    // baseline as earlier versions wrote it, naming the file's name only: read as the one script of that name.
    let byName = dir + "/by-name.baseline"
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    try written.replacingOccurrences(of: identity, with: "app-logic:app.logic")
      .write(toFile: byName, atomically: true, encoding: .utf8)
    try original.replacingOccurrences(of: "999", with: "998").write(toFile: script, atomically: true, encoding: .utf8)
    forgetScripts()
    // Without --quiet, which keeps warnings only: the notice says how the entry was read.
    let edited = runInProcess(run.filter { $0 != "--quiet" } + ["--no-corpus", "--baseline", byName])
    #expect(edited.code == .success, "\(edited.out)")
    #expect(
      edited.out.contains(
        "\n  WARNING: 1 entry accepts with the placeholder reason 'accepted by --update-baseline', which no one wrote "
          + "(\(byName) line 3): replace it with why each is acceptable\n  NOTICE: \(byName):3 names app-logic:app.logic "
          + "by its file name only (as earlier versions wrote): read as \(identity), the one --app-logic script of "
          + "that name; run --update-baseline \(byName) writes its path\n"), "\(edited.out)")
    // Two scripts of that name given (a command takes one --app-logic; a process that keeps the scripts it was given,
    // as this one, can hold two): the entry is ambiguous, refused at its line before anything runs.
    let other = dir + "/other/app.logic"
    try FileManager.default.createDirectory(atPath: dir + "/other", withIntermediateDirectories: true)
    try original.replacingOccurrences(of: "999", with: "997").write(toFile: other, atomically: true, encoding: .utf8)
    let ambiguous = runInProcess(["run", "--app-logic", other, "--quiet", "--no-corpus", "--baseline", byName])
    let both = [identity, "app-logic:" + ScriptIdentity.path(of: other)].sorted().joined(separator: ", ")
    expectEqual(ambiguous.code, .usage)
    expectEqual(
      ambiguous.err,
      "error: \(byName):3: 'app-logic:app.logic' names a script by its file name only (as earlier versions "
        + "wrote), and 2 scripts given have that name (\(both)): write its path\n")
    // An edit that brings a finding of its own fails (new), whatever the baseline accepted before.
    try original.replacingOccurrences(of: "sceneDidBecomeActive", with: "sceneWillEnterForeground")
      .write(toFile: script, atomically: true, encoding: .utf8)
    let broken = runInProcess(run + ["--no-corpus", "--baseline", baseline])
    #expect(broken.code == .failure, "\(broken.out)")
    // An entry of earlier versions names the script by its fingerprint: read as the file's while a script given or in
    // the corpus has it, else accepting nothing (warned), until --update-baseline carries its reason over.
    forgetScripts()
    try original.write(toFile: script, atomically: true, encoding: .utf8)
    let legacy = dir + "/legacy.baseline"
    let reviewed = try String(contentsOfFile: baseline, encoding: .utf8)
      .replacingOccurrences(of: identity, with: "app-logic#96fe546d")
      .replacingOccurrences(of: "accepted by --update-baseline", with: "reviewed")
    try reviewed.write(toFile: legacy, atomically: true, encoding: .utf8)
    expectEqual(runInProcess(run + ["--no-corpus", "--baseline", legacy]).code, .success)
    forgetScripts()
    try original.replacingOccurrences(of: "999", with: "998").write(toFile: script, atomically: true, encoding: .utf8)
    let unknown = runInProcess(run + ["--no-corpus", "--baseline", legacy])
    expectEqual(unknown.code, .failure)
    #expect(
      unknown.out.contains(
        "\n  WARNING: \(legacy):3 names a script by a fingerprint (as earlier versions wrote) that no --app-logic script "
          + "has, so it accepts nothing; run --update-baseline \(legacy) carries its reason over to the script's finding "
          + "with the same invariant, profile and events: "), "\(unknown.out)")
    // The finding written twice, by the fingerprint with a reason someone wrote and by the path with the placeholder:
    // the update keeps the written reason (it kept the first line's, the placeholder).
    let placeholder = try #require(written.split(separator: "\n").last)
    try (reviewed + placeholder + "\n")
      .write(toFile: legacy, atomically: true, encoding: .utf8)
    let updated = runInProcess(run + ["--no-corpus", "--update-baseline", legacy])
    expectEqual(updated.code, .success)
    try expectEqual(
      String(contentsOfFile: legacy, encoding: .utf8),
      reviewed.replacingOccurrences(of: "app-logic#96fe546d", with: identity))
    forgetScripts()
    let edits = [
      original.replacingOccurrences(of: "999", with: "998"),
      original.replacingOccurrences(of: "999", with: "997"),
      original.replacingOccurrences(of: "sceneDidBecomeActive", with: "sceneWillEnterForeground"),
    ]
    AppLogicScripts.registry.forget(try edits.map { "app-logic#" + (try AppLogicScript(parsing: $0)).fingerprint })
  }

  @Test("a trace's wrong app-logic: line is named (TRACE:LINE); a fingerprint not the strategy's, at strategy:")
  func traceHeaderLineIsNamed() throws {
    let path = NSTemporaryDirectory() + "app-logic-header-\(UUID().uuidString).trace"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let trace = { (second: String) in
      "lifecycle-fuzz trace 2\nstrategy: app-logic#96fe546d\napp-logic: claims: app-switcher\n"
        + "app-logic: on sceneWillResignActive: \(second)\napp-logic: on sceneDidBecomeActive: removeCover(tag=999)\n"
        + "profile: iphone-ios17-scenes\nexpect: holds\nlaunch\n"
    }
    for (second, message) in [
      ("addCovr(view, tag=999)", "app-logic: unknown action 'addCovr' (did you mean 'addCover'?)"),
      ("addCover(view, tag=999", "app-logic: expected ',' or ')' in 'addCover(...)', found the end of the line"),
    ] {
      try trace(second).write(toFile: path, atomically: true, encoding: .utf8)
      let r = runInProcess(["replay", path])
      expectEqual(r.code, .usage)
      expectEqual(r.err, "error: \(path):4: \(message)\n")
    }
    try trace("addCover(blur, tag=999)").write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["replay", path])
    #expect(r.err.hasPrefix("error: \(path):2: the app-logic: lines have fingerprint "), "\(r.err)")
  }

  @Test("scene events on a profile without scenes (and the app delegate's four with scenes) are warned of")
  func undeliverableEventsAreWarned() throws {
    let script = Self.examples + "/resign-cover.logic"
    let appDelegate = runInProcess([
      "run", "--app-logic", script, "--profile", "iphone-ios17-appdelegate", "--traces", "1", "--no-corpus", "--quiet",
    ])
    #expect(appDelegate.code != .usage)
    expectEqual(
      appDelegate.err,
      "warning: app-logic#96fe546d on iphone-ios17-appdelegate: sceneWillResignActive, sceneDidBecomeActive can "
        + "never be delivered: its app has no scenes (app delegate only), and UIKit calls the application... events "
        + "instead\n")
    let scenes = runInProcess(["run", "--app-logic", script, "--traces", "1", "--no-corpus", "--quiet"])
    #expect(scenes.err.isEmpty)
    let path = NSTemporaryDirectory() + "app-delegate-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    // 23 handlers no trace runs (lines 2 to 24): the report shows 20 and says how many more.
    try "claims: app-switcher\non applicationWillResignActive: addCover(view, tag=1)\n"
      .appending((2...23).map { "on scenePhase(inactive): addCover(view, tag=\($0))\n" }.joined())
      .write(toFile: path, atomically: true, encoding: .utf8)
    let sarif = path + ".sarif"
    defer { try? FileManager.default.removeItem(atPath: sarif) }
    let onScenes = runInProcess([
      "run", "--app-logic", path, "--profile", "iphone-ios17-scenes", "--traces", "1", "--no-corpus", "--sarif", sarif,
    ])
    // SwiftUI's phase reaches only a SwiftUI App: the default profile's UIKit app never runs the handler.
    #expect(
      onScenes.err.contains(
        " on iphone-ios17-scenes: scenePhase can never be delivered: its app is no SwiftUI App (the model delivers"
          + " them as an App's .onChange(of: scenePhase)); run it on a *-swiftui profile (--profile"
          + " iphone-ios17-swiftui)\n"), "\(onScenes.err)")
    // And after the run its handler is one no longer run reaches, said so (not "a longer run may reach it").
    let file = ScriptIdentity.path(of: path)
    #expect(
      onScenes.out.contains(
        "never reached: \(file):3 on scenePhase(inactive): cannot run on iphone-ios17-scenes: scenePhase reaches a"
          + " SwiftUI App only (--profile iphone-ios17-swiftui)\n"), "\(onScenes.out)")
    #expect(onScenes.out.contains("never reached: \(file):21 on "), "\(onScenes.out)")
    #expect(!onScenes.out.contains("never reached: \(file):22 on "), "\(onScenes.out)")
    #expect(onScenes.out.contains("\n  ... and 3 more (--verbose shows all)\n  ("), "\(onScenes.out)")
    // SARIF keeps every one, as one note of the run at the 23 lines (no alert each).
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let notes = try #require(
      (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])
    expectEqual(notes.count, 1)
    let text = try #require((notes.first?["message"] as? [String: Any])?["text"] as? String)
    #expect(text.contains("23 points of the script no trace reached"), "\(text)")
    #expect(text.contains("never reached: \(file):24 on scenePhase(inactive)"), "\(text)")
    expectEqual((notes.first?["locations"] as? [Any])?.count, 23)
    #expect(
      onScenes.err.hasSuffix(
        " on iphone-ios17-scenes: applicationWillResignActive can never be delivered: its app has scenes, and UIKit "
          + "calls their scene delegates instead (the scene... events)\n"), "\(onScenes.err)")
    // With no profile named, the script's own is the SwiftUI App's: its phase handlers run, only the app
    // delegate's callback is warned of.
    let own = runInProcess(["run", "--app-logic", path, "--traces", "1", "--no-corpus"])
    #expect(!own.err.contains("scenePhase can never be delivered"), "\(own.err)")
    #expect(
      own.err.contains(" on iphone-ios17-swiftui: applicationWillResignActive can never be delivered"), "\(own.err)")
    #expect(own.out.contains("iphone-ios17-swiftui"), "\(own.out)")
    #expect(!own.out.contains("never reached: \(file):3 on scenePhase(inactive): cannot run"), "\(own.out)")
  }

  @Test("an unfocused claim off a Mac is warned of: nothing there can take the focus, so its check holds untested")
  func unfocusedClaimOffAMacIsWarned() {
    let name = "cover-window + promise[unfocused]"
    let phone = runInProcess(["run", "--strategy", name, "--traces", "1", "--no-corpus", "--quiet"])
    expectEqual(
      phone.err,
      "warning: \(name) on iphone-ios17-scenes: claims unfocused, but no other app can take the focus on this "
        + "profile (a Mac only), so uncovered-while-unfocused holds untested there; run it on a mac-* profile "
        + "(--profile mac-ios18-scenes)\n")
    let mac = runInProcess([
      "run", "--strategy", name, "--profile", "mac-ios18-scenes", "--traces", "1", "--no-corpus", "--quiet",
    ])
    #expect(mac.err.isEmpty, "\(mac.err)")
  }

  @Test("a script file that is no script: one line naming the file (and line), exit 2")
  func filesThatAreNoScripts() throws {
    let dir = NSTemporaryDirectory() + "app-logic-inputs-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cases: [(name: String, bytes: [UInt8], error: String)] = [
      ("missing.logic", [], "missing.logic: no such file"),
      (
        "latin1.logic", Array("claims: app-switcher\non appCall(caf".utf8) + [0xE9, 0x29],
        "latin1.logic:2: not UTF-8 text (a script is UTF-8)"
      ),
      (
        "tab.logic", Array("claims: app-switcher\non sceneWillResignActive: addCover(view,\n\ttag=1)\n".utf8),
        "tab.logic:2: expected a value, found the end of the line (a handler is one line: line 3 does not go on with it)"
      ),
      (
        "indented.logic", Array("on sceneWillResignActive: addCover(view, tag=1)\n\t; removeCover(tag=1)\n".utf8),
        "indented.logic:2: an indented line does not go on with the handler on line 1: a handler is one line"
      ),
      (
        "mixed.logic",
        Array(
          "claims: app-switcher\non sceneWillResignActive: addCover(view, tag=1)\non onPause: removeCover(tag=1)\n".utf8
        ),
        "mixed.logic:3: unknown event 'onPause', read as an iOS script ('onPause' is Android's: a script's events are "
          + "one platform's)"
      ),
      (
        // The other platform's setting says whose it is, as its events do (a breaker's `fields:` in an iOS script).
        "fields.logic", Array("fields: a\non sceneWillResignActive: addCover(view, tag=1)\n".utf8),
        "fields.logic:1: unknown setting 'fields', read as an iOS script ('fields:' is Android's setting: a script's "
          + "settings are one platform's)"
      ),
      (
        "release.logic", Array("claims: recents\nrelease: field\non onPause: addFlags(secure)\n".utf8),
        "release.logic:2: unknown setting 'release', read as an Android script ('release:' is iOS's setting: a "
          + "script's settings are one platform's)"
      ),
    ]
    for c in cases where c.name != "missing.logic" {
      FileManager.default.createFile(atPath: dir + "/" + c.name, contents: Data(c.bytes))
    }
    try FileManager.default.createDirectory(atPath: dir + "/folder.logic", withIntermediateDirectories: false)
    for (name, error) in cases.map({ ($0.name, $0.error) }) + [
      ("folder.logic", "folder.logic: a folder, not a script file")
    ] {
      let r = runInProcess(["run", "--app-logic", dir + "/" + name, "--no-corpus"])
      expectEqual(r.code, .usage)
      expectEqual(r.err, "error: \(dir)/\(error)\n")
    }
  }

  @Test("replay --app-logic FILE of traces of other scripts, without a baseline, warns that each replays its own")
  func replayWithAScriptWarns() {
    let trace = repositoryRoot.appendingPathComponent(
      "corpus/public-reports/C34-script-private-mode-no-private-tab.trace"
    ).path
    let r = runInProcess(["replay", "--app-logic", Self.examples + "/resign-cover.logic", trace])
    #expect(r.code == .success, "\(r.err)")
    #expect(r.err.hasPrefix("warning: --app-logic re-checks the traces of the script and of its earlier versions"))
    #expect(r.out.contains("C34-script-private-mode-no-private-tab.trace: snapshot-leak"), "\(r.out)")
    let plain = runInProcess(["replay", trace])
    #expect(plain.err.isEmpty)
  }
}
