import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Option values met in the seventeenth session's search for bad input: an empty value (`--corpus ''` ran with
/// the working folder as its corpus, `--junit ''` failed only after the whole run), an empty strategy name in a
/// list (`--strategy subview-tag,` was read as one strategy), and the inline replay's values, whose line breaks
/// and empty events reached the trace text it builds (`--strategy 'subview-tag\nnonsensitive-scenes: A'` added
/// a header line; `launch ·  · goHome` lost an event without a word).
@Suite("Empty option values, empty strategy names and inline replay values")
struct EmptyValueTests {
  @Test(
    "an empty value is refused before anything runs",
    arguments: [
      (["run", "--corpus", "", "--traces", "1"], "--corpus"),
      (["run", "--junit", "", "--traces", "1", "--no-corpus"], "--junit"),
      (["run", "--results=", "--traces", "1", "--no-corpus"], "--results"),
      (["merge", "--corpus", "", "x.results"], "--corpus"),
    ])
  func emptyValue(arguments: [String], option: String) {
    #expect(run(arguments) == (.usage, "", "error: \(option) takes a value, not an empty one\n"))
  }

  @Test("an empty name in a --strategy list is refused, a family name's commas are not names")
  func emptyStrategyName() {
    #expect(
      run(["run", "--strategy", "subview-tag,", "--traces", "1", "--no-corpus"])
        == (.usage, "", "error: --strategy has an empty name in 'subview-tag,' (names joined by commas)\n"))
    expectEqual(
      run(["run", "--strategy", "subview-tag,,cover-window", "--traces", "1", "--no-corpus"]).err,
      "error: --strategy has an empty name in 'subview-tag,,cover-window' (names joined by commas)\n")
    #expect(
      run(["run", "--strategy", "cover[on=resign,via=subview,off=becomeActive]", "--traces", "1", "--no-corpus"]).code
        != .usage)
  }

  @Test("the inline replay refuses a line break in a value and an empty event")
  func inlineValues() {
    func inline(_ strategy: String, _ events: String) -> (code: ExitCode, out: String, err: String) {
      run([
        "replay", "--strategy", strategy, "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events", events,
      ])
    }
    #expect(
      inline("subview-tag\nnonsensitive-scenes: A", "launch · goHome")
        == (.usage, "", "error: --strategy takes one line: its value has a line break\n"))
    #expect(
      inline("subview-tag", "launch\rgoHome")
        == (.usage, "", "error: --events takes one line: its value has a line break\n"))
    #expect(
      inline("subview-tag", "launch ·  · goHome")
        == (.usage, "", "error: --events, event 2: empty (events are separated by ' · ')\n"))
    #expect(
      inline("subview-tag", "launch · goHome") == (.success, "ok   launch · goHome: expected holds, got holds\n", ""))
  }
}
