import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing

@Suite("Normalizing shrink, checkpoints, exhaustive search")
struct NormalizingShrinkTests {
  func runner(_ name: String, _ profile: Profile? = nil) throws -> TraceRunner<IOSPlatform> {
    let s = try #require(StrategyCatalog.descriptor(named: name))
    // The keyboard's bar repeating the field's text: the keyboard is the bug these traces shrink to.
    var p = profile ?? s.defaultProfile
    p.flags.suggestionBarShowsFieldText = true
    return TraceRunner(strategy: s, profile: p)
  }

  @Test(
    "different interleavings of one bug shrink to the same trace",
    arguments: [
      [SystemEvent.launch, .keyboardShow, .advance(0.3), .recordingStart],
      [.recordingStart, .advance(1), .launch, .keyboardShow],
      [.launch, .openControlCenter, .closeControlCenter, .recordingStart, .keyboardShow, .screenshot],
    ])
  func interleavingsNormalize(events: [SystemEvent]) throws {
    let r = try runner("secure-layer")
    var shrinker = Shrinker(runner: r, invariant: .captureLeak)
    let small = shrinker.shrink(events)
    #expect(small == [.launch, .recordingStart, .keyboardShow])
    #expect(shrinker.replays <= 300)
  }

  @Test("an odd touch point and a rotation that only mattered together shrink away")
  func canonicalTouch() throws {
    let r = try runner("secure-layer")
    var shrinker = Shrinker(runner: r, invariant: .touchBlocked)
    #expect(
      shrinker.shrink([.launch, .rotate(.landscapeLeft), .touch(scene: nil, x: 0.3, y: 0.7)]) == [
        .launch, .touch(scene: nil, x: 0.5, y: 0.5),
      ])
  }

  @Test("a scene and every event naming it is dropped")
  func dropsScenes() throws {
    let r = try runner("subview-tag", try Profile(named: "ipad-split-ios18-scenes"))
    let events: [SystemEvent] = [
      .launch, .connectScene("C"), .touch(scene: "C", x: 0.1, y: 0.1), .keyboardShow, .disconnectScene("C"), .goHome,
    ]
    guard case .violated(let v) = r.run(events) else {
      Issue.record("expected a violation")
      return
    }
    var shrinker = Shrinker(runner: r, invariant: v.invariant)
    let small = shrinker.shrink(events)
    #expect(!small.contains { if case .connectScene = $0 { return true } else { return false } })
    // Seed 003's cover is sized for portrait and does not resize: the iPad's landscape snapshot
    // leaks without the keyboard.
    #expect(small == [.launch, .goHome])
  }

  @Test("a scene named only by the scene events is renamed B, so one bug has one signature")
  func renamesScenesOfSceneEvents() throws {
    let s = try #require(StrategyCatalog.descriptor(named: "app-wide-privacy-window"))
    let r = TraceRunner(strategy: s, profile: try Profile(named: "ipad-split-ios18-scenes"))
    let events: [SystemEvent] = [.launch, .connectScene("C"), .backgroundScene("C")]
    guard case .violated(let v) = r.run(events) else {
      Issue.record("expected a violation")
      return
    }
    var shrinker = Shrinker(runner: r, invariant: v.invariant)
    #expect(shrinker.shrink(events) == [.launch, .connectScene("B"), .backgroundScene("B")])
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
    #expect(checkpoints.count == 3)
    #expect(checkpoints[0].hasPrefix("t=0.0 fg overlay=- rec=0 mir=0 kb=0"))
    #expect(checkpoints[1].contains("kb=1"))
    let parsed = try Trace(parsing: trace.text, file: "t")
    #expect(parsed == trace)
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
    #expect(result.divergence?.step == 1)
    #expect(result.divergence?.difference == "kb=0 -> kb=1")
    #expect(
      result.summary
        == "STALE \(path): diverged after event 2 (keyboardShow): kb=0 -> kb=1; verdict now snapshot-leak, recorded snapshot-leak"
    )
  }

  @Test("bounded-exhaustive search finds the seed-000 touch failure at depth 2, its minimal depth")
  func exhaustiveFindsTouchAtDepthTwo() throws {
    let result = Explorer(runner: try runner("secure-layer")).explore(depth: 2)
    let touch = try #require(result.counterexamples[.touchBlocked])
    #expect(touch.events == [.launch, .touch(scene: nil, x: 0.5, y: 0.5)])
    // A background launch snapshots content the app never had a chance to cover.
    #expect(result.counterexamples[.snapshotLeak]?.events == [.backgroundLaunch])
    // and presentSheet(sheet), presentSheet(share), the app's pushScreen(settings) after launch
    #expect(result.statesPerDepth == [12, 73])
    #expect(result.statesExplored == 86)
  }

  @Test("the helper that printed Swift Testing tests call gives the trace's verdict")
  func pasteableTestHelper() throws {
    #expect(
      try Replay.verdict(
        strategy: "secure-layer", profile: "iphone-ios17-flutter3.29", events: ["launch", "touch(0.5, 0.5)"])
        == .broken(.touchBlocked))
    #expect(
      try Replay.verdict(
        strategy: "cover-window", profile: "iphone-ios17-scenes", events: ["launch", "goHome", "returnToApp"]) == .holds
    )
    #expect(
      throws: TraceFileError(file: "<test>", line: 2, message: "unknown event 'fly' (see 'lifecycle-fuzz list events')")
    ) {
      _ = try Replay.verdict(strategy: "secure-layer", profile: "iphone-ios17-flutter3.29", events: ["launch", "fly"])
    }
  }
}
