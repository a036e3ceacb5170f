import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// The public-report suite's iOS traces (`corpus/public-reports`; `AndroidCorpusTests` replays its `android/`):
/// every trace replays with its recorded verdict, each is marked as a case or a control, and every control holds.
@Suite("Public-report suite")
struct PublicReportSuiteTests {
  nonisolated static let folder = (corpusDirectory as NSString).appendingPathComponent("public-reports")
  nonisolated static let iosPaths = Corpus(directory: folder).tracePaths()

  @Test("every iOS trace of the suite replays with its recorded verdict", arguments: iosPaths)
  func iosReplays(path: String) throws {
    let result = try Replay.replay(path: path)
    #expect(result.matches, "\(result.summary)")
  }

  @Test("every trace names its case and role, the case its file name starts with; controls expect holds")
  func everyTraceIsMarked() throws {
    #expect(Self.iosPaths.count >= 20)
    for path in Self.iosPaths {
      let trace = try Corpus<IOSPlatform>.read(path)
      let name = (path as NSString).lastPathComponent
      let mark = try #require(PublicCaseMark(comments: trace.comments), "\(name) has no case or control line")
      #expect(name.hasPrefix(mark.caseID + "-"), "\(name) is marked \(mark.caseID)")
      #expect((mark.role == .control) == name.hasPrefix(mark.caseID + "-control-"), "\(name)")
      if mark.role == .control { #expect(trace.expected.description == "holds", "\(name)") }
    }
  }
}

@Suite("Public case marks and the suite's score")
struct PublicCaseMarkTests {
  @Test("a case or control line is read with its id; other comments and malformed ids are not")
  func parsing() {
    expectEqual(PublicCaseMark(comments: ["case C31: https://x"]), PublicCaseMark(caseID: "C31", role: .reproduction))
    expectEqual(PublicCaseMark(comments: ["x", "control A04: why"]), PublicCaseMark(caseID: "A04", role: .control))
    #expect(PublicCaseMark(comments: ["case C7: short"]) == nil)
    #expect(PublicCaseMark(comments: ["case X31: other letter"]) == nil)
    #expect(PublicCaseMark(comments: ["case C3a1: not digits"]) == nil)
    #expect(PublicCaseMark(comments: ["the case C31: not at the start"]) == nil)
  }

  @Test("a case counts once, only when all its reproductions match; controls count each")
  func score() {
    var s = PublicSuiteScore()
    #expect(s.isEmpty)
    s.add(PublicCaseMark(caseID: "C30", role: .reproduction), matches: true, byConstruction: false)
    s.add(PublicCaseMark(caseID: "C30", role: .reproduction), matches: false, byConstruction: false)
    s.add(PublicCaseMark(caseID: "C31", role: .reproduction), matches: true, byConstruction: true)
    s.add(PublicCaseMark(caseID: "C31", role: .control), matches: true, byConstruction: false)
    s.add(PublicCaseMark(caseID: "C30", role: .control), matches: false, byConstruction: false)
    expectEqual(
      s.line,
      "public-report suite: 2 cases, 1 with the report's verdict (1 by construction), 1 differs; 2 controls, 1 hold"
    )
    expectEqual(s.differing, ["C30"])
  }
}
