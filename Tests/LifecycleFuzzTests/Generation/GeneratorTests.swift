import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Generator: valid events and its random numbers")
struct GeneratorTests {
  @Test("the generator leaves the new model states alone: no rotation on the Home Screen, no system UI before launch")
  func generatorSkipsNewStates() throws {
    let profile = try Profile(named: "iphone-ios17-scenes")
    let idleSession = IOSSession(bare: profile)
    let idle = idleSession.device
    #expect(idle.validationError(for: .openControlCenter) == nil)
    #expect(idle.validationError(for: .rotate(.landscapeLeft)) == nil)
    let homeSession = IOSSession(bare: profile)
    let home = homeSession.device
    try home.apply(.launch)
    try home.apply(.goHome)
    #expect(home.validationError(for: .rotate(.landscapeLeft)) == nil)
    let generator = EventGenerator<IOSPlatform>()
    for session in [idleSession, homeSession] {
      let device = session.device
      var rng = SplitMix64(seed: 3)
      for _ in 0..<400 {
        let event = generator.next(for: session, rng: &rng)
        if case .rotate? = event { Issue.record("rotate generated off screen") }
        if !device.isLaunched, event == .openControlCenter { Issue.record("Control Center generated before launch") }
        if !device.isLaunched, case .systemAlert? = event { Issue.record("system alert generated before launch") }
      }
    }
  }

  @Test("turning off the classes whose candidates are peeked moves no other draw: the stream goes on the same")
  func peekedCandidatesTakeNothing() throws {
    let peeked = IOSPlatform.vocabulary.generatedClasses.filter {
      if case .peeked = $0.generated?.candidate { true } else { false }
    }.map(\.name)
    #expect(peeked.contains("openExtension") && peeked.contains("connectScene") && !peeked.contains("touch"))
    var onWeights = EventGenerator<IOSPlatform>.defaultWeights
    var offWeights = onWeights
    for name in peeked {
      onWeights[name] = 2
      offWeights[name] = 0
    }
    let on = EventGenerator<IOSPlatform>(weights: onWeights)
    let off = EventGenerator<IOSPlatform>(weights: offWeights)
    let session = IOSSession(bare: try Profile(named: "ipad-split-ios17-scenes"))
    var rng = SplitMix64(seed: 5)
    var compared = 0
    for i in 0..<150 {
      var withPeeked = rng
      var without = rng
      let event = on.next(for: session, rng: &withPeeked)
      // Both pick once when both have a candidate; then each has taken the same values.
      if off.next(for: session, rng: &without) != nil, event != nil {
        #expect(withPeeked.next() == without.next(), "step \(i): the streams part after \(String(describing: event))")
        compared += 1
      }
      rng = withPeeked
      guard let event else { break }
      _ = session.step(i, event, observe: nil)
    }
    #expect(compared > 100)
  }

  @Test("SplitMix64 gives the published first outputs for seed 0")
  func splitMixVector() {
    var g = SplitMix64(seed: 0)
    expectEqual(g.next(), 0xE220_A839_7B1D_CDAF)
    expectEqual(g.next(), 0x6E78_9E6A_A1B9_65F4)
  }

  @Test("the last interactive scene cannot be closed, and 'external' is not a user scene")
  func sceneValidity() throws {
    let device = Device(profile: try Profile(named: "ipad-split-ios17-scenes+externalDisplayScene=true"), strategy: nil)
    try device.apply(.launch)
    expectEqual(
      device.validationError(for: .connectScene("external")),
      "'external' names the mirrored display's scene, which mirroring connects")
    try device.apply(.mirroringStart)
    expectEqual(device.validationError(for: .disconnectScene("A")), "the last scene cannot be closed")
    #expect(device.validationError(for: .connectScene("B")) == nil)
  }
}
