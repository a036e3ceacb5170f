import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// A baseline entry whose reason is still the placeholder `--update-baseline` writes was accepted quietly by `replay`
/// (and by `run --baseline` but for one line of the report naming line numbers): a reviewer could not tell an
/// accepted risk from an unread one (issue 25). Each such entry is now a warning on standard error naming its file and
/// line, and SARIF's suppression of its finding says it is unreviewed; the exit codes are unchanged.
@Suite("Baselines: an entry no one reviewed says so")
struct UnreviewedBaselineTests {
  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = CommandLineTool().main(
      arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  @Test("one warning per placeholder entry, naming file and line; a reviewed entry none; SARIF's justification")
  func unreviewedEntriesAreNamed() throws {
    let dir = NSTemporaryDirectory() + "unreviewed-" + UUID().uuidString
    let corpus = dir + "/corpus"
    try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let trace = corpus + "/" + CommittedCounterexampleTests.committed
    try CommittedCounterexampleTests.copyCommitted(to: trace)
    let strategy = CommittedCounterexampleTests.strategy
    // Every counterexample of the invariant on the profile: whatever events the run's shrinker keeps.
    let signature = "unlock-blocked | \(strategy) | iphone-ios17-scenes | *"
    let file = dir + "/accepted.baseline"
    // Line 2 a comment, line 3 the placeholder entry, line 4 a reviewed pattern of another invariant.
    try """
    lifecycle-fuzz baseline 1
    # written by run --update-baseline
    \(signature)\t\(Baseline.placeholderReason)
    lock-bypass | \(strategy) | * | *\treviewed: the lock is the app's design
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let expected =
      "warning: \(file):3: unreviewed: this entry accepts its finding with the placeholder reason"
      + " 'accepted by --update-baseline', which no one wrote; replace it with why it is acceptable: \(signature)\n"

    let replayed = run(["replay", "--baseline", file, trace])
    #expect(replayed.code == .success, "\(replayed.out)")
    expectEqual(replayed.err, expected)

    let sarif = dir + "/r.sarif"
    let ran = run([
      "run", "--traces", "2", "--jobs", "1", "--strategy", strategy, "--corpus", corpus, "--no-corpus",
      "--baseline", file, "--sarif", sarif,
    ])
    #expect(ran.code == .success, "\(ran.out)")
    expectEqual(ran.err.split(separator: "\n").filter { $0.hasPrefix("warning: ") }.map { $0 + "\n" }, [expected])
    let log = try JSONDecoder().decode(SARIFLog.self, from: try #require(FileManager.default.contents(atPath: sarif)))
    let suppressed = log.runs[0].results.compactMap(\.suppressions).flatMap { $0 }
    expectEqual(
      suppressed.map(\.justification),
      [
        "unreviewed: the baseline entry's reason is still the placeholder 'accepted by --update-baseline' that"
          + " --update-baseline writes; no one has written why this finding is acceptable"
      ])
    expectEqual(suppressed.map(\.status), ["accepted"])

    // Reviewed, the same entry is quiet and its reason is the justification.
    try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
      of: Baseline.placeholderReason, with: "reviewed: two misses lock Face ID out"
    ).write(toFile: file, atomically: true, encoding: .utf8)
    expectEqual(run(["replay", "--baseline", file, trace]).err, "")
  }

  @Test("the justification of a reviewed reason is the reason")
  func reviewedJustification() {
    expectEqual(Baseline.justification(ofReason: "by design"), "by design")
    #expect(Baseline.justification(ofReason: Baseline.placeholderReason).hasPrefix("unreviewed: "))
  }
}
