import Foundation
import Testing

@Suite("Committed comparison")
struct ComparisonDocumentTests {
  static func document() throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("docs/strategy-comparison.txt"), encoding: .utf8)
  }

  @Test("every counterexample the comparison cites is a corpus trace")
  func citedTracesExist() throws {
    let lines = try Self.document().split(separator: "\n")
    let cited = lines.compactMap { line -> String? in
      guard let r = line.range(of: "replay: swift run lifecycle-fuzz replay ") else { return nil }
      return String(line[r.upperBound...])
    }
    #expect(cited.count >= 60)
    for path in cited {
      #expect(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(path).path), "\(path)")
    }
    let broken = lines.filter { $0.contains("BROKEN: ") }.count
    #expect(broken > 0 && cited.count >= broken)
  }

  @Test("the recommended strategy holds every invariant on all 105 profiles")
  func recommendedHolds() throws {
    let text = try Self.document()
    let section = try #require(text.components(separatedBy: "RECOMMENDED: state-cover on 105 profiles\n").last)
    let rows = section.components(separatedBy: "\n\n")[0].split(separator: "\n").dropFirst()
    #expect(rows.count == 105)
    for row in rows {
      #expect(row.split(separator: " ").suffix(5).allSatisfy { $0 == "held" }, "\(row)")
    }
  }
}
