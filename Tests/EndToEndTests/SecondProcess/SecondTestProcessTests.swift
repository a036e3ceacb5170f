import Foundation
import TestProcessSplit
import Testing

/// The main-actor suites of `SecondTestProcess.suites`, run in a second process of this test binary.
///
/// A whole run skips them in this process (their trait asks `SecondTestProcess.runsHere`), so the main-actor tests
/// of the first process and of the second run on both cores (docs/testing.md, "Test time", forty-sixth session).
/// A whole run starts the second process as it plans its tests (`SecondTestProcess.started`); this test, nonisolated,
/// waits for it without holding a thread. It fails if the second process exits non-zero, fails a test or runs none,
/// and shows the second process's failing lines and its last lines.
@Suite("Main-actor suites in a second test process", .tags(.slow), .timeLimit(.minutes(30)))
struct SecondTestProcessTests {
  @Test("every suite handed to the second process passes there")
  func suitesPass() async throws {
    let started = try SecondTestProcess.started.get()
    defer { try? FileManager.default.removeItem(atPath: started.folder) }
    while started.process.isRunning { try await Task.sleep(for: .milliseconds(250)) }
    let status = started.process.terminationStatus
    let log = started.folder + "/output.txt"
    let events = started.folder + "/events.jsonl"
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
    let summary = lines.last { $0.contains("Test run with ") } ?? "no summary line"
    // Time limits last: under load they can fill the 60 lines shown and hide a wrong value behind them.
    let failing = SecondTestProcess.failureLines(lines)
    let timeLimits = failing.filter(SecondTestProcess.isTimeLimit).count
    let tests = Int(summary.split(separator: " ").drop { $0 != "with" }.dropFirst().first ?? "") ?? 0
    let shown: [String] =
      ["\(failing.count) failing line(s), \(timeLimits) of them time limits (shown last):"] + Array(failing.prefix(60))
      + ["..."] + Array(lines.suffix(20))
    let command = "LifecycleFuzzPackageTests.xctest " + SecondTestProcess.arguments.joined(separator: " ")
    #expect(
      status == 0 && tests > 0 && summary.contains(" passed after "),
      "second process (\(command)): exit \(status), \(summary)\n\(shown.joined(separator: "\n"))")
    // A suite renamed, its trait's and the list's name not: its trait skips it there and no filter matches it here.
    let begun = ((try? String(contentsOfFile: events, encoding: .utf8)) ?? "").split(separator: "\n")
      .filter { $0.contains("\"testStarted\"") }
    let ranNowhere = SecondTestProcess.suites.filter { suite in
      !begun.contains { $0.contains("\"testID\":\"\(suite)\\/") }
    }
    #expect(ranNowhere.isEmpty, "no test of \(ranNowhere) ran in the second process: rename them in SecondTestProcess")
  }
}
