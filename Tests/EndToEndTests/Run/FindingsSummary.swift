import Foundation
import Testing

/// The default run's findings per strategy, as signature counts by invariant and capture kind, compared with the
/// committed `docs/default-run-findings.txt`: a change that adds or loses findings fails `swift test` until the
/// summary is updated on purpose (`scripts/findings-summary.sh`, which sets `LIFECYCLE_FUZZ_UPDATE_FINDINGS=1`).
enum FindingsSummary {
  /// The committed summary.
  static var path: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/default-run-findings.txt")
      .path
  }

  /// The summary of a SARIF log: a header, then one line per strategy and rule (`invariant/captureKind`, or the
  /// invariant) with its number of distinct signatures, sorted.
  static func text(ofSARIF data: Data) throws -> String {
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(root["runs"] as? [[String: Any]])
    var counts: [String: Int] = [:]
    for run in runs {
      for result in run["results"] as? [[String: Any]] ?? [] {
        let rule = try #require(result["ruleId"] as? String)
        let properties = try #require(result["properties"] as? [String: Any])
        let strategy = try #require(properties["strategy"] as? String)
        let profile = try #require(properties["profile"] as? String)
        counts["\(strategy)\t\(profile)\t\(rule)", default: 0] += 1
      }
    }
    let header = [
      "# The default run's findings (swift run lifecycle-fuzz run --no-corpus): distinct failure signatures per",
      "# strategy, profile and rule (invariant/capture kind). Compared by swift test (DefaultRunTests); refresh on",
      "# purpose with scripts/findings-summary.sh and say in the commit why findings were added or lost.",
      "# strategy\tprofile\trule\tsignatures",
    ]
    let lines = counts.keys.sorted().map { "\($0)\t\(counts[$0]!)" }
    return (header + lines).joined(separator: "\n") + "\n"
  }

  /// Compares the summary of the SARIF log at `sarif` with the committed one (or writes it, when asked to).
  static func check(sarif: String) throws {
    let summary = try text(ofSARIF: try Data(contentsOf: URL(fileURLWithPath: sarif)))
    if ProcessInfo.processInfo.environment["LIFECYCLE_FUZZ_UPDATE_FINDINGS"] == "1" {
      try summary.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    let now = Set(summary.split(separator: "\n")).subtracting(committed.split(separator: "\n"))
    let before = Set(committed.split(separator: "\n")).subtracting(summary.split(separator: "\n"))
    let difference =
      "now:\n" + now.sorted().joined(separator: "\n") + "\nbefore:\n" + before.sorted().joined(separator: "\n")
    #expect(
      summary == committed,
      "the default run's findings changed; if on purpose, run scripts/findings-summary.sh.\n\(difference)")
  }
}
