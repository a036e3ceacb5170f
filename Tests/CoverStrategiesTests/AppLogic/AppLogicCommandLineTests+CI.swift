import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import Testing

/// Verdicts a CI can trust for a script (thirty-eighth session, from the thirty-seventh's breaker and new user): a
/// handler no trace ran is never a pass in JUnit, and fails the run under `--require-reached`; `--quiet` says it in one
/// line; a handler the profile never calls is said so, before the run too.
extension AppLogicCommandLineTests {
  /// A script that holds on its profile, with a handler a UIKit app never gets (`scenePhase` reaches a SwiftUI App
  /// only): the run's verdicts say nothing about line 4.
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
      "run", "--app-logic", path, "--traces", "20", "--jobs", "1", "--no-corpus", "--weight", "appPresent=0",
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
        "\nSCRIPT NOT REACHED: \(path) on iphone-ios17-scenes: 1 point of the script no trace ran (--require-reached)\n"
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
}
