import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Replay: checkpoints, divergence and verdicts")
struct ReplayTests {
  func runner(_ name: String, _ profile: Profile? = nil) throws -> TraceRunner<IOSPlatform> {
    let s = try #require(StrategyCatalog.descriptor(named: name))
    // The keyboard's bar repeating the field's text: the keyboard is the bug these traces shrink to.
    var p = profile ?? s.defaultProfile
    p.flags.suggestionBarShowsFieldText = true
    return TraceRunner(strategy: s, profile: p)
  }

  @Test("a trace with checkpoints round-trips, and a diverging replay names the step and fields")
  func checkpointsAndDivergence() throws {
    let r = try runner("subview-tag")
    let trace = Trace(
      strategy: "subview-tag", profile: r.profile, expected: .broken(.snapshotLeak),
      events: [.launch, .keyboardShow, .goHome]
    )
    .withCheckpoints(runner: r)
    let checkpoints = try #require(trace.checkpoints)
    expectEqual(checkpoints.count, 3)
    #expect(checkpoints[0].hasPrefix("t=0.0 fg overlay=- rec=0 mir=0 kb=0"))
    #expect(checkpoints[1].contains("kb=1"))
    let parsed = try Trace(parsing: trace.text, file: "t")
    expectEqual(parsed, trace)
    // A version-1 file without checkpoints still reads.
    let v1 = try Trace(
      parsing: "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\n",
      file: "v1")
    #expect(v1.checkpoints == nil && v1.events == [.launch])
    // Tamper with the second checkpoint: the replay reports it as stale at event 2.
    let dir = FileManager.default.temporaryDirectory.path + "/lf-div-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/x.trace"
    try trace.text.replacingOccurrences(
      of: checkpoints[1], with: checkpoints[1].replacingOccurrences(of: "kb=1", with: "kb=0")
    )
    .write(toFile: path, atomically: true, encoding: .utf8)
    let result = try Replay.replay(path: path)
    #expect(!result.matches)
    expectEqual(result.divergence?.step, 1)
    expectEqual(result.divergence?.difference, "kb=0 -> kb=1")
    expectEqual(
      result.summary,
      "STALE \(path): diverged after event 2 (keyboardShow): kb=0 -> kb=1; verdict now snapshot-leak, recorded snapshot-leak"
    )
    // A verdict that changed as well (a fixed cover changes the path too) is a DIFF first, saying where.
    let fixed = dir + "/fixed.trace"
    try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
      of: "expect: snapshot-leak", with: "expect: holds"
    )
    .write(toFile: fixed, atomically: true, encoding: .utf8)
    try expectEqual(
      Replay.replay(path: fixed).summary,
      "DIFF  \(fixed): expected holds, got snapshot-leak (the state left the recorded path after event 2,"
        + " keyboardShow: kb=0 -> kb=1)")
  }

  @Test("the helper that printed Swift Testing tests call gives the trace's verdict")
  func pasteableTestHelper() throws {
    try expectEqual(
      Replay.verdict(
        strategy: "secure-layer", profile: "iphone-ios17-flutter3.29", events: ["launch", "touch(0.5, 0.5)"]),
      .broken(.touchBlocked))
    try expectEqual(
      Replay.verdict(
        strategy: "cover-window", profile: "iphone-ios17-scenes", events: ["launch", "goHome", "returnToApp"]), .holds
    )
    #expect(
      throws: TraceFileError(file: "<test>", line: 2, message: "unknown event 'fly' (see 'lifecycle-fuzz list events')")
    ) {
      _ = try Replay.verdict(strategy: "secure-layer", profile: "iphone-ios17-flutter3.29", events: ["launch", "fly"])
    }
  }
}
