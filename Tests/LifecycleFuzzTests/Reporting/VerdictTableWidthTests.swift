import CoverStrategies
import ShieldModel
import Testing

@testable import LifecycleFuzz

/// A new user's trial: a family member's name, longer than the table's fixed column, pushed its row's profile out of
/// line with the others. Each column is now as wide as its widest cell.
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
    #expect(lines.count == 3)
    #expect(c.strategies[1].name.count > 36)
    let column = try #require(lines[0].range(of: "profile")).lowerBound.utf16Offset(in: lines[0])
    for line in lines.dropFirst() {
      #expect(line.dropFirst(column).hasPrefix("iphone-ios17"), "\(line)")
    }
  }
}
