import Foundation
import Testing

@Suite("README quotes the quick start's files")
struct ReadmeQuoteTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every file of `Examples/QuickStart`, the package the quick start makes.
  nonisolated static let files = [
    "Package.swift", "Sources/MyCover/PrivacyCover.swift", "Sources/MyCoverFuzzing/PrivacyCover+Fuzzing.swift",
    "Sources/my-cover-fuzz/main.swift", "Tests/MyCoverTests/MyCoverTests.swift",
  ]

  @Test("the code block after each file's path in the quick start is the file, byte for byte", arguments: files)
  func quotedFileMatches(_ path: String) throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/QuickStart/\(path)"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Quick start: your own cover"))
    let mention = try #require(readme.range(of: "`\(path)`", range: section.upperBound..<readme.endIndex))
    let open = try #require(readme.range(of: "```swift\n", range: mention.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
    #expect(String(readme[open.upperBound..<close.lowerBound]) + "\n" == file)
  }

  @Test("the quick start's cover file is plain UIKit code: only its import block names the model")
  func coverFileIsUIKitCode() throws {
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/QuickStart/Sources/MyCover/PrivacyCover.swift"),
      encoding: .utf8)
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.filter { $0.contains("ShieldModel") }.map(String.init) == ["  import ShieldModel"])
    #expect(
      file.contains("#if canImport(UIKit)\n  import Foundation\n  import UIKit\n#else\n  import ShieldModel\n#endif"))
    #expect(!file.contains("PrivacyScreenStrategy"))
  }
}
