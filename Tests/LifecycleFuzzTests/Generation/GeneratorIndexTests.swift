import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Generator indexes")
struct GeneratorIndexTests {
  @Test("event classes are the catalog, in catalog order")
  func classOrder() {
    let vocabulary = IOSPlatform.vocabulary
    #expect(vocabulary.generatedClasses.map(\.name) == EventGenerator<IOSPlatform>.classes)
    #expect(vocabulary.classNames == EventGenerator<IOSPlatform>.classes)
    #expect(vocabulary.generatedClasses.allSatisfy { $0.generated != nil })
    // A class's index is its position among the generated definitions, in catalog order.
    expectEqual(
      vocabulary.generatedClasses.map(\.name),
      vocabulary.definitions.filter { $0.generated != nil }.map(\.name))
    for (i, d) in vocabulary.generatedClasses.enumerated() {
      guard let event = d.event else { continue }
      #expect(vocabulary.classIndex(of: event) == i, "\(d.name)")
    }
  }

  @Test("an event's class index agrees with its class name")
  func classOfEvent() {
    let events: [SystemEvent] = [
      .launch, .goHome, .systemAlert(.faceID), .rotate(.landscapeLeft), .connectScene("B"),
      .disconnectScene("B"), .touch(scene: nil, x: 0.5, y: 0.5), .touch(scene: "B", x: 0.1, y: 0.9),
      .appCall("enable"), .advance(0.3), .terminateApp, .prewarm, .backgroundLaunch, .lockDevice,
      .unlockDevice, .callBanner, .dismissCallBanner, .otherAppCovers("A"), .otherAppUncovers("A"),
    ]
    for event in events {
      let name = EventGenerator<IOSPlatform>.eventClass(of: event)
      let vocabulary = IOSPlatform.vocabulary
      expectEqual(
        vocabulary.classIndex(of: event).map { vocabulary.classNames[$0] },
        (EventGenerator<IOSPlatform>.classes.contains(name) ? name : nil))
    }
  }

  @Test("swarm sets and masks come from the same draws")
  func swarmMask() {
    let generator = EventGenerator<IOSPlatform>()
    for seed in 0..<50 as Range<UInt64> {
      var a = SplitMix64(seed: seed)
      var b = SplitMix64(seed: seed)
      expectEqual(generator.swarm(rng: &a), IOSPlatform.vocabulary.names(in: generator.swarmMask(rng: &b)))
      expectEqual(a.next(), b.next())
    }
  }

  @Test("changing a weight after creation takes effect")
  func weightChange() throws {
    var generator = EventGenerator<IOSPlatform>()
    generator.weights["touch"] = 0
    let session = IOSSession(bare: try Profile(named: "iphone-ios17-scenes"))
    let device = session.device
    var rng = SplitMix64(seed: 5)
    for _ in 0..<300 {
      guard let event = generator.next(for: session, rng: &rng) else { break }
      if case .touch = event { Issue.record("touch generated with weight 0") }
      try device.apply(event)
    }
  }

  @Test("isValid agrees with validationError on generated states")
  func validityAgrees() throws {
    let generator = EventGenerator<IOSPlatform>()
    for name in ["iphone-ios17-scenes", "ipad-stage-ios18-scenes"] {
      let session = IOSSession(bare: try Profile(named: name))
      let device = session.device
      var rng = SplitMix64(seed: 11)
      for _ in 0..<300 {
        let probes: [SystemEvent] = [
          .launch, .goHome, .returnToApp, .openAppSwitcher, .closeAppSwitcher, .openControlCenter,
          .closeControlCenter, .systemAlert(.faceID), .dismissSystemAlert, .rotate(.landscapeLeft),
          .connectScene("B"), .disconnectScene("B"), .touch(scene: "C", x: 0.5, y: 0.5),
          .keyboardShow, .keyboardHide, .appCall("enable"), .terminateApp, .lockDevice,
          .callBanner, .otherAppCovers("A"), .otherAppUncovers("A"), .advance(0),
        ]
        for probe in probes { expectEqual(device.isValid(probe), (device.validationError(for: probe) == nil)) }
        guard let event = generator.next(for: session, rng: &rng) else { break }
        try device.apply(event)
      }
    }
  }

