import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// SARIF gave every suppressed finding of a strategy's expectation the expectation's one reason: subview-tag's
/// "a launch into the background never resigns" for 13 findings none of which is a background launch (a reviewer,
/// issue 25; 11 are what the app presents above the cover, 2 rotations). Each is now justified by the catalog's
/// entry for its path (``StrategyCatalog/expectedFailureCauses``).
@Suite("SARIF: each expected finding justified by the catalog entry that expects it")
struct ExpectedJustificationTests {
  @Test("subview-tag's 400 traces: 11 presentations and 2 rotations, each with its own justification")
  func subviewTagFindingsByPath() throws {
    let dir = NSTemporaryDirectory() + "expected-justification-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sarif = dir + "/r.sarif"
    let code = CommandLineTool().main(
      arguments: ["run", "--strategy", "subview-tag", "--jobs", "1", "--no-corpus", "--sarif", sarif],
      console: Console(out: { _ in }, err: { _ in }))
    expectEqual(code, .success)
    let log = try JSONDecoder().decode(SARIFLog.self, from: try #require(FileManager.default.contents(atPath: sarif)))
    let presented =
      "expected by the catalog: its cover is a subview of the app's window: what the app presents while resigned"
      + " lies above it and is captured"
    let rotated =
      "expected by the catalog: its cover keeps the frame it was added with: rotated while it is up, the content"
      + " outside that frame is captured"
    var byJustification: [String: Int] = [:]
    for result in log.runs[0].results {
      let justification = try #require(result.suppressions?.first?.justification)
      let events = result.properties.signature.components(separatedBy: " | ")[3]
      #expect(justification == (events.contains("appPresent(") ? presented : rotated), "\(events)")
      byJustification[justification, default: 0] += 1
    }
    // 11 and 2 before keyboardShow was a hit-tested tap; 15 and 1 before session 47's share sheet at its medium detent
    // (laid out again at each rotation) moved the draws.
    expectEqual(byJustification, [presented: 15, rotated: 2])
  }

  @Test("a cause fits by the kind of an event of the trace, first in list order; none: nil")
  func causeLookup() {
    let causes = ExpectedFailureCause.list(StrategyCatalog.expectedFailureCauses)
    let both = causes.reason(
      strategy: "subview-tag", invariant: "snapshot-leak",
      events: ["launch", "rotate(landscapeLeft)", "appPresent(sheet, key)"])
    expectEqual(both?.hasPrefix("its cover is a subview of the app's window"), true)
    #expect(causes.reason(strategy: "subview-tag", invariant: "snapshot-leak", events: ["backgroundLaunch"]) == nil)
    #expect(
      causes.reason(strategy: "subview-tag-vc", invariant: "snapshot-leak", events: ["appPresent(sheet, key)"]) == nil)
    expectEqual(ExpectedFailureCause.kind(of: "appPresent(sheet, key)"), "appPresent")
  }
}
