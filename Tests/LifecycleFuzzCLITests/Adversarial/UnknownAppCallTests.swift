import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A trace naming an app call its strategy does not answer (a misspelt `appCall(disabel)`) is refused where it
/// meets its strategy, with one line naming the file and line and a non-zero exit, instead of replaying as a
/// pass: the call would do nothing. A strategy with no calls of its own (iOS) takes the generator's `enable`
/// and `disable`; an Android strategy with none takes none, as its device refuses them.
@Suite("An app call the trace's strategy does not answer")
struct UnknownAppCallTests {
  /// A new folder holding `files` (name, text).
  func folder(_ files: [(String, String)]) throws -> String {
    let dir = NSTemporaryDirectory() + "app-call-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
    return dir
  }

  /// An iOS trace of `strategy` whose sixth line is `call` after a launch.
  static func iosTrace(_ strategy: String, _ call: String, expect: String = "holds") -> String {
    "lifecycle-fuzz trace 2\nstrategy: \(strategy)\nprofile: iphone-ios16-scenes\nexpect: \(expect)\nlaunch\n\(call)\n"
  }

  /// An Android trace of `strategy` whose seventh line is `call` after a launch.
  static func androidTrace(_ strategy: String, _ call: String) -> String {
    "lifecycle-fuzz trace 2\nplatform: android\nstrategy: \(strategy)\nprofile: phone-api33-views\nexpect: holds\n"
      + "launch\n\(call)\n"
  }

  static let misspelt = "unknown app call 'disabel' for strategy toggleable-cover; it offers: enable, disable"

