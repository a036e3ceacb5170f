import Foundation
import TestExpectations
import Testing

/// The engine prints nothing and parses no argv: the command line does (issue: the command line
/// in its own target).
@Suite("The engine never touches the terminal")
struct EngineIsQuietTests {
  static let forbidden = [
    "CommandLine.arguments", "print(", "FileHandle.standardOutput", "FileHandle.standardError", "fputs", "stdout",
    "stderr", "isatty",
  ]

  @Test("no file of Sources/LifecycleFuzz reads argv or writes to standard output or error")
  func noTerminalInTheEngine() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let engine = root.appendingPathComponent("Sources/LifecycleFuzz")
    let files = try #require(FileManager.default.enumerator(atPath: engine.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 30, "found the engine's sources")
    var found: [String] = []
    for file in files {
      let text = try String(contentsOf: engine.appendingPathComponent(file), encoding: .utf8)
      for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for word in Self.forbidden where line.contains(word) { found.append("\(file):\(n + 1): \(word)") }
      }
    }
    expectEqual(found, [])
  }
}
