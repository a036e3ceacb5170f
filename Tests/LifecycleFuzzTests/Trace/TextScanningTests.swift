import Foundation
import Testing

@testable import LifecycleFuzz

@Suite("Trace text scanning on bytes agrees with Character and Foundation scanning")
struct TextScanningTests {
  /// Pieces that stress the rules: line breaks in every form, spaces of several kinds
  /// (U+00A0 and U+3000 are Zs; U+200B is not), a combining mark, a prepended mark (U+0600
  /// joins the next Character), an emoji, plain text.
  static let pieces = [
    "\n", "\r\n", "\r", " ", "\t", "\u{00A0}", "\u{3000}", "\u{200B}", "\u{0301}", "\u{0600}", "👩‍💻", "a", "=>", "=", ">",
    "#",
  ]

  func samples(_ count: Int) -> [String] {
    var rng = SplitMix64(seed: 7)
    return (0..<count).map { _ in
      (0..<rng.next(below: 12)).map { _ in Self.pieces[rng.next(below: Self.pieces.count)] }.joined()
    }
  }

  @Test("splitLines breaks where a split at \\n, \\r\\n and \\r Characters does")
  func linesAgree() {
    for text in samples(3_000) {
      let characterWise = text.split(
        omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
      #expect(text.splitLines() == characterWise, "\(Array(text.unicodeScalars))")
    }
  }

  @Test("trimmingWhitespace trims what trimmingCharacters(in: .whitespaces) trims")
  func trimmingAgrees() {
    for text in samples(3_000) {
      #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
    }
  }

  @Test("rangeOfArrow finds the first => as range(of:) does")
  func arrowAgrees() {
    for text in samples(3_000) {
      let expected = text.range(of: "=>").map { text[$0.lowerBound...] }
      #expect(text.rangeOfArrow().map { text[$0.lowerBound...] } == expected, "\(Array(text.unicodeScalars))")
    }
  }
}
