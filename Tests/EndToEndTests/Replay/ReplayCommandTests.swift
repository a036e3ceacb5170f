import Foundation
import TestExpectations
import Testing

@Suite("replay and explain", .serialized)
struct ReplayCommandTests {
  @Test("replay of a malformed trace names file and line and exits 2")
  func malformedTrace() throws {
    let dir = try makeTempDirectory()
    let path = dir + "/broken.trace"
    try "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\nteleport\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = try runTool(["replay", path])
    expectEqual(r.status, 2)
    expectEqual(r.err, "error: \(path):6: unknown event 'teleport' (see 'lifecycle-fuzz list events')\n")
  }

  @Test("replay exits 1 when a verdict differs from the recorded one")
  func replayMismatch() throws {
    let dir = try makeTempDirectory()
    let path = dir + "/wrong.trace"
    try
      "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\nexpect: holds\nlaunch\nkeyboardShow\ngoHome\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = try runTool(["replay", path])
    expectEqual(r.status, 1)
    expectEqual(
      r.out,
      "DIFF  \(path): expected holds, got snapshot-leak\nFAILED (exit 1): 0 "
        + "known counterexamples still BROKEN; 1 regression (a verdict that "
        + "differs from its file, or a stale trace: the DIFF or STALE lines); 1 "
        + "replayed\n")
  }

  @Test("the printed inline replay command reproduces the failure")
  func inlineReplay() throws {
    let r = try runTool([
      "replay", "--strategy", "secure-layer", "--profile", "iphone-ios17-flutter3.29", "--expect", "touch-blocked",
      "--events", "launch · touch(0.5, 0.5)",
    ])
    expectEqual(r.status, 0)
    expectEqual(r.out, "ok   launch · touch(0.5, 0.5): expected touch-blocked, got touch-blocked   (expected)\n")
  }

  /// A secure-layer counterexample with checkpoints, as `run` writes it (fails at its last event).
  static let checkpointed = """
    lifecycle-fuzz trace 2
    strategy: secure-layer
    profile: iphone-ios17-flutter3.29
    expect: touch-blocked
    launch           => t=0.0 fg overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:foregroundActive[0]
    touch(0.5, 0.5)  => t=0.0 fg overlay=- rec=0 mir=0 kb=1 q=0/0/0 A:foregroundActive[0]

    """

  @Test("replay: a checkpointed line after the failing event is an error at its line, not ignored")
  func lineAfterFailingStep() throws {
    let dir = try makeTempDirectory()
    try Self.checkpointed.write(toFile: dir + "/good.trace", atomically: true, encoding: .utf8)
    let bad =
      Self.checkpointed + "advance(0.5)     => t=0.5 fg overlay=- rec=0 mir=0 kb=1 q=0/0/0 A:foregroundActive[0]\n"
    try bad.write(toFile: dir + "/bad.trace", atomically: true, encoding: .utf8)
    let good = try runTool(["replay", "good.trace"], in: dir)
    expectEqual(good.status, 0)
    let r = try runTool(["replay", "bad.trace"], in: dir)
    expectEqual(r.status, 2)
    expectEqual(
      r.err,
      "error: bad.trace:7: event 3 (advance(0.5)) and its checkpoint come after the failing event 2,"
        + " where the replay stops, so they cannot be checked\n")
    expectEqual(
      r.out,
      "FAILED (exit 2): 1 trace unreadable (the errors above); 0 known "
        + "counterexamples still BROKEN; 0 regressions; 0 of 1 replayed\n")
    // An unknown line there is an error too (the whole file is parsed before replaying).
    try (Self.checkpointed + "teleport => x\n").write(toFile: dir + "/bad.trace", atomically: true, encoding: .utf8)
    let unknown = try runTool(["replay", "bad.trace"], in: dir)
    expectEqual(unknown.status, 2)
    #expect(unknown.err.hasPrefix("error: bad.trace:7: unknown event 'teleport'"))
  }

