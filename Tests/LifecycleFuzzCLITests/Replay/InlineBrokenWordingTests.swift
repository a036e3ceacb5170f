import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `replay --events` of a break the catalog does not expect: its line read "expected snapshot-leak, got
/// snapshot-leak ... BROKEN", two senses of "expected" in one line. What differs is the catalog's expectation (here
/// its profile), and the line says so.
@Suite("Inline replay: a break that is neither accepted nor expected says why")
struct InlineBrokenWordingTests {
  func replay(_ profile: String, expect: String) -> (code: ExitCode, out: String, err: String) {
    run([
      "replay", "--strategy", "subview-tag", "--profile", profile, "--expect", expect, "--events", "backgroundLaunch",
    ])
  }

  @Test("the catalog's fault on another profile than the strategy's own names both profiles, exit 1")
  func otherProfile() {
    let r = replay("iphone-ios17-appdelegate", expect: "snapshot-leak")
    expectEqual(r.code, .failure)
    expectEqual(
      r.out,
      "BROKEN backgroundLaunch: snapshot-leak, as --expect says; neither accepted nor expected (the"
        + " catalog expects subview-tag to break snapshot-leak on its own profile iphone-ios17-scenes only, not on"
        + " iphone-ios17-appdelegate; only a saved trace's replay takes --baseline)\n")
    #expect(r.err.isEmpty)
    // A verdict that differs is still DIFF, in the words it always had.
    let differs = replay("iphone-ios17-appdelegate", expect: "holds")
    expectEqual(differs.code, .failure)
    expectEqual(differs.out, "DIFF backgroundLaunch: expected holds, got snapshot-leak\n")
  }
}
