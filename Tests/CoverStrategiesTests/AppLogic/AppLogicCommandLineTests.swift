import AndroidStrategies
import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import TestProcessSplit
import Testing

/// `run --app-logic`, `replay` and `list app-logic`: a bad script is one line naming the file and line;
/// a counterexample found for a script carries the script and replays from the trace alone.
@MainActor @Suite(.serialized, .handedToSecondProcess("CoverStrategiesTests.AppLogicCommandLineTests"))
struct AppLogicCommandLineTests {
  static let examples = repositoryRoot.appendingPathComponent("Examples/app-logic").path

  /// The strategy a trace's text names (`strategy: app-logic#...`), so a test forgets only its own script.
  static func strategyName(in text: String) -> String {
    let line = text.split(separator: "\n").first { $0.hasPrefix("strategy: ") } ?? ""
    return String(line.dropFirst("strategy: ".count))
  }

  @Test("a script the vocabulary rejects: FILE:LINE: message, exit 2")
  func badScript() throws {
    let path = NSTemporaryDirectory() + "bad-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "claims: app-switcher\n\non sceneWillResignActive: addCovr(view, tag=1)\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["run", "--app-logic", path, "--no-corpus"])
    expectEqual(r.code, .usage)
    #expect(r.out.isEmpty)
    expectEqual(r.err, "error: \(path):3: unknown action 'addCovr' (did you mean 'addCover'?), read as an iOS script\n")
    // A script's name alone, in a process that never read it: the way to give it.
    let named = runInProcess(["run", "--strategy", "app-logic#0badf00d", "--no-corpus"])
    expectEqual(named.code, .usage)
    expectEqual(
      named.err,
      "error: unknown strategy 'app-logic#0badf00d': an app-logic script's name; give its file with "
        + "--app-logic FILE\n")
  }

  @Test("a secure(...) the vocabulary rejects: FILE:LINE: message, exit 2, nothing run")
  func badSecureAction() throws {
    let path = NSTemporaryDirectory() + "bad-secure-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "claims: screenshots\non appCall(p): secure(on, undo=flag)\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["run", "--app-logic", path, "--no-corpus"])
    expectEqual(r.code, .usage)
    #expect(r.out.isEmpty)
    expectEqual(
      r.err,
      "error: \(path):2: secure(on) takes no 'undo=' (it takes field=, canvas=, of=, tag=, touches=), "
        + "read as an iOS script\n")
  }

  @Test("a guarded branch behind a 30 s wait is reached in 1 trace of seed 41; what never ran is named at FILE:LINE")
  func scriptBranchesSteerAndReport() throws {
    let script = Self.examples + "/lock-after-30s.logic"
    // The script's path from the current folder, as a trace's notes hold it.
    let place = ScriptIdentity.path(of: script)
    func neverReached(traces: Int, _ extra: [String] = []) -> [String] {
      let r = runInProcess(
        [
          "run", "--app-logic", script, "--traces", "\(traces)", "--seed", "41", "--no-corpus", "--corpus",
          NSTemporaryDirectory() + "no-corpus-\(UUID().uuidString)", "--jobs", "1",
        ] + extra)
      return r.out.split(separator: "\n").filter { $0.hasPrefix("never reached: ") }.map(String.init)
    }
    // The script's own name beside its --app-logic names it once (it was refused as named twice).
    let name = AppLogicStrategy.name(of: try AppLogicScript(parsing: String(contentsOfFile: script, encoding: .utf8)))
    let tail = [
      "never reached: \(place):13 on evaluatePolicyReply(userFallback)",
      "never reached: \(place):14 on passcodeEntered(right)",
    ]
    // Measured (seed 41 since session 40: keyboardShow's hit-tested validity changed the draws, and seed 4's second
    // trace no longer passes the wait): the second trace starts from one the first kept (it reached new points of the script), and goes
    // on past the wait, so the lock goes up and Face ID is asked; no trace of two enters the passcode.
    // Since session 44 the first trace is the relock's probe (leave, `advance(31)`, return): it reaches lines 10
    // and 11 itself, where a generated first trace reached neither.
    expectEqual(
      neverReached(traces: 1, ["--strategy", name]),
      [
        "never reached: \(place):12 on evaluatePolicyReply(success)"
      ] + tail)
    expectEqual(neverReached(traces: 2), tail)
  }

  @Test("a counterexample saved from run --app-logic replays from the trace alone")
  func counterexampleReplays() throws {
    let dir = NSTemporaryDirectory() + "app-logic-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let script = Self.examples + "/resign-cover.logic"
    let place = ScriptIdentity.path(of: script)
    // Seed 4 finds a card leak (a presentation over the cover while in the switcher) in 10 traces.
    let r = runInProcess(["run", "--app-logic", script, "--traces", "10", "--seed", "4", "--corpus", dir, "--quiet"])
    expectEqual(r.code, .failure)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".trace") }.sorted()
    let file = try #require(files.first)
    #expect(file.hasPrefix("app-logic"))
    let text = try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
    // Each script line notes the file and line it came from (a comment to the reader: the fingerprint is unchanged).
    #expect(text.contains("\napp-logic: on sceneWillResignActive: addCover(view, tag=999)  # \(place):4\n"))
    #expect(text.contains("\nexpect: snapshot-leak\n"))
    AppLogicScripts.registry.forget([Self.strategyName(in: text)])
    // The verdict recorded, found again from the trace alone (a BROKEN trace replays as "still BROKEN", exit 1).
    let replay = runInProcess(["replay", dir + "/" + file])
    #expect(
      replay.out.hasSuffix(
        "FAILED (exit 1): 1 known counterexample still BROKEN, neither "
          + "accepted nor expected (the cover still breaks it; as in 'run', a "
          + "committed counterexample fails until the cover is fixed); 0 "
          + "regressions; 1 replayed\n"), "\(replay.out)")
    #expect(replay.err.isEmpty)
    // No "ok" beside BROKEN, and no catalog a script is not in: what its author can do (a new user's trial).
    #expect(
      replay.out.hasPrefix(
        "BROKEN \(dir)/\(file): snapshot-leak, as recorded; neither accepted nor expected (a script's findings are"
          + " never expected; accept them with a baseline"), "\(replay.out)")
    let inline = runInProcess([
      "replay", "--app-logic", script, "--profile", "iphone-ios17-scenes", "--expect", "snapshot-leak", "--events",
      "launch · openAppSwitcher · appPresent(alert, top)",
    ])
    #expect(
      inline.out.contains(
        "BROKEN launch · openAppSwitcher · appPresent(alert, top): snapshot-leak, as --expect says; neither accepted"
          + " nor expected (a script's findings are never expected; accept them with a baseline (run --update-baseline"
          + " FILE writes one); only a saved trace's replay takes --baseline)\n"), "\(inline.out)")
    // The user's own file and line (line 4 of resign-cover.logic, after two comment lines), in every format.
    let explain = runInProcess(["explain", dir + "/" + file])
    #expect(explain.out.contains("app-logic \(place):4: addCover(view, tag=999)"), "\(explain.out)")
    #expect(!explain.out.contains("app-logic line "), "\(explain.out)")
    let markdown = runInProcess(["explain", dir + "/" + file, "--format", "markdown"])
    #expect(markdown.out.contains("app-logic \(place):4: addCover(view, tag=999)"), "\(markdown.out)")
    // The HTML page shows the callbacks too (it left them out), the script's actions among them; its trace names
    // the file's lines.
    let html = runInProcess(["explain", dir + "/" + file, "--format", "html"])
    #expect(html.out.contains("app-logic: on sceneWillResignActive: addCover(view, tag=999)  # \(place):4\n"))
    #expect(html.out.contains("<h2>Callbacks</h2>\n"), "\(html.out)")
    #expect(html.out.contains(", app-logic \(place):4: addCover(view, tag=999), "), "\(html.out)")
    #expect(!markdown.out.contains("app-logic line ") && !html.out.contains("app-logic line "))
  }

  @Test("an Android script: its events name the platform; its counterexample replays and explains from the trace")
  func androidCounterexampleReplays() throws {
    let dir = NSTemporaryDirectory() + "app-logic-android-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let script = Self.examples + "/android/lock-rearmed-on-stop.txt"
    let place = ScriptIdentity.path(of: script)
    let r = runInProcess(["run", "--app-logic", script, "--traces", "20", "--corpus", dir, "--quiet"])
    #expect(r.code == .failure, "\(r.err)")
    let folder = dir + "/android"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".trace") }.sorted()
    let file = try #require(files.first { $0.contains("--lock-bypass--") })
    let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
    #expect(text.contains("\nplatform: android\nstrategy: app-logic#"), "\(text)")
    #expect(text.contains("\napp-logic: on onStop: set(locked); addView(lock)  # \(place):7\n"))
    AndroidAppLogicScripts.registry.forget([Self.strategyName(in: text)])
    let replay = runInProcess(["replay", folder + "/" + file])
    #expect(
      replay.out.hasSuffix(
        "FAILED (exit 1): 1 known counterexample still BROKEN, neither "
          + "accepted nor expected (the cover still breaks it; as in 'run', a "
          + "committed counterexample fails until the cover is fixed); 0 "
          + "regressions; 1 replayed\n"), "\(replay.out)")
    let explain = runInProcess(["explain", folder + "/" + file])
    // Line 5 of the file (three comment lines above it), not the second of the trace's script lines.
    #expect(explain.out.contains("app-logic \(place):5: addView(lock)"), "\(explain.out)")
  }

  @Test("a script no platform takes: the error of the platform that read furthest, named")
  func scriptOfNoPlatform() throws {
    let path = NSTemporaryDirectory() + "bad-android-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "lock: locked\non onCreate: set(locked)\non onPause: addViw(lock)\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["run", "--app-logic", path, "--no-corpus"])
    expectEqual(r.code, .usage)
    expectEqual(
      r.err, "error: \(path):3: unknown action 'addViw' (did you mean 'addView'?), read as an Android script\n")
  }

  @Test(
    "a wait the script measures (elapsed) is drawn as a wait, so a 30 s, 60 s, 2 h or a day's lock is reached",
    arguments: [
      (
        "claims: app-switcher\nlock: locked\non sceneDidEnterBackground: stamp(away)\n"
          + "on sceneWillEnterForeground if elapsed(away, 30): set(locked)\n"
          + "on evaluatePolicyReply(success): clear(locked)\n", "advance(30)"
      ),
      (
        "claims: recents\nlock: locked\non onStop: stamp(away)\non onResume if elapsed(away, 60): set(locked)\n"
          + "on onAuthenticationSucceeded: clear(locked)\n", "advance(60"
      ),
      // Waits over an hour (the old cap of one advance, which the generator's menu left out): a "lock after 2
      // hours" held unexplored, exit 0, until session 33.
      (
        "claims: app-switcher\nlock: locked\non sceneDidEnterBackground: stamp(away)\n"
          + "on sceneWillEnterForeground if elapsed(away, 7200): set(locked)\n"
          + "on evaluatePolicyReply(success): clear(locked)\n", "advance(7200)"
      ),
      (
        "claims: recents\nlock: locked\non onStop: stamp(away)\non onResume if elapsed(away, 86400): set(locked)\n"
          + "on onAuthenticationSucceeded: clear(locked)\n", "advance(86400)"
      ),
    ])
  func measuredWaitsAreDrawn(script: String, wait: String) throws {
    let path = NSTemporaryDirectory() + "waits-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    // The lock is never drawn, so the first return after the wait shows the content it promises to hide.
    let r = runInProcess(["run", "--app-logic", path, "--traces", "200", "--no-corpus", "--invariant", "lock-bypass"])
    #expect(r.code == .failure, "\(r.out)")
    #expect(r.out.contains(wait), "\(r.out)")
  }

  @Test("an Android script's mistake in its first handler is read as Android's: its events say so")
  func androidMistakeNamesAndroid() throws {
    let path = NSTemporaryDirectory() + "first-line-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "on onCreate: addFlags(secur)\non onStop: clearFlags(secure)\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["run", "--app-logic", path, "--no-corpus"])
    expectEqual(r.code, .usage)
    #expect(r.err.hasPrefix("error: \(path):1: "), "\(r.err)")
    #expect(r.err.hasSuffix(", read as an Android script\n"), "\(r.err)")
  }

  @Test("SARIF and JUnit name a script's finding by the script file and its handler's line; the trace is related")
  func sarifNamesTheScript() throws {
    let dir = NSTemporaryDirectory() + "app-logic-sarif-\(UUID().uuidString)"
    let sarif = dir + ".sarif"
    let junit = dir + ".xml"
    defer {
      for path in [dir, sarif, junit] { try? FileManager.default.removeItem(atPath: path) }
    }
    let script = Self.examples + "/resign-cover.logic"
    let r = runInProcess([
      "run", "--app-logic", script, "--traces", "10", "--seed", "4", "--corpus", dir, "--quiet", "--sarif", sarif,
      "--junit", junit,
    ])
    #expect(r.code == .failure, "\(r.err)")
    let log = try String(contentsOfFile: sarif, encoding: .utf8)
    let uris = log.split(separator: "\n").filter { $0.contains("\"uri\"") }
    #expect(uris.contains { $0.contains("app-logic%23") }, "\(uris)")
    #expect(!uris.contains { $0.contains("app-logic#") }, "\(uris)")
    #expect(uris.contains { $0.contains("resign-cover.logic") }, "\(uris)")
    #expect(!uris.contains { $0.contains("AppLogicStrategy.swift") }, "\(uris)")
    // A new user's red CI named app-logic#FINGERPRINT: the result is in the script, here at the handler that last ran
    // before the breaking step, since none ran at it (the app was already inactive when the switcher opened).
    let data = try #require(log.data(using: .utf8))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(root["runs"] as? [[String: Any]])
    let first = try #require((runs.first?["results"] as? [[String: Any]])?.first)
    let text = try #require((first["message"] as? [String: Any])?["text"] as? String)
    #expect(text.contains("resign-cover.logic on iphone-ios17-scenes breaks "), "\(text)")
    #expect(
      text.contains(
        "resign-cover.logic:4 (no handler ran at step 2, where the invariant broke: the last one before it;"),
      "\(text)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("classname=\"\(script)\""), "\(xml)")
    #expect(!xml.contains("classname=\"app-logic#"), "\(xml)")
    #expect(xml.contains("script: \(script):4 (no handler ran at step 2, where the invariant broke:"), "\(xml)")
    // Two handlers run at the step that leaks the card (it found them placed at the last): the first, the other said.
    let two = dir + "-two.logic"
    defer { try? FileManager.default.removeItem(atPath: two) }
    try "claims: app-switcher\non sceneWillResignActive: stamp(left)\non sceneWillResignActive: set(away)\n".write(
      toFile: two, atomically: true, encoding: .utf8)
    _ = runInProcess([
      "run", "--app-logic", two, "--traces", "10", "--seed", "4", "--no-corpus", "--quiet", "--junit", junit,
    ])
    let placed = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(
      placed.contains(
        "script: \(two):2 (the handler that ran at step 1, where the invariant broke; also ran then: line 3;"),
      "\(placed)")
  }

  @Test("app: payments runs an Android script in the app of four activities; its example leaks the statement")
  func androidPaymentsApp() throws {
    let script = Self.examples + "/android/secure-flag-one-activity.txt"
    let r = runInProcess([
      "run", "--app-logic", script, "--traces", "100", "--no-corpus", "--invariant", "capture-leak",
    ])
    #expect(r.code == .failure, "\(r.err)")
    #expect(r.out.contains("screenshot shows 'activity/statementText'"), "\(r.out)")
    #expect(!r.out.contains("activity/cardText"), "\(r.out)")
  }

  @Test("a committed trace whose expect: was edited is left as it is by a run that finds its events again")
  func editedCommittedTraceIsKept() throws {
    let dir = NSTemporaryDirectory() + "app-logic-edited-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let script = Self.examples + "/resign-cover.logic"
    let arguments = ["run", "--app-logic", script, "--traces", "10", "--seed", "4", "--corpus", dir, "--quiet"]
    _ = runInProcess(arguments)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".trace") }.sorted()
    let path = dir + "/" + (try #require(files.first { $0.contains("--snapshot-leak--") }))
    let edited = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(of: "\nexpect: snapshot-leak\n", with: "\n# my committed note\nexpect: stranded-cover\n")
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    let again = runInProcess(arguments)
    expectEqual(again.code, .failure)
    try expectEqual(String(contentsOfFile: path, encoding: .utf8), edited)
  }

  @Test("list app-logic prints the vocabulary")
  func listing() {
    let r = runInProcess(["list", "app-logic"])
    expectEqual(r.code, .success)
    #expect(r.out.hasPrefix("APP-LOGIC  (run --app-logic FILE; docs/app-logic.md)\n"))
    #expect(r.out.contains("\n    evaluatePolicyReply(success|failure|userCancel|systemCancel|"))
    #expect(r.out.contains("\n    addCover[(view|blur|snapshot)] tag= resizes= in=\n"))
  }
}
