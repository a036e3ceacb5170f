import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// An app's iOS and Android scripts with `--platform` choosing one (the thirty-seventh session's breaker: the other
/// script was called an unknown strategy), and a copy of one script given beside it (called the same file twice).
extension AppLogicCommandLineTests {
  @Test("--platform ios with an iOS and an Android script runs the iOS one and says the other is skipped")
  func platformChoosesAmongScripts() throws {
    let dir = NSTemporaryDirectory() + "app-logic-choice-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let ios = dir + "/ios.logic"
    let copy = dir + "/ios2.logic"
    let android = dir + "/android.logic"
    let iosText = "claims: app-switcher\non sceneDidEnterBackground: addCover(view, tag=91)\n"
    try iosText.write(toFile: ios, atomically: true, encoding: .utf8)
    try iosText.write(toFile: copy, atomically: true, encoding: .utf8)
    try "claims: recents\non onPause: addFlags(secure)\n".write(toFile: android, atomically: true, encoding: .utf8)
    let common = ["--traces", "10", "--jobs", "1", "--no-corpus", "-q"]
    let chosen = runInProcess(["run", "--app-logic", ios, "--app-logic", android, "--platform", "ios"] + common)
    #expect(chosen.code == .failure, "\(chosen.out)\(chosen.err)")
    #expect(
      chosen.err.hasPrefix(
        "note: --app-logic \(android) is an Android script, and --platform ios leaves Android out: skipped\n"),
      "\(chosen.err)")
    #expect(chosen.out.hasPrefix("iOS: 1 strategy: "), "\(chosen.out)")
    #expect(!chosen.out.contains("Android"), "\(chosen.out)")
    // The other way round, and the chosen platform's script alone: nothing left to run is one line.
    let other = runInProcess(["run", "--platform", "android", "--app-logic", ios, "--app-logic", android] + common)
    #expect(other.err.hasPrefix("note: --app-logic \(ios) is an iOS script, and --platform android leaves iOS out"))
    let none = runInProcess(["run", "--app-logic", android, "--platform", "ios"] + common)
    expectEqual(none.code, .usage)
    expectEqual(
      none.err,
      "error: --app-logic \(android) is an Android script, and --platform ios leaves Android out: give --platform"
        + " android (or all), or leave --platform out\n")
    // A copy is a second iOS script, as another file is; the same file twice is said as such.
    let copied = runInProcess(["run", "--app-logic", ios, "--app-logic", copy] + common)
    expectEqual(copied.code, .usage)
    expectEqual(
      copied.err,
      "error: --app-logic \(copy): \(ios) is this run's iOS script already; run takes one script per platform"
        + " (one iOS, one Android): give each iOS script to a run of its own\n")
    let twice = runInProcess(["run", "--app-logic", ios, "--app-logic", ios] + common)
    expectEqual(twice.err, "error: --app-logic names \(ios) twice (give each script once)\n")
  }

  @Test("iOS profiles beside an iOS and an Android script narrow the iOS run; the Android script runs on its own")
  func profilesOfOnePlatformBesideTwoScripts() throws {
    let dir = NSTemporaryDirectory() + "app-logic-profiles-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let ios = dir + "/ios.logic"
    let android = dir + "/android.logic"
    try "claims: app-switcher\non sceneDidEnterBackground: addCover(view, tag=91)\n".write(
      toFile: ios, atomically: true, encoding: .utf8)
    try "claims: recents\non onPause: addFlags(secure)\n".write(toFile: android, atomically: true, encoding: .utf8)
    let common = ["--traces", "4", "--jobs", "1", "--no-corpus", "-q"]
    // A new user's two-script CI job naming iPhone and iPad profiles was refused as "unknown Android profile".
    let both = runInProcess(
      ["run", "--app-logic", ios, "--app-logic", android, "--profile", "iphone-ios17-scenes,ipad-*"] + common)
    #expect(both.code != .usage, "\(both.err)")
    #expect(!both.err.contains("error:"), "\(both.err)")
    // The iPhone and both iPad profiles for iOS; Android on its script's own profile.
    #expect(both.out.hasPrefix("iOS: 3 runs of 1 strategy on 3 profiles: "), "\(both.out)")
    #expect(both.out.contains("\nAndroid: 1 strategy: "), "\(both.out)")
    // A typo among them is still an error, and an Android profile given to iOS strategies alone still says whose.
    let typo = runInProcess(
      ["run", "--app-logic", ios, "--app-logic", android, "--profile", "iphone-ios17-scenes,iphone-ios99"] + common)
    #expect(typo.code == .usage, "\(typo.out)")
    #expect(typo.err.contains("iphone-ios99"), "\(typo.err)")
    let mismatched = runInProcess(["run", "--strategy", "subview-tag", "--profile", "phone-api34-views"] + common)
    expectEqual(mismatched.code, .usage)
    #expect(mismatched.err.contains("is an Android profile, not iOS's"), "\(mismatched.err)")
  }
}
