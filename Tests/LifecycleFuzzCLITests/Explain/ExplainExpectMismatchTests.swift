import Foundation
import LifecycleFuzzCLI
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
    #expect(r.code == .failure)
    #expect(
      r.out.hasSuffix(
        "\nDIFF: its 'expect:' line says holds, but the replay gives snapshot-leak; exit 1, as replay reports it\n"))
    let markdown = try explain(expect: "holds", format: "markdown")
    #expect(markdown.code == .failure)
    #expect(markdown.out.hasSuffix("replay gives snapshot-leak; exit 1, as replay reports it**\n"), "\(markdown.out)")
    let matching = try explain(expect: "snapshot-leak")
    #expect(matching.code == .success)
    #expect(!matching.out.contains("DIFF"))
  }
}
