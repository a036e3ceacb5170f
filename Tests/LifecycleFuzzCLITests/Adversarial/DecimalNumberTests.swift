import AndroidModel
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import Testing

/// Numbers in traces are decimal as this build writes them: Swift's number readers also take `0x10`, `+5`, `1e3`,
/// `010` and `inf`, which no trace was written with, so `advance(0x10)` replayed as sixteen seconds. Each is now
/// one line naming the file and line, exit 2, nothing written.
@Suite("Trace numbers are decimal only")
struct DecimalNumberTests {
  /// A file `name` holding `text` in a new folder; the folder's path.
  func folder(_ name: String, _ text: String) throws -> String {
    let dir = NSTemporaryDirectory() + "decimal-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    return dir
  }

  static let lock =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=field,rearm=background,"
    + "grace=300,graceFrom=leave,settings=live]"

  static func iosTrace(_ line: String, strategy: String = "subview-tag", seed: String = "1") -> String {
    "lifecycle-fuzz trace 2\nstrategy: \(strategy)\nprofile: iphone-ios16-scenes\nseed: \(seed)\nexpect: holds\n"
      + "launch\n\(line)\n"
  }

  static func androidTrace(_ line: String, strategy: String = "cover-view-on-pause") -> String {
    "lifecycle-fuzz trace 2\nplatform: android\nstrategy: \(strategy)\nprofile: phone-api33-views\nexpect: holds\n"
      + "launch\n\(line)\n"
  }

