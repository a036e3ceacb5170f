import Foundation
import TestExpectations
import Testing

/// A hand-written trace of the user's own script (fortieth session, from the s39 new user's review): it needed
/// `strategy: app-logic#FINGERPRINT`, found by trial from an error message, and the script's `unlockTapped` had to be
/// written as a touch, also found by trial; `explain` took no inline events as `replay` does.
@Suite("A hand trace of a script: strategy: app-logic, callback names, explain --events")
struct HandTraceScriptTests {
  static let script = """
    claims: app-switcher
    lock: locked
    release: biometry+field
    on sceneWillConnect: set(locked); showWindow(lockwin, level=alert+1, root=lock)
    on sceneDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
    on unlockTapped if not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): hideWindow(lockwin); clear(locked)
    on passcodeEntered(right): hideWindow(lockwin); clear(locked)

    """

  /// A folder with the script as `bank.logic`.
  static func folder() throws -> String {
    let dir = try makeTempDirectory()
    try script.write(toFile: dir + "/bank.logic", atomically: true, encoding: .utf8)
    return dir
  }

  static func trace(_ strategy: String, lines: String = "", expect: String, events: [String]) -> String {
    "lifecycle-fuzz trace 2\nstrategy: \(strategy)\n\(lines)profile: iphone-ios17-scenes\nexpect: \(expect)\n"
      + events.joined(separator: "\n") + "\n"
  }

