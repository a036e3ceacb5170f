import Foundation
import Testing

@testable import AppFiles

/// A compile error in a rewritten file lands on the user's original file and line.
@Suite struct AppFileDiagnosticsTests {
  @Test func aCompileErrorNamesTheOriginalLine() throws {
    let original = """
      import Foundation

      @objc(Cover)
      final class Cover {
        @objc func f() {}
        func g() { let x: Int = "not a number" }
      }

      """
    let folder = FileManager.default.temporaryDirectory.appending(path: "app-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let rewritten = folder.appending(path: "rewritten.swift")
    // The model module is not needed to type-check this file: Foundation stands in for it.
    let text = AppFileRewriter(original, path: "/app/Cover.swift").text
      .replacingOccurrences(of: "import ShieldModel", with: "import Foundation")
    try text.write(to: rewritten, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", rewritten.path]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    #expect(output.contains("/app/Cover.swift:6:"), "\(output)")
    #expect(!output.contains("rewritten.swift:"), "\(output)")
  }
}
