import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// A new user's trial: `replay corpus` ended "22 passed, 0 failed; 22 still BROKEN" and exited 1, which read as a
/// pass. A failed replay's line now starts with what failed it and its exit code.
@Suite("replay's closing line")
struct ReplaySummaryLineTests {
  @Test(
    "a pass reads as one; a failed replay says FAILED, its exit code and each cause counted",
    arguments: [
      (3, 0, 0, 0, "3 passed, 0 failed"),
      (
        22, 0, 22, 0,
        "FAILED (exit 1): 22 known counterexamples still BROKEN, neither accepted nor expected (the cover still breaks"
          + " them; as in 'run', a committed counterexample fails until the cover is fixed); 0 regressions; 22 replayed"
      ),
      (
        2, 1, 0, 0,
        "FAILED (exit 1): 0 known counterexamples still BROKEN; 1 regression (a verdict that differs from its file, or"
          + " a stale trace: the DIFF or STALE lines); 2 replayed"
      ),
      (
        4, 0, 1, 2,
        "FAILED (exit 2): 2 traces unreadable (the errors above); 1 known counterexample still BROKEN, neither accepted"
          + " nor expected (the cover still breaks it; as in 'run', a committed counterexample fails until the cover is"
          + " fixed); 0 regressions; 2 of 4 replayed"
      ),
    ] as [(Int, Int, Int, Int, String)])
  func line(replayed: Int, regressions: Int, broken: Int, unreadable: Int, expected: String) {
    expectEqual(
      ReplayCommand.summaryLine(replayed: replayed, regressions: regressions, broken: broken, unreadable: unreadable),
      expected)
  }

  @Test(
    "a replay hint repeats the command as run: a prebuilt binary by its name, swift run's build folder as swift run",
    arguments: [
      ("lifecycle-fuzz", "lifecycle-fuzz"), ("./lifecycle-fuzz", "./lifecycle-fuzz"),
      (".build/release/lifecycle-fuzz", ".build/release/lifecycle-fuzz"),
      ("/home/ci/work/.build/x86_64-unknown-linux-gnu/debug/lifecycle-fuzz", nil),
      ("/usr/local/bin/lifecycle-fuzz", "lifecycle-fuzz"), ("/opt/my tools/my-fuzz", "my-fuzz"),
      ("bin/a b", "'bin/a b'"), ("", nil),
    ] as [(String, String?)])
  func invocation(argv0: String, command: String?) {
    expectEqual(ToolInvocation.command(argv0: argv0), command)
  }
}