  @Test("replay, explain and minimize refuse appCall(disabel) at its line, exit 2, and change nothing")
  func misspeltCallRefused() throws {
    let dir = try folder([("bad.trace", Self.iosTrace("toggleable-cover", "appCall(disabel)"))])
    let path = dir + "/bad.trace"
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let replay = run(["replay", path])
    expectEqual(replay.code, .usage)
    expectEqual(replay.err, "error: \(path):6: \(Self.misspelt)\n")
    expectEqual(
      replay.out,
      "FAILED (exit 2): 1 trace unreadable (the errors above); 0 known "
        + "counterexamples still BROKEN; 0 regressions; 0 of 1 replayed\n")
    let explain = run(["explain", path])
    expectEqual(explain.code, .usage)
    expectEqual(explain.err, "error: \(path):6: \(Self.misspelt)\n")
    let minimize = run(["minimize", path])
    expectEqual(minimize.code, .usage)
    #expect(minimize.err.hasPrefix("error: \(path):6: \(Self.misspelt)\n"))
    let refresh = run(["replay", "--refresh-checkpoints", path])
    expectEqual(refresh.code, .usage)
    #expect(refresh.err.contains("\(path):6: \(Self.misspelt)"))
    try expectEqual(String(contentsOfFile: path, encoding: .utf8), before)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), ["bad.trace"])
    let inline = run([
      "replay", "--strategy", "toggleable-cover", "--profile", "iphone-ios16-scenes", "--expect", "holds",
      "--events", "launch · appCall(disabel)",
    ])
    #expect(inline == (.usage, "", "error: --events: \(Self.misspelt)\n"))
    // The library's replay refuses it as well.
    #expect(throws: TraceFileError(file: path, line: 6, message: Self.misspelt)) {
      try Replay.replay(path: path)
    }
  }

  @Test("the calls a strategy answers still replay: its own, a lock's lockAfterN, the generator's for one with none")
  func answeredCallsReplay() throws {
    let lock =
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=field,rearm=background,"
      + "grace=300,graceFrom=leave,settings=live]"
    for (strategy, call) in [
      ("toggleable-cover", "appCall(disable)"), ("toggleable-cover", "appCallOffMain(enable)"),
      ("subview-tag", "appCall(enable)"), ("subview-tag", "appCall(disable)"), (lock, "appCall(lockAfter30)"),
    ] {
      let dir = try folder([("ok.trace", Self.iosTrace(strategy, call))])
      let r = run(["replay", dir + "/ok.trace"])
      #expect(r.err == "", "\(strategy) \(call)")
      #expect(r.out == "ok    \(dir)/ok.trace: holds\n1 passed, 0 failed\n", "\(strategy) \(call)")
      #expect(r.code == .success, "\(strategy) \(call)")
    }
  }

  @Test("a strategy with no calls of its own takes only the generator's enable and disable")
  func noCallsOfItsOwn() throws {
    let dir = try folder([("bad.trace", Self.iosTrace("subview-tag", "appCall(unlock)"))])
    let r = run(["replay", dir + "/bad.trace"])
    expectEqual(r.code, .usage)
    expectEqual(
      r.err,
      "error: \(dir)/bad.trace:6: unknown app call 'unlock' for strategy subview-tag; it offers: enable, disable"
        + " (none of its own: the generator's calls, which it ignores)\n")
  }

  @Test("Android: a misspelt call, and any call of a strategy that offers none, refused at its line")
  func android() throws {
    let dir = try folder([
      ("a.trace", Self.androidTrace("recents-screenshot-disabled", "appCall(pinSetpu)")),
      ("b.trace", Self.androidTrace("cover-view-on-pause", "appCall(pinSetup)")),
      ("c.trace", Self.androidTrace("recents-screenshot-disabled", "appCall(pinSetup)")),
    ])
    let a = run(["replay", dir + "/a.trace"])
    expectEqual(a.code, .usage)
    expectEqual(
      a.err,
      "error: \(dir)/a.trace:7: unknown app call 'pinSetpu' for strategy recents-screenshot-disabled; it offers:"
        + " pinSetup\n")
    let b = run(["replay", dir + "/b.trace"])
    expectEqual(b.code, .usage)
    expectEqual(
      b.err,
      "error: \(dir)/b.trace:7: unknown app call 'pinSetup' for strategy cover-view-on-pause; it offers: none\n")
    let c = run(["replay", dir + "/c.trace"])
    #expect(c == (.success, "ok    \(dir)/c.trace: holds\n1 passed, 0 failed\n", ""))
  }

  @Test("Android: a lock with settings answers every lockAfterN, as its docs say, and the call takes effect")
  func androidLockSetting() throws {
    // Read at launch: the code keeps asking at once while the user chose 30 s away (needless-lock after 10 s);
    // lockAfter0 (generated) agrees with the code. Before, lockAfter30 was refused as an unknown call.
    func trace(_ call: String, expect: String) -> String {
      "lifecycle-fuzz trace 2\nplatform: android\n"
        + "strategy: android-lock[as=view,rearm=onResume,userSetting=immediately,settings=launch]\n"
        + "profile: phone-api34-views\nexpect: \(expect)\nlaunch\nappCall(unlock)\nappCall(\(call))\npressHome\n"
        + "advance(10)\nreturnToApp\n"
    }
    let dir = try folder([
      ("a.trace", trace("lockAfter30", expect: "needless-lock")), ("b.trace", trace("lockAfter0", expect: "holds")),
      ("c.trace", trace("lockAfter86401", expect: "holds")),
    ])
    let a = run(["replay", dir + "/a.trace"])
    expectEqual(a.code, .failure)  // expected by the trace, but a lock no catalog entry expects to break
    #expect(a.out.hasPrefix("BROKEN \(dir)/a.trace: needless-lock, as recorded; neither accepted nor expected\n"))
    expectEqual(a.err, "")
    #expect(run(["replay", dir + "/b.trace"]) == (.success, "ok    \(dir)/b.trace: holds\n1 passed, 0 failed\n", ""))
    let c = run(["replay", dir + "/c.trace"])
    expectEqual(c.code, .usage)
    #expect(c.err.hasPrefix("error: \(dir)/c.trace:8: unknown app call 'lockAfter86401'"))
  }

  @Test("a corpus folder with one file naming a bad call fails its load, naming that file and line")
  func corpusFolder() throws {
    let dir = try folder([
      ("a-good.trace", Self.iosTrace("toggleable-cover", "appCall(disable)")),
      ("b-bad.trace", Self.iosTrace("toggleable-cover", "appCall(disabel)")),
    ])
    let r = run(["replay", dir])
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: \(dir)/b-bad.trace:6: \(Self.misspelt)\n")
    #expect(
      r.out.hasSuffix(
        "FAILED (exit 2): 1 trace unreadable (the errors above); 0 known "
          + "counterexamples still BROKEN; 0 regressions; 1 of 2 replayed\n"))
    let merged = try folder([])
    let merge = run(["merge", "--corpus", merged, dir])
    expectEqual(merge.code, .usage)
    #expect(merge.err.contains("\(dir)/b-bad.trace:6: \(Self.misspelt)"))
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: merged), [])
  }
}