  @Test("a corpus file with ESC in its name and comments replays and explains with the ESC escaped")
  func escapeInCorpusFile() throws {
    let dir = try makeTempDirectory()
    let path = dir + "/esc\u{1B}[31m.trace"
    let text = """
      lifecycle-fuzz trace 2
      # found by a run; detail \u{1B}]0;pwned\u{07} and \u{202E}reversed
      strategy: secure-layer
      profile: iphone-ios17-flutter3.29
      expect: touch-blocked
      launch
      touch(0.5, 0.5)

      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = try runTool(["replay", dir])
    expectEqual(r.status, 0)
    expectEqual(r.out, "ok    \(dir)/esc?[31m.trace: touch-blocked   (expected)\n1 passed, 0 failed\n")
    let md = try runTool(["explain", path, "--format", "markdown"])
    expectEqual(md.status, 0)
    #expect(md.out.contains("detail U+001B\\]0;pwnedU+0007 and U+202Ereversed"), "\(md.out)")
    #expect(!md.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
  }

  @Test("explain prints one row per step within 100 columns")
  func explain() throws {
    let dir = try makeTempDirectory()
    let path = dir + "/t.trace"
    try
      "lifecycle-fuzz trace 1\n# \u{1B}[31mred\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\nexpect: snapshot-leak\nlaunch\nkeyboardShow\ngoHome\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = try runTool(["explain", path])
    expectEqual(r.status, 0)
    let all = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(all.allSatisfy { $0.count <= 100 })
    // The rows, without the callbacks and continuation lines under them.
    let lines = all.filter { !$0.hasPrefix("      callbacks: ") && !$0.hasPrefix("        ") }
    expectEqual(lines[1], "# ?[31mred")  // an escape sequence from the file is not sent to the terminal
    #expect(lines[3].hasPrefix("   0     0 launch "))
    expectEqual(lines[5], "   2   0.5 goHome               bg kb        A:bg           A     -                ok")
    expectEqual(
      lines[6], "   3   0.5 settle               susp kb      A:bg           A     snapshot A!      snapshot-leak")
    #expect(all.contains("      callbacks: keyboard shows"))
    // What the outcome depends on, said once: the answer used (the profile's `+flag`, or the model's default) and
    // what the other gives; the invariant below that rests on the same says so, not the list again.
    // (Wrapped at 100 columns: read with its continuation lines joined.)
    let unwrapped = r.out.replacingOccurrences(of: "\n  ", with: " ")
    #expect(
      unwrapped.contains(
        "\ndepends on: suggestionBarShowsFieldText=true (unverified, no confirming source; used: the profile's answer; false -> "
      ),
      "\(r.out)")
    #expect(unwrapped.contains("hardwareKeyboard=false (a setting, not a platform fact; used: the model's default; "))
    let section = try #require(
      all.firstIndex(of: "every invariant the trace breaks, each checked alone (past the others' failures):"))
    expectEqual(
      Array(all[(section - 1)...].prefix(5)),
      [
        "",
        "every invariant the trace breaks, each checked alone (past the others' failures):",
        "  step 3 (settle): snapshot-leak; depends on: as above",
        "      └ switcherSnapshot of scene A at t=0.5 s shows sensitive content at 8 of 160 points",
        "",
      ])
    // Last, the addresses each named flag's doc comment cites (an unverified default's may cite the other answer's).
    #expect(all[section + 4].hasPrefix("sources of the flags named above "), "\(r.out)")
    #expect(all.contains { $0.hasPrefix("  suggestionBarShowsFieldText: https://") }, "\(r.out)")
    #expect(
      all.contains { $0.hasPrefix("  hardwareKeyboard: https://github.com/matmartinez/MMNumberKeyboard/issues/14") })
    expectEqual(all.last, "")
    let html = try runTool(["explain", path, "--format", "html"])
    expectEqual(html.status, 0)
    #expect(html.out.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(
      html.out.contains(
        "<ul class=\"broken\">\n<li>step 3 (settle): snapshot-leak; depends on: as above: switcherSnapshot of scene A "
          + "at t=0.5 s shows sensitive content at 8 of 160 points</li>\n</ul>\n"))
    #expect(
      html.out.contains(
        "<p class=\"depends\">depends on: suggestionBarShowsFieldText=true (unverified, no confirming source; used: the profile&#39;s answer; "
      ),
      "\(html.out.suffix(800))")
  }

  @Test("replay of marked public cases prints the suite's score; a reproduction's failure is its case's, not BROKEN")
  func publicSuiteScore() throws {
    let dir = try makeTempDirectory()
    let head =
      "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\n"
    try (head + "# case C90: https://example.org/report\nexpect: snapshot-leak\nlaunch\nkeyboardShow\ngoHome\n")
      .write(toFile: dir + "/C90-bar.trace", atomically: true, encoding: .utf8)
    try (head + "# control C90: no keyboard\nexpect: holds\nlaunch\ngoHome\n")
      .write(toFile: dir + "/C90-control-no-keyboard.trace", atomically: true, encoding: .utf8)
    let r = try runTool(["replay", "."], in: dir)
    expectEqual(r.status, 0)
    expectEqual(
      r.out,
      """
      ok    ./C90-bar.trace: snapshot-leak   (public case C90)
      ok    ./C90-control-no-keyboard.trace: holds
      2 passed, 0 failed
      public-report suite: 1 case, 1 with the report's verdict (0 by construction), 0 differ; 1 control, 1 hold

      """)
  }

  @Test("a reproduction whose failure follows from the strategy's own parameters says so on its line and in the score")
  func publicCaseByConstruction() throws {
    let dir = try makeTempDirectory()
    // No code removes the cover (`off=never`): the stranded cover is the member's, not the platform's.
    try """
    lifecycle-fuzz trace 2
    strategy: cover[on=resign,via=subview,off=never]
    profile: iphone-ios15-appdelegate
    # case C46: https://example.org/report
    expect: stranded-cover
    launch
    goHome
    returnToApp

    """.write(toFile: dir + "/C46-never-removed.trace", atomically: true, encoding: .utf8)
    let r = try runTool(["replay", "."], in: dir)
    expectEqual(r.status, 0)
    expectEqual(
      r.out,
      """
      ok    ./C46-never-removed.trace: stranded-cover   (public case C46, by construction)
      1 passed, 0 failed
      public-report suite: 1 case, 1 with the report's verdict (1 by construction), 0 differ; 0 controls, 0 hold

      """)
  }
}
