import TestExpectations
import Testing

@testable import LifecycleFuzz

/// Expectations a run did not reach are notices: listed when few, counted when many, so the one-screen
/// report keeps its verdicts on the screen.
@Suite("Notices on the one-screen report")
struct NoticeLinesTests {
  @Test("one or two notices are printed as they are")
  func fewArePrinted() {
    expectEqual(RunReport.noticeLines(["a held"]), ["notice: a held"])
    expectEqual(RunReport.noticeLines(["a held", "b held"]), ["notice: a held", "notice: b held"])
  }

  @Test("three or more are one line that counts them and points to --verbose")
  func manyAreCounted() {
    let lines = RunReport.noticeLines(["a", "b", "c", "d"])
    expectEqual(lines.count, 1)
    #expect(lines[0].hasPrefix("notice: 4 expected failures held in these traces"))
    #expect(lines[0].contains("--verbose"))
  }

  @Test("the counted notice names each strategy and the invariants it did not break, on its one line")
  func countedNoticeNamesWhatItCounts() {
    let unseen = [
      UnseenExpectation(strategy: "window-app-lock", profile: "iphone-ios17-scenes", invariant: "touch-blocked"),
      UnseenExpectation(strategy: "secure-layer", profile: "iphone-ios17-flutter3.29", invariant: "blank-window"),
      UnseenExpectation(strategy: "window-app-lock", profile: "iphone-ios17-scenes", invariant: "focus-lost"),
    ]
    let lines = RunReport.noticeLines(["a", "b", "c"], unseen: unseen)
    expectEqual(
      lines,
      [
        "notice: 3 expected failures held in these traces (expected to break, not seen; --verbose gives each reason;"
          + " a longer run with --traces usually reaches them): window-app-lock: touch-blocked, focus-lost;"
          + " secure-layer: blank-window"
      ])
  }
}
