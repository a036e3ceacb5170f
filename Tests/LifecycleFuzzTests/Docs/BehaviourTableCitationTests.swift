import Foundation
import Testing

/// The behaviour tables cite the test that pins each row (`SMT/Views/KeyboardTests`); a cited test
/// file that moved or never existed makes the row unverifiable, so every citation must resolve.
@Suite("docs/model-behaviours.md: every cited test file exists")
struct BehaviourTableCitationTests {
  @Test func everyCitedTestFileExists() throws {
    let root = URL(fileURLWithPath: corpusDirectory).deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("docs/model-behaviours.md"), encoding: .utf8)
    let targets = [
      "SMT": "ShieldModelTests", "CST": "CoverStrategiesTests", "LFT": "LifecycleFuzzTests",
      "AMT": "AndroidModelTests",
    ]
    let citation = /\b(SMT|CST|LFT|AMT)\/([A-Za-z\/]+Tests)\b/
    var cited = 0
    var missing: [String] = []
    for match in text.matches(of: citation) {
      cited += 1
      let (target, path) = (String(match.output.1), String(match.output.2))
      let file = root.appendingPathComponent("Tests/\(targets[target]!)/\(path).swift").path
      if !FileManager.default.fileExists(atPath: file) { missing.append("\(target)/\(path)") }
    }
    #expect(cited > 100)
    #expect(missing.isEmpty, "cited but not found: \(missing.joined(separator: ", "))")
  }
}
