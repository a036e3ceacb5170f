import Testing

@testable import LifecycleFuzz

@Suite("Escaping: one escaper per output kind")
struct EscapingTests {
  @Test("XML replaces control characters visibly; Markdown and terminal text neutralize them")
  func escapers() {
    #expect(
      Escape.xml("a\u{1B}b\u{0}c\td\ne<'\"&\u{FFFE}\u{202E}") == "aU+001BbU+0000c\td\ne&lt;'&quot;&amp;U+FFFEU+202E")
    #expect(Escape.html("'\u{7}") == "&#39;U+0007")
    #expect(Escape.markdown("x\u{1B}[2J\u{9B}") == "xU+001B\\[2JU+009B")
    #expect(Escape.terminalLines("ok\n\u{1B}[2Jbad\r\n") == "ok\n?[2Jbad?\n")
    #expect(Escape.terminalLines("plain\ntext\n") == "plain\ntext\n")
  }
}
