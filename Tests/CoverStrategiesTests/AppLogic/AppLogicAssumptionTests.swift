import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// The `assumed:` lines (``AppLogicAssumption``): the defaults an iOS script leaves unspoken that decide its verdicts,
/// each naming the word that says otherwise, printed by `explain` and `replay` and by nothing else (the fresh sets'
/// translation errors, docs/fresh-reports/translation-errors.md).
@MainActor @Suite(.serialized) struct AppLogicAssumptionTests {
  /// A lock in its own window, asked by its Unlock button; no claims, release, level or context said.
  static let lockSaidLittle = """
    lock: locked
    on didFinishLaunching: set(locked); showWindow(lockwin, root=lock)
    on sceneWillEnterForeground: set(locked); showWindow(lockwin)
    on unlockTapped if not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): clear(locked); dismiss(lock)
    """

  /// F37-I03's translation (SwiftPasscodeLock#33): every default said but the shell window's root.
  static let passcodeWindowLeftUp = """
    claims: nothing
    lock: locked
    release: keypad
    on didFinishLaunching: set(locked); showWindow(passcode, level=normal, root=lock)
    on passcodeEntered(right): clear(locked); dismiss(lock); showWindow(shell, level=normal)
    """

  static let promiseOfLockSaidLittle =
    "assumed: line 1: lock: locked is the user's promise: from set(locked) (lines 2, 3) no content may be seen or"
    + " touched, and each clear(locked) (line 5) is taken as the user's pass (not in a reply that"
    + " proves nobody); a flag that only says when the app asks"
    + " next is a variable of its own (docs/translating-apps.md)"

  @Test func aScriptThatSaysLittleAssumesTheClaimTheReleaseTheLevelAndANewContext() throws {
    let script = try AppLogicScript(parsing: Self.lockSaidLittle)
    let lines = AppLogicStrategy.assumptions(of: script).map { $0.rendered(in: script) }
    expectEqual(
      lines,
      [
        "assumed: claims: app-switcher (no claims: line): the switcher's snapshot and card are judged (snapshot-leak);"
          + " a script that only locks or asks LocalAuthentication says claims: nothing",
        Self.promiseOfLockSaidLittle,
        "assumed: release: biometry (no release: line): the lock screen shows an Unlock button only (unlockTapped), no"
          + " passcode field or keypad, so passcodeEntered never comes; say release: field, keypad, biometry+field or"
          + " biometry+keypad",
        "assumed: line 2: showWindow(lockwin) gives no level=: the window is at .alert + 1 (a new UIWindow's own level"
          + " is .normal: say level=normal where the app never sets windowLevel)",
        "assumed: line 4: evaluatePolicy(biometrics) asks on a new LAContext at each call (context=new), so no earlier"
          + " success answers it again; an app that keeps one LAContext says context=held",
      ])
  }

  @Test func aWindowLeftUpAfterThePassIsAssumedOpaque() throws {
    let script = try AppLogicScript(parsing: Self.passcodeWindowLeftUp)
    let lines = AppLogicStrategy.assumptions(of: script).map { $0.rendered(in: script) }
    expectEqual(
      lines,
      [
        "assumed: line 2: lock: locked is the user's promise: from set(locked) (line 4) no content may be seen or"
          + " touched, and each clear(locked) (line 5) is taken as the user's pass (not in a reply that"
          + " proves nobody); a flag that only says when the app"
          + " asks next is a variable of its own (docs/translating-apps.md)",
        "assumed: line 5: window shell has an opaque root view controller: it hides what is below it and is judged as"
          + " a cover (shown after the lock is released: stranded-cover); root=lock makes it the lock screen, and no"
          + " word says a window that draws nothing",
      ])
  }

