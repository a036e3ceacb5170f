import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Shrinker: minimal and canonical traces")
struct ShrinkerTests {
  func runner(_ name: String, _ profile: Profile? = nil) throws -> TraceRunner<IOSPlatform> {
    let s = try #require(StrategyCatalog.descriptor(named: name))
    // The keyboard's bar repeating the field's text: the keyboard is the bug these traces shrink to.
    var p = profile ?? s.defaultProfile
    p.flags.suggestionBarShowsFieldText = true
    return TraceRunner(strategy: s, profile: p)
  }

  @Test("the shrinker removes irrelevant events and cancels matched pairs")
  func shrinks() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    // The keyboard's bar repeating the field's text makes the keyboard the bug to shrink to.
    let profile = try Profile(named: "iphone-ios17-scenes+suggestionBarShowsFieldText=true")
    let runner = TraceRunner(strategy: strategy, profile: profile)
    let noisy: [SystemEvent] = [
      .launch, .openControlCenter, .closeControlCenter, .advance(0.3), .screenshot,
      .touch(scene: nil, x: 0.9, y: 0.1), .keyboardShow, .openAppSwitcher, .closeAppSwitcher,
      .goHome, .returnToApp,
    ]
    guard case .violated(let v) = runner.run(noisy) else {
      Issue.record("expected a violation")
      return
    }
    var shrinker = Shrinker(runner: runner, invariant: v.invariant)
    let minimal = shrinker.shrink(noisy)
    expectEqual(minimal, [.launch, .keyboardShow, .openAppSwitcher])
    #expect(shrinker.replays < 100)
  }

  @Test(
    "different interleavings of one bug shrink to the same trace",
    arguments: [
      // The note field focused before the capture handler's blur: its keys type into it and a recording shows them
      // (after the blur, the blur takes the tap: Device.typingReaches).
      [SystemEvent.launch, .advance(0.3), .keyboardShow, .recordingStart],
      [.launch, .keyboardShow, .advance(1), .recordingStart],
      [.launch, .openControlCenter, .closeControlCenter, .keyboardShow, .recordingStart],
    ])
  func interleavingsNormalize(events: [SystemEvent]) throws {
    let r = try runner("capture-change-blur")
    var shrinker = Shrinker(runner: r, invariant: .captureLeak)
    let small = shrinker.shrink(events)
    expectEqual(small, [.launch, .keyboardShow, .recordingStart])
    #expect(shrinker.replays <= 300)
  }

  @Test("an odd touch point and a rotation that only mattered together shrink away")
  func canonicalTouch() throws {
    let r = try runner("secure-layer")
    var shrinker = Shrinker(runner: r, invariant: .touchBlocked)
    expectEqual(
      shrinker.shrink([.launch, .rotate(.landscapeLeft), .touch(scene: nil, x: 0.3, y: 0.7)]),
      [
        .launch, .touch(scene: nil, x: 0.5, y: 0.5),
      ])
  }

  @Test("a process's life, from its launch through the card swiped away, is removed whole")
  func removesRoundTrips() throws {
    let r = try runner("subview-tag", try Profile(named: "iphone-ios17-scenes+backgroundLaunchConnectsScene=true"))
    let events: [SystemEvent] = [.launch, .openAppSwitcher, .terminateApp, .backgroundLaunch]
    var shrinker = Shrinker(runner: r, invariant: .snapshotLeak)
    expectEqual(shrinker.shrink(events), [.backgroundLaunch])
  }

  @Test("a scene and every event naming it is dropped")
  func dropsScenes() throws {
    let r = try runner(
      "subview-tag", try Profile(named: "ipad-split-ios18-scenes+snapshotsOtherOrientationOnIPad=true"))
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
    expectEqual(small, [.launch, .goHome])
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
    expectEqual(shrinker.shrink(events), [.launch, .connectScene("B"), .backgroundScene("B")])
  }
}
