import AndroidStrategies
import AppLogic
import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// An Android trace that names an entry or picture-in-picture its app-logic script's `entries:` leaves out is refused
/// where it meets the app (`replay`, `explain`, `minimize`, an inline replay), with one line naming the file and the
/// step's line, exit 2, nothing run or written (s41).
@Suite("Android: an entry the app's entries: leaves out")
struct AndroidUndeclaredEntryTests {
  static let script = """
    screens: main(sensitive), card(sensitive, activity)
    entries: notification, staticShortcut
    claims: recents
    on onCreate: addFlags(secure)
    """

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = CommandLineTool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  /// A trace file of the script whose last step is `entry`, after a launch and a trip home, in a new folder.
  func traceFile(_ entry: String) throws -> String {
    let dir = NSTemporaryDirectory() + "android-undeclared-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/entry.trace"
    let fingerprint = try AppLogicScript(parsing: Self.script).fingerprint
    let lines = Self.script.split(separator: "\n").map { "app-logic: \($0)" }.joined(separator: "\n")
    try """
    lifecycle-fuzz trace 2
    platform: android
    strategy: app-logic#\(fingerprint)
    \(lines)
    profile: phone-api34-views
    expect: holds
    launch
    pressHome
    \(entry)

    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let refusal =
    "event 3 (openEntry(tile, card)) cannot happen: the app declares no tile entry (entries: notification, "
    + "staticShortcut): its manifest has no Quick Settings tile (a TileService with the "
    + "android.service.quicksettings.action.QS_TILE filter)"

  @Test("replay, explain and minimize refuse an undeclared tile at its line, changing nothing")
  func refusedAtItsLine() throws {
    let path = try traceFile("openEntry(tile, card)")
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let replay = run(["replay", path])
    expectEqual(replay.code, .usage)
    expectEqual(replay.err, "error: \(path):12: \(Self.refusal)\n")
    let explain = run(["explain", path])
    expectEqual(explain.code, .usage)
    expectEqual(explain.err, "error: \(path):12: \(Self.refusal)\n")
    let minimize = run(["minimize", path])
    expectEqual(minimize.code, .usage)
    #expect(minimize.err.hasPrefix("error: \(path):12: \(Self.refusal)\n"))
    try expectEqual(String(contentsOfFile: path, encoding: .utf8), before)
  }

  @Test("a declared entry loads and replays")
  func declaredLoads() throws {
    let path = try traceFile("openEntry(staticShortcut, card)")
    let r = run(["replay", path])
    #expect(r.err == "", "\(r.err)")
    #expect(r.out.hasPrefix("ok    \(path): holds\n"), "\(r.out)")
  }
}