  @Test func saidWordsAssumeNothingAndACoverAssumesOnlyItsClaim() throws {
    let said = try AppLogicScript(
      parsing: """
        claims: nothing
        on sceneWillResignActive: showWindow(cover, level=alert+1)
        on appCall(logout): evaluatePolicy(biometrics, context=held)
        """)
    #expect(AppLogicStrategy.assumptions(of: said).isEmpty)
    var cover = try AppLogicScript(parsing: "on sceneWillResignActive: addCover(view, tag=9)")
    cover.file = "cover.logic"
    expectEqual(
      AppLogicStrategy.assumptions(of: cover).map { $0.rendered(in: cover) },
      [
        "assumed: claims: app-switcher (no claims: line): the switcher's snapshot and card are judged (snapshot-leak);"
          + " a script that only locks or asks LocalAuthentication says claims: nothing"
      ])
    // A file's script names its lines by the file: the place explain names.
    let promise = try #require(AppLogicScript(parsing: "lock: v\non didFinishLaunching: set(v)").lockPromiseAssumption)
    var inFile = try AppLogicScript(parsing: "lock: v\non didFinishLaunching: set(v)")
    inFile.file = "ios/lock.logic"
    #expect(
      promise.rendered(in: inFile).hasPrefix(
        "assumed: ios/lock.logic:1: lock: v is the user's promise: from set(v)"
          + " (line 2) no content may be seen or touched, and each clear(v) (no line) is taken"))
  }

  /// The script's trace as a file: its canonical lines as `app-logic:` header lines (no notes: `line N` places).
  private func traceFile(
    _ text: String, profile: String = "iphone-ios9-appdelegate", expect: String, events: [String]
  ) throws -> (path: String, name: String) {
    let script = try AppLogicScript(parsing: text)
    let name = "app-logic#" + script.fingerprint
    let header = script.canonicalText.split(separator: "\n").map { "app-logic: \($0)" }.joined(separator: "\n")
    let trace =
      "lifecycle-fuzz trace 2\nstrategy: \(name)\n\(header)\nprofile: \(profile)\nexpect: \(expect)\n"
      + events.joined(separator: "\n") + "\n"
    let path = NSTemporaryDirectory() + "assumed-\(UUID().uuidString).trace"
    try trace.write(toFile: path, atomically: true, encoding: .utf8)
    return (path, name)
  }

  @Test func explainPrintsThemUnderWhatTheVerdictRestsOn() throws {
    let (path, name) = try traceFile(
      Self.passcodeWindowLeftUp, expect: "stranded-cover", events: ["launch", "advance(1)", "enterPasscode"])
    defer {
      try? FileManager.default.removeItem(atPath: path)
      AppLogicScripts.registry.forget([name])
    }
    let r = runInProcess(["explain", path])
    #expect(r.code == .success, "\(r.err)")
    let lines = r.out.split(separator: "\n").map(String.init)
    let dependsOn = try #require(lines.firstIndex { $0.hasPrefix("depends on: ") })
    let assumed = lines.indices.filter { lines[$0].hasPrefix("assumed: ") }
    expectEqual(assumed.count, 2)
    #expect(assumed.allSatisfy { $0 > dependsOn })
    #expect(
      lines.contains { $0.hasPrefix("assumed: line 5: window shell has an opaque root view controller: it hides") })
    // Markdown and HTML say them too.
    let markdown = runInProcess(["explain", path, "--format", "markdown"])
    #expect(markdown.out.contains("assumed: line 2: lock: locked is the user's promise"))
    let html = runInProcess(["explain", path, "--format", "html"])
    #expect(html.out.contains("<p class=\"depends\">assumed: line 5: window shell has an opaque root view controller"))
  }

  /// A lock in its own window whose level is left unspoken: at `.alert + 1` it stays above the app's full-screen
  /// presentation in a window of its own; at UIKit's default `.normal` the later window goes above it.
  @Test func explainSaysWhetherTheUnspokenLevelDecidesThisTrace() throws {
    let text = """
      claims: nothing
      lock: locked
      on didFinishLaunching: set(locked); showWindow(lockwin, root=lock)
      on unlockTapped if not(prompting): evaluatePolicy(biometrics, context=held)
      on evaluatePolicyReply(success): clear(locked); hideWindow(lockwin)
      """
    let (path, name) = try traceFile(
      text, profile: "iphone-ios17-appdelegate", expect: "holds",
      events: ["launch", "advance(1)", "appPresent(fullScreen, newWindow)", "advance(1)"])
    defer {
      try? FileManager.default.removeItem(atPath: path)
      AppLogicScripts.registry.forget([name])
    }
    let r = runInProcess(["explain", path])
    #expect(r.code == .success, "\(r.err)")
    let lines = r.out.replacingOccurrences(of: "\n  ", with: " ").split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("assumed: ") } == [
        "assumed: line 2: lock: locked is the user's promise: from set(locked) (line 3) no content may be seen or"
          + " touched, and each clear(locked) (line 5) is taken as the user's pass (not in a reply that"
          + " proves nobody); a flag that only says when the app"
          + " asks next is a variable of its own (docs/translating-apps.md)",
        "assumed: release: biometry (no release: line): the lock screen shows an Unlock button only (unlockTapped), no"
          + " passcode field or keypad, so passcodeEntered never comes; say release: field, keypad, biometry+field or"
          + " biometry+keypad; with release: field this trace gives the same verdict (holds)",
        "assumed: line 3: showWindow(lockwin) gives no level=: the window is at .alert + 1 (a new UIWindow's own level"
          + " is .normal: say level=normal where the app never sets windowLevel); with level=normal this trace gives"
          + " lock-bypass, not holds",
      ], "\(r.out)")
  }

  @Test func replayPrintsThemUnderTheScriptsFirstTraceAndAnInlineLine() throws {
    let folder = NSTemporaryDirectory() + "assumed-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (first, name) = try traceFile(Self.passcodeWindowLeftUp, expect: "holds", events: ["launch"])
    defer { AppLogicScripts.registry.forget([name]) }
    try FileManager.default.moveItem(atPath: first, toPath: folder + "/a.trace")
    let (second, _) = try traceFile(Self.passcodeWindowLeftUp, expect: "holds", events: ["launch", "advance(1)"])
    try FileManager.default.moveItem(atPath: second, toPath: folder + "/b.trace")
    let r = runInProcess(["replay", folder])
    #expect(r.code == .success, "\(r.out)\(r.err)")
    let lines = r.out.split(separator: "\n").map(String.init)
    // Once per script: two traces, the script's two assumptions once, under the first trace's line.
    #expect(lines.count == 5, "\(r.out)")
    expectEqual(lines[0], "ok    \(folder)/a.trace: holds")
    #expect(lines[1].hasPrefix("  assumed: line 2: lock: locked is the user's promise: from set(locked) (line 4)"))
    #expect(lines[2].hasPrefix("  assumed: line 5: window shell has an opaque root view controller"))
    expectEqual(lines[3], "ok    \(folder)/b.trace: holds")

    // Inline: under the replay's line, with the file's place.
    let script = folder + "/passcode.logic"
    try Self.passcodeWindowLeftUp.write(toFile: script, atomically: true, encoding: .utf8)
    let inline = runInProcess([
      "replay", "--app-logic", script, "--profile", "iphone-ios9-appdelegate", "--expect", "holds", "--events",
      "launch",
    ])
    let inlineLines = inline.out.split(separator: "\n").map(String.init)
    #expect(inlineLines.count == 3, "\(inline.out)")
    expectEqual(inlineLines[0], "ok   launch: expected holds, got holds")
    #expect(inlineLines[2].hasPrefix("  assumed: ") && inlineLines[2].contains("passcode.logic:5: window shell"))
    AppLogicScripts.registry.forget([
      AppLogicRegistry.prefix + (try AppLogicScript(parsing: Self.passcodeWindowLeftUp)).fingerprint
    ])
  }

  @Test func aBuiltInStrategyAssumesNothing() {
    let r = runInProcess([
      "replay", "--strategy", "subview-tag", "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events",
      "launch",
    ])
    expectEqual(r.out, "ok   launch: expected holds, got holds\n")
  }

  @Test func listSaysWhatAMisleadingWordIs() {
    let listing = AppLogicStrategy.vocabularyListing
    #expect(
      listing.contains(
        "    showWindow(NAME) level= root=\n      - a new UIWindow with an opaque root (a cover); no level= is .alert+1"
          + " (UIKit's own default is .normal); root=lock makes the lock screen its root\n"))
    #expect(
      listing.contains("    release: biometry|field|keypad|biometry+field|biometry+keypad  (what the lock screen"))
    #expect(
      listing.contains("    unlockTapped\n      - the lock screen's Unlock button (release: biometry, the default)\n"))
  }
}
