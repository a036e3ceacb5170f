import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A team with an iOS and an Android app: one `run` takes one script per platform, and one baseline accepts both
/// platforms' findings (thirty-seventh session, a new user: a run took one `--app-logic`, so two runs and two
/// baselines).
extension AppLogicCommandLineTests {
  @Test("run takes an iOS and an Android script in one run and one baseline; two of one platform are refused")
  func oneScriptPerPlatform() throws {
    let dir = NSTemporaryDirectory() + "app-logic-two-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let ios = dir + "/ios.logic"
    let android = dir + "/android.logic"
    let other = dir + "/other.logic"
    // Each leaks: the iOS cover comes too late for the card, the Android flag is set only once paused.
    try "claims: app-switcher\non sceneDidEnterBackground: addCover(view, tag=91)\n".write(
      toFile: ios, atomically: true, encoding: .utf8)
    try "claims: recents\non onPause: addFlags(secure)\n".write(toFile: android, atomically: true, encoding: .utf8)
    try "claims: app-switcher\non sceneWillResignActive: addCover(view, tag=92)\n".write(
      toFile: other, atomically: true, encoding: .utf8)
    let baseline = dir + "/baseline.txt"
    let common = ["--traces", "20", "--jobs", "1", "--no-corpus", "-q"]
    let found = runInProcess(
      ["run", "--platform", "ios,android", "--app-logic", ios, "--app-logic", android, "--update-baseline", baseline]
        + common)
    #expect(found.code == .success, "\(found.out)\(found.err)")
    #expect(found.out.hasPrefix("iOS: 1 strategy: 0 hold, 1 fail; "), "\(found.out)")
    #expect(found.out.contains("\nAndroid: 1 strategy: 0 hold, 1 fail; "), "\(found.out)")
    let entries = try String(contentsOfFile: baseline, encoding: .utf8).split(separator: "\n")
    #expect(entries.contains { $0.contains(" | app-logic:\(ScriptIdentity.path(of: ios)) | ") }, "\(entries)")
    #expect(entries.contains { $0.hasPrefix("android | ") }, "\(entries)")
    // One baseline accepts both; without --platform, each script's platform takes part as well.
    let accepted = runInProcess(["run", "--app-logic", android, "--app-logic", ios, "--baseline", baseline] + common)
    #expect(accepted.code == .success, "\(accepted.out)\(accepted.err)")
    // Two scripts of one platform: one line saying what to do, before any work.
    let two = runInProcess(["run", "--app-logic", ios, "--app-logic", other] + common)
    expectEqual(two.code, .usage)
    expectEqual(
      two.err,
      "error: --app-logic \(other): \(ios) is this run's iOS script already; run takes one script per platform"
        + " (one iOS, one Android): give each iOS script to a run of its own\n")
    // replay takes them as run does: each re-checks its own platform's earlier versions.
    let replayed = runInProcess(["replay", "--app-logic", ios, "--app-logic", android, dir + "/none"])
    expectEqual(replayed.code, .usage)
    #expect(!replayed.err.contains("--app-logic"), "\(replayed.err)")
  }
}
