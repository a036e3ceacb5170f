import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `explain` of a trace whose `expect:` line its replay no longer gives: a new user read the timeline of a trace that
/// `replay` fails as a fine one (exit 0, nothing said). The last line says both verdicts and the exit code.
@Suite("explain of a trace whose expect: line does not match its replay")
struct ExplainExpectMismatchTests {
  /// `explain` of a one-event trace of subview-tag, whose background launch it does not cover on an app-delegate host.
  func explain(expect: String, format: String = "text") throws -> (code: ExitCode, out: String, err: String) {
    let path = NSTemporaryDirectory() + "mismatch-\(UUID().uuidString).trace"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try
      "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-appdelegate\nexpect: \(expect)\nbackgroundLaunch\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    return run(["explain", path, "--format", format])
  }

  @Test("a verdict that differs ends the text with what the line expects, what came out and exit 1")
  func differs() throws {
    let r = try explain(expect: "holds")
    expectEqual(r.code, .failure)
    #expect(
      r.out.hasSuffix(
        "\nDIFF: its 'expect:' line says holds, but the replay gives snapshot-leak; exit 1, as replay reports it\n"))
    let markdown = try explain(expect: "holds", format: "markdown")
    expectEqual(markdown.code, .failure)
    #expect(markdown.out.hasSuffix("replay gives snapshot-leak; exit 1, as replay reports it**\n"), "\(markdown.out)")
    let matching = try explain(expect: "snapshot-leak")
    expectEqual(matching.code, .success)
    #expect(!matching.out.contains("DIFF"))
  }

  @Test("a trace whose state left its checkpoints ends with STALE and exit 1, as replay reports it")
  func stale() throws {
    let path = NSTemporaryDirectory() + "stale-\(UUID().uuidString).trace"
    defer { try? FileManager.default.removeItem(atPath: path) }
    // The launch's checkpoint says the keyboard is up (kb=1); the replay has it down.
    try
      ("lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-appdelegate\nexpect: snapshot-leak\n"
      + "launch  => t=0.0 fg overlay=- rec=0 mir=0 kb=1 q=0/0/0 A:foregroundActive[0]\n"
      + "goHome  => t=0.35 bg overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:background[0]\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = run(["explain", path])
    expectEqual(r.code, .failure)
    #expect(
      r.out.hasSuffix(
        "\nSTALE: its 'expect:' line says snapshot-leak and the replay gives it, but the state left the trace's"
          + " checkpoints after event 1 (launch): kb=1 -> kb=0; exit 1, as replay reports it\n"), "\(r.out)")
  }
}
