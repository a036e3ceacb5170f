import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A new user's trial: a family member's name, longer than the table's fixed column, pushed its row's profile out of
/// line with the others. A name longer than its column now has a line of its own, and its row continues in line.
@Suite("The verdict table's columns fit their content")
struct VerdictTableWidthTests {
  @Test("a long strategy name keeps every row's profile in the heading's column")
  func longNameAligns() throws {
    let long = "cover[on=resign,via=window,level=2001,off=becomeActive]"
    var c = RunConfiguration<IOSPlatform>()
    c.strategies = try ["subview-tag", long].map { try #require(StrategyCatalog.descriptor(named: $0)) }
    let outcome = RunOutcome<IOSPlatform>(
      results: c.strategies.map { s in
        StrategyResult(
          strategy: s, profile: c.profile(for: s), traces: 1, steps: 1, findings: [], failingTraces: 0,
          eventCounts: [:], coverage: CoverageMap())
      }, incompleteReason: nil)
    let lines = RunReport.table(RunVerdicts(outcome: outcome))
    #expect(c.strategies[1].name.count > 36)
    // The heading, subview-tag's row, the long name's own line, then its row in the columns.
    expectEqual(lines.count, 4)
    expectEqual(lines[2], "  holds     \(long)")
    let column = try #require(lines[0].range(of: "profile")).lowerBound.utf16Offset(in: lines[0])
    for line in [lines[1], lines[3]] {
      #expect(line.dropFirst(column).hasPrefix("iphone-ios17"), "\(line)")
    }
    #expect(lines.allSatisfy { $0.count <= 100 })
  }
}
