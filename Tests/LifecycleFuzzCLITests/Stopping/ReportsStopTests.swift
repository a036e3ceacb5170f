import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `run` interrupted while it writes its reports, after every trace ran (a new user's finding, twentieth session:
/// the run printed INCOMPLETE and exited 4, but the JUnit file had no `complete` case in error and the SARIF log said
/// `executionSuccessful: true`, so a CI that reads only those files saw a finished run). The stop is the tool's own
/// check (``CommandLineTool/writeStop``), set here as a signal during the reports would leave it.
@Suite("run interrupted while writing its reports")
struct ReportsStopTests {
  /// Runs `arguments` with the reports' stop check answering `stopped`.
  func run(_ arguments: [String], stopped: Bool) -> (code: ExitCode, out: String) {
    var tool = CommandLineTool()
    tool.writeStop = { stopped }
    var out = ""
    let code = tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { _ in }))
    return (code, out)
  }

  /// `executionSuccessful` of the SARIF log's first run's first invocation.
  func executionSuccessful(_ file: String) throws -> Bool? {
    let data = try #require(FileManager.default.contents(atPath: file))
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let invocations = try #require(runs.first?["invocations"] as? [[String: Any]])
    return invocations.first?["executionSuccessful"] as? Bool
  }

  @Test("JUnit gets a complete case in error, SARIF executionSuccessful false, exit 4; without the stop neither")
  func filesSayIncomplete() throws {
    let dir = NSTemporaryDirectory() + "reports-stop-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func arguments(_ name: String) -> [String] {
      [
        "run", "--traces", "5", "--strategy", "subview-tag", "--no-corpus", "--junit", "\(dir)/\(name).xml",
        "--sarif", "\(dir)/\(name).sarif",
      ]
    }
    let whole = run(arguments("whole"), stopped: false)
    #expect(whole.code != .incomplete)
    #expect(!whole.out.contains("INCOMPLETE"))
    let wholeJUnit = try String(contentsOfFile: "\(dir)/whole.xml", encoding: .utf8)
    #expect(!wholeJUnit.contains("<testcase name=\"complete\""))
    try expectEqual(executionSuccessful("\(dir)/whole.sarif"), true)

    let stopped = run(arguments("stopped"), stopped: true)
    expectEqual(stopped.code, .incomplete)
    #expect(stopped.out.contains("INCOMPLETE: interrupted while writing the reports"))
    let junit = try String(contentsOfFile: "\(dir)/stopped.xml", encoding: .utf8)
    #expect(junit.contains(" errors=\"1\" "))
    #expect(
      junit.contains(
        "<testcase name=\"complete\" time=\"0\"><error message=\"incomplete: interrupted while writing the reports"))
    try expectEqual(executionSuccessful("\(dir)/stopped.sarif"), false)
    // The traces all ran: the suites' own cases are the whole run's.
    let cases = { (text: String) in text.components(separatedBy: "<testcase ").count }
    expectEqual(cases(junit), cases(wholeJUnit) + 1)
  }

  @Test("an update stopped while writing its reports prints INCOMPLETE and no 'exit 0' line before it")
  func updateStoppedSaysNoPass() throws {
    let dir = NSTemporaryDirectory() + "reports-stop-update-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let baseline = "\(dir)/accepted.baseline"
    let arguments = [
      "run", "--strategy", "subview-tag", "--flag", "doubleResign=true", "--traces", "50", "--no-corpus",
      "--update-baseline", baseline,
    ]
    // Unstopped, the update accepts every failure (a double resign's, which the catalog does not expect): one line
    // says the run now exits 0 (the s48 breaker's case).
    let whole = run(arguments, stopped: false)
    expectEqual(whole.code, .success)
    #expect(whole.out.contains("exit 0: every failure of this run is accepted by \(baseline) now"))
    try FileManager.default.removeItem(atPath: baseline)
    let stopped = run(arguments, stopped: true)
    expectEqual(stopped.code, .incomplete)
    #expect(!stopped.out.contains("exit 0: every failure"))
    #expect(stopped.out.hasSuffix("\"depends on\" from then on says not checked. Not a pass.\n"))
  }
}