  @Test("strategy: app-logic is the --app-logic script in replay and explain; without one, one line says what to write")
  func scriptWord() throws {
    let dir = try Self.folder()
    // Cancel, the Unlock button, Face ID: unlocked; the switcher card then shows the app (no cover).
    let events = ["launch", "dismissSystemAlert", "touch(0.5, 0.45)", "faceIDMatch", "openAppSwitcher"]
    try Self.trace("app-logic", expect: "snapshot-leak", events: events)
      .write(toFile: dir + "/my.trace", atomically: true, encoding: .utf8)
    let replayed = try runTool(["replay", "--app-logic", "bank.logic", "my.trace"], in: dir)
    #expect(replayed.status == 1, "\(replayed.out)\(replayed.err)")  // a break: BROKEN, as a file of the script
    #expect(replayed.out.contains("my.trace"), "\(replayed.out)")
    #expect(replayed.out.contains("snapshot-leak"), "\(replayed.out)")
    #expect(!replayed.err.contains("error:"), "\(replayed.err)")
    let explained = try runTool(["explain", "--app-logic", "bank.logic", "my.trace"], in: dir)
    #expect(explained.status == 0, "\(explained.out)\(explained.err)")
    #expect(explained.out.contains("outcome: snapshot-leak at step 4"), "\(explained.out)")
    #expect(explained.out.contains("app-logic bank.logic:6: evaluatePolicy(biometrics)"), "\(explained.out)")
    // No script given: one line naming what to write.
    let alone = try runTool(["explain", "my.trace"], in: dir)
    expectEqual(alone.status, 2)
    #expect(
      alone.err
        == "error: my.trace:2: strategy 'app-logic' is the iOS script given with --app-logic FILE, and none was given:"
        + " replay or explain this trace with --app-logic FILE, or carry the script in the trace as app-logic:"
        + " lines\n", "\(alone.err)")
  }

  @Test("run --app-logic reads a corpus trace of strategy: app-logic as the script's: known, replayed with the script")
  func scriptWordInRunCorpus() throws {
    let dir = try Self.folder()
    try FileManager.default.createDirectory(atPath: dir + "/mine", withIntermediateDirectories: true)
    // The run's first finding, written by hand (the script covers nothing when the app leaves after the passcode).
    let events = ["launch", "dismissSystemAlert", "enterPasscode", "goHome"]
    try Self.trace("app-logic", expect: "snapshot-leak", events: events)
      .write(toFile: dir + "/mine/leak.trace", atomically: true, encoding: .utf8)
    let run = try runTool(["run", "--app-logic", "bank.logic", "--corpus", "mine", "--traces", "60"], in: dir)
    #expect(run.status == 1, "\(run.out)\(run.err)")  // the finding, not exit 2 on reading the corpus
    #expect(!run.err.contains("error:"), "\(run.err)")
    #expect(run.out.contains("launch · dismissSystemAlert · enterPasscode · goHome   [known;"), "\(run.out)")
    // Its replay hint gives the script: the file alone names none.
    #expect(
      run.out.contains("replay: swift run lifecycle-fuzz replay --app-logic bank.logic mine/leak.trace\n"),
      "\(run.out)")
    let replayed = try runTool(["replay", "--app-logic", "bank.logic", "mine/leak.trace"], in: dir)
    #expect(replayed.status == 1, "\(replayed.out)\(replayed.err)")  // a known counterexample still breaks
    #expect(replayed.out.hasPrefix("BROKEN mine/leak.trace: snapshot-leak, as recorded"), "\(replayed.out)")
  }

  @Test("strategy: app-logic with the script's app-logic: lines: their fingerprint, no file needed")
  func scriptWordWithLines() throws {
    let dir = try makeTempDirectory()
    let lines = Self.script.split(separator: "\n").map { "app-logic: \($0)\n" }.joined()
    try Self.trace("app-logic", lines: lines, expect: "holds", events: ["launch", "dismissSystemAlert"])
      .write(toFile: dir + "/my.trace", atomically: true, encoding: .utf8)
    let replayed = try runTool(["replay", "my.trace"], in: dir)
    #expect(replayed.status == 0, "\(replayed.out)\(replayed.err)")
    #expect(replayed.out.hasPrefix("ok "), "\(replayed.out)")
  }

  @Test("a script's callback written as an event: one line names the user's event that sets it off")
  func callbackNames() throws {
    let dir = try Self.folder()
    let tapped = try runTool(
      [
        "replay", "--app-logic", "bank.logic", "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events",
        "launch · dismissSystemAlert · unlockTapped",
      ], in: dir)
    expectEqual(tapped.status, 2)
    #expect(
      tapped.err.contains(
        "--events, event 3: unknown event 'unlockTapped': it is an app-logic script's callback, not the user's event;"
          + " a trace writes touch(0.5, 0.45)"), "\(tapped.err)")
    let entered = try runTool(
      [
        "replay", "--app-logic", "bank.logic", "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events",
        "launch · passcodeEntered(right)",
      ], in: dir)
    #expect(entered.err.contains("a trace writes enterPasscode"), "\(entered.err)")
  }

  @Test("--strategy and --app-logic together in an inline trace: one line, exit 2, in either order")
  func strategyAndScript() throws {
    let dir = try Self.folder()
    let rest = ["--profile", "iphone-ios17-scenes", "--expect", "holds", "--events", "launch"]
    let both =
      "error: --strategy and --app-logic cannot be given together (each names the strategy of the inline trace;"
      + " --app-logic FILE replays the script as its strategy)\n"
    for command in ["replay", "explain"] {
      for pair in [
        ["--strategy", "subview-tag", "--app-logic", "bank.logic"],
        ["--app-logic", "bank.logic", "--strategy", "subview-tag"],
      ] {
        let given = try runTool([command] + pair + rest, in: dir)
        #expect(given.status == 2, "\(command) \(pair): \(given.out)\(given.err)")  // the last one silently won
        #expect(given.err == both, "\(command) \(pair): \(given.err)")
        #expect(given.out.isEmpty, "\(given.out)")
      }
    }
    // A trace file beside --strategy: it names its own strategy (it was called an unknown option).
    try Self.trace("app-logic", expect: "holds", events: ["launch"])
      .write(toFile: dir + "/my.trace", atomically: true, encoding: .utf8)
    let file = try runTool(["replay", "--strategy", "subview-tag", "my.trace"], in: dir)
    expectEqual(file.status, 2)
    #expect(
      file.err.hasPrefix(
        "error: replay takes trace files or inline events (--strategy or --app-logic, --profile, --expect, --events),"
          + " not both ('my.trace'): a trace file names its own strategy"), "\(file.err)")
    // run and compare take both: the script is fuzzed as well as the strategy (their help: "also").
    let run = try runTool(
      ["run", "--strategy", "subview-tag", "--app-logic", "bank.logic", "--traces", "5", "--no-corpus"], in: dir)
    #expect(run.status != 2, "\(run.out)\(run.err)")
    let rows = run.out.split(separator: "\n").filter { $0.hasPrefix("  holds ") || $0.hasPrefix("  BROKEN ") }
    #expect(rows.count == 2, "\(run.out)")
    #expect(rows.first?.contains(" subview-tag ") == true, "\(run.out)")
    #expect(rows.last?.contains(" app-logic#") == true, "\(run.out)")
  }

  @Test("explain --events explains inline events as replay takes them; with a file too, one line")
  func explainEvents() throws {
    let dir = try Self.folder()
    let options = [
      "--app-logic", "bank.logic", "--profile", "iphone-ios17-scenes", "--expect", "snapshot-leak", "--events",
      "launch · faceIDMatch · openAppSwitcher",
    ]
    let explained = try runTool(["explain"] + options, in: dir)
    #expect(explained.status == 0, "\(explained.out)\(explained.err)")
    #expect(explained.out.contains("outcome: snapshot-leak at step 2"), "\(explained.out)")
    #expect(explained.out.contains("app-logic bank.logic:7: hideWindow(lockwin)"), "\(explained.out)")
    // The same events expecting holds: the DIFF line and exit 1, as for a file.
    var holds = options
    holds[5] = "holds"
    let differs = try runTool(["explain"] + holds, in: dir)
    expectEqual(differs.status, 1)
    #expect(differs.out.contains("DIFF: its 'expect:' line says holds, but the replay gives snapshot-leak"))
    let missing = try runTool(["explain", "--app-logic", "bank.logic", "--events", "launch"], in: dir)
    expectEqual(missing.status, 2)
    #expect(missing.err.contains("explain of inline events is missing --profile"), "\(missing.err)")
    try "x".write(toFile: dir + "/x.trace", atomically: true, encoding: .utf8)
    let both = try runTool(["explain", "x.trace"] + options, in: dir)
    expectEqual(both.status, 2)
    #expect(both.err.contains("explain takes a trace file or --events, not both ('x.trace')"), "\(both.err)")
  }
}
