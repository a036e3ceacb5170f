import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import Testing

/// An iOS trace that opens the app from a link its app declares no link source for is refused where it meets the
/// app (`replay`, `explain`, `minimize`, an inline replay), with one line naming the file and line: iOS opens an app
/// from a URL only for a scheme or universal link it registers before it runs. Notifications and quick actions an
/// app does not list are not refused (its code can make them at run time).
@Suite("An entry from a source the app does not declare")
struct UndeclaredEntryTests {
  /// The sample screen, opened only from notifications.
  static let notifiedApp: AppDescription = {
    var app = AppDescription.sample
    app.entrySources = [.notification]
    return app
  }()
  static let lonely = StrategyDescriptor(
    name: "lonely-app", summary: "no cover; its app declares notifications only", source: "a test", claims: [],
    defaultProfile: .iPhoneScenes, app: notifiedApp, make: { BareStrategy() })
  static let sampled = StrategyDescriptor(
    name: "sample-app", summary: "no cover; the sample app", source: "a test", claims: [],
    defaultProfile: .iPhoneScenes, make: { BareStrategy() })
  static let tool = CommandLineTool(strategies: StrategyProvider(strategies: [lonely, sampled]))

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = Self.tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  /// A trace file of `strategy` whose sixth line is `entry` (after a launch and a trip home), in a new folder.
  func traceFile(_ strategy: String, _ entry: String) throws -> String {
    let dir = NSTemporaryDirectory() + "undeclared-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/entry.trace"
    try
      "lifecycle-fuzz trace 1\nstrategy: \(strategy)\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\ngoHome\n\(entry)\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let refusal =
    "event 3 (openEntry(link, none)) cannot happen: the app declares no link entry (its entry sources: notification),"
    + " and iOS opens an app from a URL only for a scheme it registers in CFBundleURLTypes or a universal link of its"
    + " associated domains"

  @Test("replay, explain and minimize refuse a link entry into an app without one, at its line, changing nothing")
  func refusedAtItsLine() throws {
    let path = try traceFile("lonely-app", "openEntry(link, none)")
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let replay = run(["replay", path])
    expectEqual(replay.code, .usage)
    expectEqual(replay.err, "error: \(path):7: \(Self.refusal)\n")
    expectEqual(
      replay.out,
      "FAILED (exit 2): 1 trace unreadable (the errors above); 0 known "
        + "counterexamples still BROKEN; 0 regressions; 0 of 1 replayed\n")
    let explain = run(["explain", path])
    expectEqual(explain.code, .usage)
    expectEqual(explain.err, "error: \(path):7: \(Self.refusal)\n")
    let minimize = run(["minimize", path])
    expectEqual(minimize.code, .usage)
    #expect(minimize.err.hasPrefix("error: \(path):7: \(Self.refusal)\n"))
    try expectEqual(String(contentsOfFile: path, encoding: .utf8), before)
    let inline = run([
      "replay", "--strategy", "lonely-app", "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events",
      "launch · goHome · openEntry(link, none)",
    ])
    #expect(inline == (.usage, "", "error: --events: \(Self.refusal)\n"))
  }

  @Test("a declared link, and a notification or quick action the app does not list, load and replay")
  func othersLoad() throws {
    for (strategy, entry) in [
      ("sample-app", "openEntry(link, none)"), ("lonely-app", "openEntry(notification, none)"),
      ("lonely-app", "openEntry(shortcut, none)"),
    ] {
      let path = try traceFile(strategy, entry)
      let r = run(["replay", path])
      #expect(r.err == "", "\(strategy) \(entry)")
      #expect(r.out == "ok    \(path): holds\n1 passed, 0 failed\n", "\(strategy) \(entry)")
    }
  }
}
