import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("explain's HTML header: comment lines as the sentences they were wrapped from")
struct CommentParagraphsTests {
  @Test("wrapped lines join; a line after a finished sentence and a public case's mark stand alone")
  func joinsWrappedLines() {
    let comments = [
      "case C53: https://example.org/doc",
      "C53 (derived case, a doc",
      "https://example.org/doc ): seed 003's",
      "cover keeps its frame.",
      "Controls: C53-control-a.trace (the window follows)",
      "and C53-control-b.trace.",
    ]
    expectEqual(
      ComparisonHTML.paragraphs(comments),
      [
        "case C53: https://example.org/doc",
        "C53 (derived case, a doc https://example.org/doc ): seed 003's cover keeps its frame.",
        "Controls: C53-control-a.trace (the window follows) and C53-control-b.trace.",
      ])
    expectEqual(ComparisonHTML.paragraphs(["One.", "Two."]), ["One.", "Two."])
    expectEqual(ComparisonHTML.paragraphs([]), [])
  }
}
