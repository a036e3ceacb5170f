import AppLogic
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Verdicts a CI can trust for a script (thirty-eighth session, from the thirty-seventh's breaker and new user): a
/// handler no trace ran is never a pass in JUnit, and fails the run under `--require-reached`; `--quiet` says it in one
/// line; a handler the profile never calls is said so, before the run too.
extension AppLogicCommandLineTests {
  /// A script that holds on its profile, with a handler a UIKit app never gets (`scenePhase` reaches a SwiftUI App
  /// only; its own default profile would be the SwiftUI App's, so the test names the scenes one): the run's verdicts
  /// say nothing about line 4.
  static let heldWithDeadHandler = """
    claims: app-switcher
    on sceneWillResignActive: addCover(view, tag=9)
    on sceneDidBecomeActive: removeCover(tag=9)
    on scenePhase(inactive): set(a)
    """

  @Test("a script point no trace ran: JUnit skips its script-reached case; --require-reached fails it, exit 3")
  func unreachedIsNoPassInJUnit() throws {
    let dir = NSTemporaryDirectory() + "app-logic-reached-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/held.logic"
    try (Self.heldWithDeadHandler + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let common = [
      "run", "--app-logic", path, "--profile", "iphone-ios17-scenes", "--traces", "20", "--jobs", "1", "--no-corpus",
      "--weight", "appPresent=0",
      "--weight", "presentSheet=0", "--weight", "appCall=0",
    ]
    let junit = dir + "/r.xml"
    let held = runInProcess(common + ["--junit", junit])
    #expect(held.code == .success, "\(held.out)\(held.err)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    let reached =
      "name=\"script-reached\" time=\"0\"><skipped message=\"1 point of the script no trace ran in 20 traces, so no"
      + " verdict says anything about it: never reached: "
    #expect(xml.contains(reached), "\(xml)")
    #expect(xml.contains(":4 on scenePhase(inactive): cannot run on iphone-ios17-scenes: "), "\(xml)")
    // The case counts: the suite has one test and one skip more than its invariants.
    let suite = try #require(xml.split(separator: "\n").first { $0.hasPrefix("  <testsuite name=") })
    let invariants = IOSPlatform.Invariant.allCases.count
    #expect(suite.contains(" tests=\"\(invariants + 1)\" failures=\"0\" "), "\(suite)")
    // Opted in: the case fails, the text says so, and the run exits 3.
    let required = runInProcess(common + ["--junit", junit, "--require-reached"])
    #expect(required.code == .coverageFloorMissed, "\(required.out)\(required.err)")
    #expect(
      required.out.contains(
        "\nSCRIPT NOT REACHED: \(path) on iphone-ios17-scenes: 1 point of the script no trace ran, which cannot run on"
          + " this profile (--require-reached)\n"
      ), "\(required.out)")
    let failing = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(
      failing.contains("name=\"script-reached\" time=\"0\"><failure message=\"1 point of the script no trace ran"),
      "\(failing)")
    #expect(failing.contains(" failures=\"1\" "), "\(failing)")
    // --quiet: one line for every point, not the block of lines.
    let quiet = runInProcess(common + ["--quiet"])
    let unreached = quiet.out.split(separator: "\n").filter { $0.hasPrefix("never reached: ") }
    #expect(
      unreached == [
        "never reached: 1 handler or branch of app-logic scripts (no trace ran it, so no verdict says anything about"
          + " it; the report without --quiet names it, as the JUnit and SARIF files do)"
      ], "\(quiet.out)")
    #expect(!quiet.out.contains("\n  ("), "\(quiet.out)")
  }

  @Test("onBackPressed under enableOnBackInvokedCallback on API 34 cannot run: warned before, said after")
  func backOverrideCannotRun() throws {
    let path = NSTemporaryDirectory() + "back-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try
      "lock: locked\non onCreate: set(locked); addView(lock)\non onBackPressed: set(a)\non handleOnBackPressed: removeView(lock)\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let profile = "phone-api34-views+enableOnBackInvokedCallback=true"
    let r = runInProcess([
      "run", "--app-logic", path, "--profile", profile, "--traces", "10", "--jobs", "1", "--no-corpus",
    ])
    let why =
      "with enableOnBackInvokedCallback=true from API 33 (this profile: API 34) Back goes to the window's"
      + " OnBackInvokedCallbacks and never calls the activity's onBackPressed(); handle it in handleOnBackPressed"
      + " (androidx's OnBackPressedCallback)"
    #expect(r.err.contains(" on \(profile): onBackPressed can never be delivered: \(why)\n"), "\(r.err)")
    let file = ScriptIdentity.path(of: path)
    #expect(r.out.contains("never reached: \(file):3 on onBackPressed: cannot run on \(profile): \(why)\n"), "\(r.out)")
    // Without the opt-in nothing is said before the run.
    let plain = runInProcess([
      "run", "--app-logic", path, "--profile", "phone-api34-views", "--traces", "1", "--jobs", "1", "--no-corpus",
    ])
    #expect(!plain.err.contains("can never be delivered"), "\(plain.err)")
  }

  @Test("a handler whose event never comes is one line either way; the Android model says which never come")
  func eitherWayCannotRunIsOneLine() throws {
    // The s38 breaker's ci/CI4.txt: the launcher activity's own enableOnBackInvokedCallback=true on API 34.
    let path = NSTemporaryDirectory() + "ci4-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try """
    lock: locked
    screens: main(sensitive, enableOnBackInvokedCallback=true)
    on onCreate: set(locked); addView(lock, clickable)
    on appCall(unlock): clear(locked); removeView(lock)
    on onBackPressed if locked: moveTaskToBack
    on onConfigurationChanged: set(c)
    on onTopResumedActivityChanged(false): set(t)

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess([
      "run", "--app-logic", path, "--profile", "phone-api28-views,phone-api34-views", "--traces", "10", "--jobs", "1",
      "--no-corpus",
    ])
    let file = ScriptIdentity.path(of: path)
    let unreached = r.out.split(separator: "\n").filter { $0.hasPrefix("never reached: ") }.map(String.init)
    let back =
      "never reached: \(file):5 on onBackPressed if locked, either way: cannot run on phone-api34-views: with"
      + " enableOnBackInvokedCallback=true (the activity's own, screens:, from API 34; else the application's) (this"
      + " profile: API 34) Back goes to the window's OnBackInvokedCallbacks and never calls the activity's"
      + " onBackPressed(); handle it in handleOnBackPressed (androidx's OnBackPressedCallback)"
    let configuration =
      ": cannot run on phone-api28-views: every configuration change a user makes here (rotation, resize, locale,"
      + " fontScale) destroys and recreates the activity, as its manifest's android:configChanges declares none (the"
      + " views template's), so onConfigurationChanged never comes"
    #expect(unreached.contains(back), "\(r.out)")
    #expect(unreached.contains("never reached: \(file):6 on onConfigurationChanged" + configuration), "\(r.out)")
    #expect(
      unreached.contains(
        "never reached: \(file):7 on onTopResumedActivityChanged(false): cannot run on phone-api28-views:"
          + " onTopResumedActivityChanged comes from API 29 (multi-resume); this profile: API 28"), "\(r.out)")
    #expect(!unreached.contains { $0.contains(":5 on onBackPressed if locked, with a condition false") }, "\(r.out)")
    // API 28 delivers onBackPressed: no reason there.
    #expect(!unreached.contains { $0.contains(":5 on onBackPressed") && $0.contains("phone-api28-views") }, "\(r.out)")
    // Warned of before the run too.
    #expect(r.err.contains(" on phone-api34-views: onBackPressed can never be delivered: with"), "\(r.err)")
    #expect(r.err.contains(" on phone-api28-views: onConfigurationChanged can never be delivered: "), "\(r.err)")
  }

  @Test("a run cut by --max-steps says its own cause and counts one trace as 1 trace")
  func cutRunSaysWhatCutIt() throws {
    let path = NSTemporaryDirectory() + "cut-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "claims: screenshots\non onCreate: addFlags(secure)\non appCall(allow): clearFlags(secure)\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess([
      "run", "--app-logic", path, "--profile", "phone-api34-views", "--traces", "40", "--max-steps", "1", "--jobs",
      "1", "--no-corpus",
    ])
    #expect(r.code == .incomplete, "\(r.out)")
    #expect(r.out.contains("phone-api34-views, 1 trace: no trace ran it"), "\(r.out)")
    #expect(
      r.out.contains(
        "; the run stopped after 1 of its 40 planned traces (INCOMPLETE below): a run that finishes them may reach"
          + " it, or replay"), "\(r.out)")
    #expect(!r.out.contains("a longer run (--traces)"), "\(r.out)")
  }

  @Test("a profile of the platform --platform leaves out is said to be so, not unknown")
  func profileOfAPlatformLeftOut() throws {
    let r = runInProcess([
      "run", "--platform", "ios", "--strategy", "cover-window", "--profile", "iphone-ios17-scenes,phone-api34-views",
      "--traces", "1", "--no-corpus",
    ])
    expectEqual(r.code, .usage)
    #expect(
      r.err.contains(
        "error: --profile: 'phone-api34-views' is an Android profile, and --platform ios leaves Android out: take it"
          + " out of --profile, or add android to --platform"), "\(r.err)")
    // Named alone (the s39 breaker: "malformed profile name"), and the other way round.
    let alone = runInProcess([
      "run", "--platform", "ios", "--profile", "phone-api34-views", "--traces", "1", "--no-corpus",
    ])
    expectEqual(alone.code, .usage)
    #expect(alone.err.contains("error: --profile: 'phone-api34-views' is an Android profile"), "\(alone.err)")
    let other = runInProcess([
      "run", "--platform", "android", "--profile", "iphone-ios17-scenes", "--traces", "1", "--no-corpus",
    ])
    expectEqual(other.code, .usage)
    #expect(
      other.err.contains(
        "error: --profile: 'iphone-ios17-scenes' is an iOS profile, and --platform android leaves iOS out"),
      "\(other.err)")
  }

  /// A new user's messenger (forty-eighth session): an iPad-only regression kept as holds failed only the replay
  /// step; `run` on the script's default iPhone profile said nothing of it, and SARIF and JUnit were green.
  @Test("a script's trace kept as holds on a profile the run does not run is named without --profile, and in SARIF")
  func scriptsKeptTraceOnAnotherProfileIsNamed() throws {
    let dir = NSTemporaryDirectory() + "script-kept-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir + "/corpus", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let lines = ["claims: app-switcher", "on sceneWillResignActive: addCover(view, tag=1)"]
    let script = dir + "/s.logic"
    try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
    let fingerprint = try AppLogicScript(parsing: lines.joined(separator: "\n")).fingerprint
    let header = lines.enumerated().map { "app-logic: \($1)  # \(script):\($0 + 1)\n" }.joined()
    try "lifecycle-fuzz trace 2\nstrategy: app-logic#\(fingerprint)\n\(header)profile: ipad-split-ios17-scenes\n"
      .appending("expect: holds\nlaunch\n").write(toFile: dir + "/corpus/k.trace", atomically: true, encoding: .utf8)
    let r = runInProcess([
      "run", "--app-logic", script, "--traces", "1", "--jobs", "1", "--corpus", dir + "/corpus", "--no-corpus",
      "--sarif", dir + "/r.sarif",
    ])
    #expect(
      r.out.contains(
        "NOT CHECKED \(dir)/corpus/k.trace: 1 trace kept as holds of this run's strategies, on ipad-split-ios17-scenes,"
      ),
      "\(r.out)")
    #expect(try String(contentsOfFile: dir + "/r.sarif", encoding: .utf8).contains("NOT CHECKED \(dir)/corpus/k.trace"))
    // On its profile it is replayed, and nothing is said.
    let checked = runInProcess([
      "run", "--app-logic", script, "--traces", "1", "--jobs", "1", "--corpus", dir + "/corpus", "--no-corpus",
      "--profile", "ipad-split-ios17-scenes",
    ])
    #expect(!checked.out.contains("NOT CHECKED"), "\(checked.out)")
  }
}
