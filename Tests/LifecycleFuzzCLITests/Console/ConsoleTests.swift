import LifecycleFuzzCLI
import TestExpectations
import Testing

@Suite("Console: one-line errors")
struct ConsoleTests {
  @Test("one-line errors neutralize control characters and cut long input")
  func oneLine() {
    let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2Jfoo\u{202E}bar\nnext"
    expectEqual(Console.oneLine(hostile), "?]0;pwned??[2Jfoo?bar?next")
    expectEqual(Console.oneLine(String(repeating: "x", count: 1000)).count, 401)
  }
}