  @Test(
    "an iOS number in hex, with a sign, leading zeros, an underscore, an exponent or out of range is refused at its line",
    arguments: [
      ("advance(0x10)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '0x10'"),
      ("advance(0x1p4)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '0x1p4'"),
      ("advance(+5)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '+5'"),
      ("advance(05)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '05'"),
      ("advance(1_0)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '1_0'"),
      ("advance(1e1)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '1e1'"),
      ("advance(.5)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '.5'"),
      ("advance(5.)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '5.'"),
      ("advance(٣)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '٣'"),
      ("advance(inf)", "advance takes seconds, 0 < seconds <= 86400, written in decimal, not 'inf'"),
      (
        "advance(1" + String(repeating: "0", count: 40) + ")",
        "advance takes seconds, 0 < seconds <= 86400, written in decimal, not '1" + String(repeating: "0", count: 40)
          + "'"
      ),
      ("touch(0x0.8, 0.5)", "'0x0.8' is not a fraction between 0 and 1"),
      ("touch(-0, 0.5)", "'-0' is not a fraction between 0 and 1"),
      ("touch(+0.5, 0.5)", "'+0.5' is not a fraction between 0 and 1"),
      ("touch(0.5, 5e-1)", "'5e-1' is not a fraction between 0 and 1"),
      ("transitionFrames(05)", "transitionFrames takes a whole number of frames, 1 to 120, not '05'"),
      ("transitionTurns(+1)", "transitionTurns takes a whole number of turns, 0 to 4, not '+1'"),
    ])
  func iosNumbers(line: String, message: String) throws {
    let dir = try folder("bad.trace", Self.iosTrace(line))
    let r = run(["replay", dir + "/bad.trace"])
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: \(dir)/bad.trace:7: \(message)\n")
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), ["bad.trace"])
  }

  @Test("a seed with a sign or leading zeros is refused at its line", arguments: ["+5", "007", "5_000", "0x5"])
  func seed(text: String) throws {
    let dir = try folder("bad.trace", Self.iosTrace("goHome", seed: text))
    let r = run(["replay", dir + "/bad.trace"])
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: \(dir)/bad.trace:4: seed must be a whole number from 0 to 2^64-1, not '\(text)'\n")
  }

  @Test(
    "a lock setting's seconds with leading zeros or a sign name no call", arguments: ["lockAfter030", "lockAfter+5"])
  func lockSetting(call: String) throws {
    let dir = try folder("bad.trace", Self.iosTrace("appCall(\(call))", strategy: Self.lock))
    let r = run(["replay", dir + "/bad.trace"])
    expectEqual(r.code, .usage)
    #expect(r.err.hasPrefix("error: \(dir)/bad.trace:7: "))
    #expect(r.err.hasSuffix("\n") && r.err.split(separator: "\n").count == 1)
  }

  @Test("Android's advance is decimal as well", arguments: ["0x10", "+3", "03", "3e0", "nan"])
  func android(text: String) throws {
    let dir = try folder("bad.trace", Self.androidTrace("advance(\(text))"))
    let r = run(["replay", dir + "/bad.trace"])
    expectEqual(r.code, .usage)
    expectEqual(
      r.err,
      "error: \(dir)/bad.trace:7: advance takes seconds, 0 < seconds <= 86400, written in decimal, not '\(text)'\n"
    )
  }

  @Test("decimal numbers as written still read, and tiny ones print without an exponent and read back")
  func decimalsRead() throws {
    for line in ["advance(0.05)", "advance(1.0)", "advance(3600)", "touch(0, 1)", "touch(0.50, 0.5)"] {
      let dir = try folder("ok.trace", Self.iosTrace(line))
      let r = run(["replay", dir + "/ok.trace"])
      #expect(r.code == .success, "\(line): \(r.err)")
    }
    expectEqual(SystemEvent.advance(0.00001).text, "advance(0.00001)")
    expectEqual(SystemEvent.advance(1.5e-7).text, "advance(0.00000015)")
    expectEqual((try SystemEvent(text: "advance(0.00000015)")), .advance(1.5e-7))
    expectEqual(AndroidPlatform.vocabulary.text(of: .advance(0.00001)), "advance(0.00001)")
    // Whole seconds as iOS writes them; the form earlier Android traces were written in still reads.
    expectEqual(AndroidPlatform.vocabulary.text(of: .advance(3)), "advance(3)")
    expectEqual(AndroidPlatform.vocabulary.text(of: .advance(0.5)), "advance(0.5)")
    expectEqual((try AndroidPlatform.vocabulary.event(parsing: "advance(30.0)")), .advance(30))
    expectEqual((try AndroidPlatform.vocabulary.event(parsing: "advance(0.00001)")), .advance(0.00001))
  }

  @Test(
    "a command-line number in hex, with a sign, leading zeros or an exponent is refused before anything runs",
    arguments: [
      (["--seed", "+5"], "--seed takes a whole number from 0 to 2^64-1, not '+5'"),
      (["--seed", "007"], "--seed takes a whole number from 0 to 2^64-1, not '007'"),
      (["--time-budget", "0x10"], "--time-budget takes seconds from 0 to"),
      (["--time-budget", "1e1"], "--time-budget takes seconds from 0 to"),
      (["--jobs", "+1"], "--jobs takes a whole number from 1 to"),
      (["--traces", "010"], "--traces takes a whole number from 1 to"),
      (["--coverage-floor", "0x10"], "--coverage-floor takes a percentage from 0 to 100, not '0x10'"),
      (["--weight", "goHome=+2"], "--weight takes event=N with N from 0 to 1000000, not 'goHome=+2'"),
    ])
  func commandLine(option: [String], message: String) throws {
    let dir = NSTemporaryDirectory() + "decimal-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let r = run(["run", "--strategy", "subview-tag", "--corpus", dir + "/c"] + option)
    expectEqual(r.code, .usage)
    #expect(r.err.hasPrefix("error: \(message)"), "\(r.err)")
    expectEqual(r.out, "")
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), [])
  }

  @Test(
    "a family part's number is decimal too: lock[grace=010] was a second name for lock[grace=10]",
    arguments: [
      ("ios", "lock[grace=0x10]", "'grace=0x10': expected seconds from 0 to 3600"),
      ("ios", "lock[grace=+5]", "'grace=+5': expected seconds from 0 to 3600"),
      ("ios", "lock[grace=010]", "'grace=010': expected seconds from 0 to 3600"),
      ("ios", "lock[grace=1e2]", "'grace=1e2': expected seconds from 0 to 3600"),
      ("android", "android-lock[as=view,rearm=onResume,grace=0x10]", "'grace=0x10': expected grace=N seconds"),
      ("android", "android-lock[as=view,rearm=onResume,userSetting=after030]", "'userSetting=after030': expected"),
    ])
  func familyNumbers(platform: String, name: String, message: String) {
    let r = run(["run", "--platform", platform, "--no-corpus", "--traces", "1", "--strategy", name])
    expectEqual(r.code, .usage)
    #expect(r.err.hasPrefix("error: malformed strategy name '\(name)': \(message)"), "\(r.err)")
    expectEqual(r.out, "")
  }

  @Test("decimal family numbers, a negative level included, still read")
  func familyNumbersRead() {
    for (platform, name) in [
      ("ios", "lock[grace=10]"), ("ios", "lock[level=-1]"), ("ios", "lock[grace=0.5]"),
      ("android", "android-lock[as=view,rearm=onResume,userSetting=after30]"),
    ] {
      expectEqual(run(["list", "strategies", "--platform", platform]).code, .success)
      let r = run(["run", "--platform", platform, "--no-corpus", "--traces", "1", "--strategy", name, "-q"])
      #expect(r.err == "", "\(name)")
    }
  }
}
