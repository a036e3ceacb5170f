import Foundation
import Testing

@Suite("README quotes the compiled snippet")
struct ReadmeQuoteTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("the code block after the snippet's path in 'Adding your own strategy' is the file, byte for byte")
  func snippetMatchesFile() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/ReadmeSnippet/MyCoverTests.swift"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Adding your own strategy"))
    let mention = try #require(
      readme.range(of: "`Examples/ReadmeSnippet/MyCoverTests.swift`", range: section.upperBound..<readme.endIndex))
    let open = try #require(readme.range(of: "```swift\n", range: mention.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
    let quoted = String(readme[open.upperBound..<close.lowerBound]) + "\n"
    #expect(quoted == file)
    #expect(file.contains("@Test @MainActor func myCoverHolds()"))
  }
}
