import Foundation
import Testing

@testable import LifecycleFuzz

/// docs/flag-evidence.md ranks the top flags "of N": N must be the number of flags the model has (it said 66 and 29
/// while `list flags` showed 67 and 30).
@Suite("docs/flag-evidence.md: the ranking headings count every flag")
@MainActor
struct FlagEvidenceCountTests {
  @Test func headingsCountTheFlags() throws {
    let root = URL(fileURLWithPath: corpusDirectory).deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("docs/flag-evidence.md"), encoding: .utf8)
    #expect(text.contains("### iOS (top 15 of \(IOSPlatform.flags.count))\n"))
    #expect(text.contains("### Android (top 15 of \(AndroidPlatform.flags.count))\n"))
  }
}