  @Test("the step's validity key answers as the rules do, on every profile kind")
  func validityKeyAgrees() throws {
    let generator = EventGenerator<IOSPlatform>()
    let profiles = [
      "iphone-ios17-scenes", "iphone-ios13-scenes", "iphone-ios15-scenes", "iphone-ios18-scenes",
      "iphone-ios17-appdelegate", "ipad-stage-ios18-scenes", "mac-ios18-scenes",
    ]
    let probes: [SystemEvent] =
      [
        .launch, .prewarm, .backgroundLaunch, .lockDevice, .unlockDevice, .terminateApp, .goHome, .returnToApp,
        .openAppSwitcher, .closeAppSwitcher, .openControlCenter, .closeControlCenter, .openNotificationCenter,
        .closeNotificationCenter, .dismissSystemAlert, .dismissCallBanner, .screenshot, .recordingStart,
        .recordingStop, .mirroringStart, .mirroringStop, .startIPhoneMirroring, .stopIPhoneMirroring,
        .keyboardHide, .runMainQueue, .faceIDMatch,
        .advance(0.05), .advance(3600), .transitionFrames(1), .transitionFrames(120), .rotate(.portrait),
        .rotate(.landscapeLeft),
      ]
      // The sign-in prompts are answered by their rules (Sign in with Apple reads the OS version).
      + SystemAlertKind.allCases.filter { !$0.isSignInPrompt }.map { .systemAlert($0) }
    var covered = 0
    for name in profiles {
      let session = IOSSession(bare: try Profile(named: name))
      let device = session.device
      var rng = SplitMix64(seed: 23)
      for _ in 0..<400 {
        let validity = device.eventValidity()
        for probe in probes {
          guard let answer = validity.answer(for: probe) else {
            Issue.record("\(probe) is not answered from the key")
            continue
          }
          #expect(answer == device.isValid(probe), "\(probe) on \(name)")
          covered += 1
        }
        // Out of range, or reading more than the key: left to the rules.
        #expect(validity.answer(for: .advance(0)) == nil && validity.answer(for: .transitionFrames(0)) == nil)
        #expect(validity.answer(for: .callBanner) == nil && validity.answer(for: .answerAlert) == nil)
        #expect(validity.answer(for: .rotate(.landscapeRight)) == nil)
        // keyboardShow is the user's tap on the field: hit-testing reads the view tree (session 39, F5).
        #expect(validity.answer(for: .keyboardShow) == nil)
        // An app call: the strategy may refuse it by name, which the key does not hold (session 41).
        #expect(validity.answer(for: .appCall("enable")) == nil && validity.answer(for: .appCall("unlock")) == nil)
        guard let event = generator.next(for: session, rng: &rng) else { break }
        try device.apply(event)
      }
    }
    #expect(covered > 5_000)
  }

  @Test("reasons that name an overlay or a scene read as before")
  func reasonTexts() throws {
    let device = Device(profile: try Profile(named: "ipad-split-ios18-scenes"), strategy: nil)
    try device.apply(.launch)
    expectEqual(device.validationError(for: .connectScene("A")), "scene A is already connected")
    expectEqual(device.validationError(for: .disconnectScene("Z")), "no scene Z")
    expectEqual(device.validationError(for: .touch(scene: "Z", x: 0.5, y: 0.5)), "no scene Z")
    expectEqual(device.validationError(for: .otherAppUncovers("A")), "scene A is not covered")
    try device.apply(.openControlCenter)
    expectEqual(device.validationError(for: .goHome), "close controlCenter first")
    #expect(!device.isValid(.goHome))
  }

  @Test("the universe index coverage computes from positions is that of the state built from text")
  func abstractStateParts() {
    for (s, scene) in AbstractState.scenes.enumerated() {
      for (c, capture) in AbstractState.captures.enumerated() {
        for (o, overlay) in AbstractState.overlays.enumerated() {
          for cover in [false, true] {
            let byText = AbstractState(scene: scene, capture: capture, overlay: overlay, cover: cover)
            let index = AbstractState.index(sceneAt: s, captureAt: c, overlayAt: o, cover: cover)
            #expect(byText.index == index && AbstractState.universe[index] == byText)
          }
        }
      }
    }
  }
}
