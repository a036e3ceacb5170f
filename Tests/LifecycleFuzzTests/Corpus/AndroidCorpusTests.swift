import AndroidModel
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// Every Android trace of the repository's corpus (`corpus/android`) replays with its recorded verdict and
/// checkpoints; the public cases A01–A03 are there with their controls, A04 onward in `corpus/public-reports/android`.
@Suite struct AndroidCorpusTests {
  nonisolated static func traces(in subfolder: String) -> [String] {
    let folder = (corpusDirectory as NSString).appendingPathComponent(subfolder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".trace") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
  }
  nonisolated static let paths = traces(in: "android")
  /// The public reports A04 onward, each with its controls.
  nonisolated static let publicPaths = traces(in: "public-reports/android")

  @Test(arguments: paths + publicPaths)
  func replaysAsRecorded(path: String) throws {
    let result = try Replay.replay(path: path, platform: AndroidPlatform.builtIn)
    #expect(result.matches, "\(result.summary)")
  }

  @Test func thePublicCasesHaveTheirVerdictsAndControls() throws {
    var verdicts: [String: String] = [:]
    for path in Self.paths where (path as NSString).lastPathComponent.hasPrefix("A0") {
      verdicts[(path as NSString).lastPathComponent] = try Corpus<AndroidPlatform>.read(path).expected.description
    }
    expectEqual(
      verdicts,
      [
        "A01-secure-flag-on-pause-recents.trace": "recents-leak",
        "A01-secure-flag-on-pause-android15.trace": "recents-leak",
        "A01-control-secure-flag-on-create.trace": "holds",
        "A02-rn-modal-capture.trace": "capture-leak",
        "A02-control-flag-copied-to-dialogs.trace": "holds",
        "A03-recents-screenshot-disabled.trace": "holds",
        "A03-control-api32-fallback.trace": "holds",
      ])
  }

  /// A04 onward: every case has a trace with the report's failing
  /// verdict and at least one control that holds; every trace cites its case and a report.
  @Test func thePublicReportsHaveTheirVerdictsAndControls() throws {
    var failing: Set<String> = []
    var controls: Set<String> = []
    for path in Self.publicPaths {
      let name = (path as NSString).lastPathComponent
      let trace = try Corpus<AndroidPlatform>.read(path)
      let id = String(name.prefix(3))
      #expect(
        trace.comments.contains {
          ($0.hasPrefix("case \(id):") || $0.hasPrefix("control \(id):")) && $0.contains("https://")
        }, "\(name)")
      if name.contains("-control-") {
        #expect(trace.expected.description == "holds", "\(name)")
        controls.insert(id)
      } else {
        #expect(trace.expected.description != "holds", "\(name)")
        failing.insert(id)
      }
    }
    let cases: Set<String> = ["A04", "A05", "A06", "A07", "A08", "A09", "A10", "A11"]
    expectEqual(failing, cases)
    expectEqual(controls, cases)
  }
}
