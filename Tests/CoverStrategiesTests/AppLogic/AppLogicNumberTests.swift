import AppLogic
import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

@testable import CoverStrategies

/// A breaker's numbers in app-logic scripts (twenty-fourth session): `after(1e308, ...)` passed the check and
/// stopped the process (`Fatal error: Double value cannot be converted to UInt64`) at the first resign; `0x10`,
/// `+7`, `007`, `nan` and `inf` read as numbers, so one app had several fingerprints. Every number is decimal now,
/// each wait at most a day; a bad one is one line naming the file and line, exit 2, nothing run.
@MainActor @Suite struct AppLogicNumberTests {
  /// What a level's refusal says after the level.
  nonisolated static let levelRule =
    "is not a window level (normal, statusBar or alert, each with an optional +N or -N, or a decimal number, signed"
    + " or not, at most 9007199254740992 in size: 2^53, beyond which a CGFloat rounds it), read as an iOS script"

  @Test(
    "a number a script's check refuses: FILE:LINE, exit 2, nothing run",
    arguments: [
      (
        "on sceneWillResignActive: after(1e308, addCover(view, tag=1))",
        "after takes a number of seconds (decimal, 0 to 86400) and an action, read as an iOS script"
      ),
      (
        "on sceneWillResignActive: after(86401, addCover(view, tag=1))",
        "after takes a number of seconds (decimal, 0 to 86400) and an action, read as an iOS script"
      ),
      (
        "on sceneWillResignActive: after(0x10, addCover(view, tag=1))",
        "after takes a number of seconds (decimal, 0 to 86400) and an action, read as an iOS script"
      ),
      (
        "on sceneWillResignActive: addCover(view, tag=007)",
        "addCover needs tag=N (a whole number, decimal), read as an iOS script"
      ),
      (
        "on sceneWillResignActive: addCover(view, tag=+7)",
        "addCover needs tag=N (a whole number, decimal), read as an iOS script"
      ),
      (
        "on sceneWillResignActive: showWindow(w, level=nan)",
        "level 'nan' \(AppLogicNumberTests.levelRule)"
      ),
      (
        "on sceneWillResignActive: showWindow(w, level=1" + String(repeating: "0", count: 400) + ")",
        // A 401-digit value is cut at 60 characters, as every long name in an error is.
        "level '1" + String(repeating: "0", count: 59)
          + "…' \(AppLogicNumberTests.levelRule)"
      ),
      (
        // 20 digits: a finite CGFloat, but not the number written (rounded to ...7168); a breaker's input.
        "on sceneWillResignActive: showWindow(w, level=12345678901234567890)",
        "level '12345678901234567890' \(AppLogicNumberTests.levelRule)"
      ),
      (
        "on sceneWillResignActive: stamp(t)\non sceneDidBecomeActive if elapsed(t, inf): set(v)",
        "elapsed takes a variable and a number of seconds (decimal, 0 to 86400), read as an iOS script"
      ),
      (
        "claims: recents\non onStop: stamp(t)\non onPause if elapsed(t, 0x10): addFlags(secure)",
        "'elapsed' takes seconds (decimal, 0 to 86400), not '0x10', read as an Android script"
      ),
      (
        "claims: recents\non onPause if sdkInt(+33): addFlags(secure)",
        "'sdkInt' takes an API level (a decimal whole number), not '+33', read as an Android script"
      ),
    ])
  func refused(text: String, message: String) throws {
    let path = NSTemporaryDirectory() + "number-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["run", "--app-logic", path, "--no-corpus", "--traces", "1"])
    expectEqual(r.code, .usage)
    #expect(r.out.isEmpty)
    let line = text.split(separator: "\n").count
    expectEqual(r.err, "error: \(path):\(line): \(message)\n")
    try expectEqual(String(contentsOfFile: path, encoding: .utf8), text)
  }

  @Test("a trace carrying such a script is refused at its app-logic: line, not run (replay stopped the process)")
  func traceRefused() throws {
    let line = "on sceneWillResignActive: after(1e308, addCover(view, tag=1))"
    // The strategy's name is the script's fingerprint, so the trace names exactly this script.
    let fingerprint = "e6a3b765"
    let text =
      "lifecycle-fuzz trace 2\nstrategy: app-logic#\(fingerprint)\napp-logic: \(line)\nprofile: iphone-ios17-scenes\n"
      + "expect: holds\nlaunch\ngoHome\n"
    let path = NSTemporaryDirectory() + "number-\(UUID().uuidString).trace"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["replay", path])
    expectEqual(r.code, .usage)
    #expect(
      r.err.hasPrefix(
        "error: \(path):3: app-logic: after takes a number of seconds (decimal, 0 to 86400) and an action"),
      "\(r.err)")
    try expectEqual(String(contentsOfFile: path, encoding: .utf8), text)
  }

  @Test("decimal numbers read as before: a wait, a negative tag, a level with +N, a day's elapsed")
  func accepted() throws {
    let text = """
      on sceneWillResignActive: stamp(t); after(0.5, addCover(view, tag=-1)); showWindow(w, level=alert+1.5)
      on sceneWillEnterForeground: showWindow(v, level=+1)
      on sceneDidBecomeActive if elapsed(t, 86400): removeCover(tag=-1)
      """
    let script = try AppLogicScript(parsing: text)
    #expect(throws: Never.self) { try AppLogicStrategy.descriptor(script: script) }
    expectEqual(AppLogicStrategy.windowLevel("alert+1.5"), 2001.5)
    expectEqual(AppLogicStrategy.windowLevel("-3"), -3)
    // A signed number parses with either sign (a breaker's `level=+1` was refused); 2^53 is the largest size.
    expectEqual(AppLogicStrategy.windowLevel("+1"), 1)
    #expect(AppLogicStrategy.windowLevel("+-1") == nil)
    expectEqual(AppLogicStrategy.windowLevel("9007199254740992"), 9_007_199_254_740_992)
    #expect(AppLogicStrategy.windowLevel("alert+9007199254740992") == nil)
    // Read exactly: a Double reads these as 2^53 (a breaker's, thirty-second session).
    #expect(AppLogicStrategy.windowLevel("9007199254740993") == nil)
    #expect(AppLogicStrategy.windowLevel("9007199254740992.5") == nil)
    #expect(AppLogicStrategy.windowLevel("alert+9007199254738993") == nil)
    expectEqual(AppLogicStrategy.windowLevel("-9007199254740992"), -9_007_199_254_740_992)
    #expect(AppLogicNumber.whole("-0", signed: true) == nil)
    expectEqual(AppLogicNumber.whole("0"), 0)
    expectEqual(AppLogicNumber.seconds("86400"), 86400)
  }
}
