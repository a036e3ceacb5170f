import Foundation
import Testing

@Suite("README quotes the quick start's files")
struct ReadmeQuoteTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every file of `Examples/QuickStart`, the package the quick start makes.
  nonisolated static let files = [
    "Package.swift", "Sources/MyCoverFuzzing/app-files.json", "MyApp/PrivacyCover.swift",
    "Sources/MyCoverFuzzing/PrivacyCover+Fuzzing.swift", "Sources/my-cover-fuzz/main.swift",
    "Tests/MyCoverTests/MyCoverTests.swift",
  ]

  @Test("the code block after each file's path in the quick start is the file, byte for byte", arguments: files)
  func quotedFileMatches(_ path: String) throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/QuickStart/\(path)"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Quick start: your own cover"))
    let mention = try #require(readme.range(of: "`\(path)`", range: section.upperBound..<readme.endIndex))
    let fence = path.hasSuffix(".json") ? "```json\n" : "```swift\n"
    let open = try #require(readme.range(of: fence, range: mention.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
    #expect(String(readme[open.upperBound..<close.lowerBound]) + "\n" == file)
  }

  @Test("the quick start's cover file is the app's own UIKit code: it imports UIKit and never names the model")
  func coverFileIsUIKitCode() throws {
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/QuickStart/MyApp/PrivacyCover.swift"), encoding: .utf8)
    let imports = file.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
    #expect(imports == ["import UIKit"])
    #expect(!file.contains("ShieldModel"))
    #expect(!file.contains("PrivacyScreenStrategy"))
  }
}
