import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Escaping: one escaper per output kind")
struct EscapingTests {
  @Test("XML replaces control characters visibly; Markdown and terminal text neutralize them")
  func escapers() {
    expectEqual(
      Escape.xml("a\u{1B}b\u{0}c\td\ne<'\"&\u{FFFE}\u{202E}"), "aU+001BbU+0000c\td\ne&lt;'&quot;&amp;U+FFFEU+202E")
    expectEqual(Escape.html("'\u{7}"), "&#39;U+0007")
    expectEqual(Escape.markdown("x\u{1B}[2J\u{9B}"), "xU+001B\\[2JU+009B")
    expectEqual(Escape.terminalLines("ok\n\u{1B}[2Jbad\r\n"), "ok\n?[2Jbad?\n")
    expectEqual(Escape.terminalLines("plain\ntext\n"), "plain\ntext\n")
  }

  @Test(
    "one rule for every output: Unicode Cc, Cf, Zl and Zp are unsafe, letters, marks, emoji and spaces are not",
    arguments: [
      ("\u{200F}", true), ("\u{200E}", true), ("\u{2028}", true), ("\u{2029}", true), ("\u{202E}", true),
      ("\u{2066}", true), ("\u{FEFF}", true), ("\u{00AD}", true), ("\u{200B}", true), ("\u{061C}", true),
      ("\u{E0041}", true), ("\u{85}", true), ("\u{7F}", true), ("\u{0}", true), ("\u{1B}", true),
      ("a", false), ("é", false), ("\u{301}", false), ("😀", false), ("\u{A0}", false), ("\u{3000}", false),
      ("中", false), (" ", false),
    ] as [(String, Bool)])
  func oneRule(character: String, unsafe: Bool) {
    let scalar = character.unicodeScalars.first!
    expectEqual(Escape.isUnsafe(scalar), unsafe)
    expectEqual(Escape.terminal("a\(character)b"), (unsafe ? "a?b" : "a\(character)b"))
    expectEqual(Escape.terminalLines("x\n\(character)\n"), (unsafe ? "x\n?\n" : "x\n\(character)\n"))
    expectEqual(Escape.markdown(character).contains("U+"), unsafe)
    expectEqual(Escape.xml(character).contains("U+"), unsafe)
  }

  @Test("a Swift string literal: quote and backslash escaped, line breaks, tabs and bidi overrides as \\u{...}")
  func swiftLiteral() {
    expectEqual(Escape.swiftLiteral("plain-name"), "\"plain-name\"")
    expectEqual(Escape.swiftLiteral("a\"b\\c"), "\"a\\\"b\\\\c\"")
    expectEqual(Escape.swiftLiteral("x\ny\tz\u{202E}é"), "\"x\\u{A}y\\u{9}z\\u{202E}é\"")
    // Interpolation is not reopened: the backslash is escaped before the parenthesis.
    expectEqual(Escape.swiftLiteral("\\(evil)"), "\"\\\\(evil)\"")
  }
}
