import LifecycleFuzz
import ShieldModel
import Testing

@Suite("The device's authentication settings as a generated event")
struct SettingEventTests {
  @Test("changeDeviceSetting is drawn for every app at weight 1, only while the app is away; every setting is drawn")
  func generation() throws {
    #expect(EventGenerator<IOSPlatform>.defaultWeights["changeDeviceSetting"] == 1)
    func draws(_ generator: EventGenerator<IOSPlatform>) throws -> [String] {
      var seen: [String] = []
      for seed in 0..<30 as Range<UInt64> {
        let session = IOSSession(bare: try Profile(named: "iphone-ios17-scenes"))
        var rng = SplitMix64(seed: seed)
        for _ in 0..<80 {
          guard let event = generator.next(for: session, rng: &rng) else { break }
          if case .changeDeviceSetting = event {
            #expect(!session.device.isAppInForeground)
            seen.append(event.text)
          }
          try session.device.apply(event)
        }
      }
      return seen
    }
    #expect(try !draws(EventGenerator<IOSPlatform>()).isEmpty)
    var weights = EventGenerator<IOSPlatform>.defaultWeights
    weights["changeDeviceSetting"] = 4
    let drawn = try draws(EventGenerator<IOSPlatform>(weights: weights))
    // The app's own Face ID switch is offered only for an app that describes its permission and has asked
    // (Device+FaceIDPermission.swift): never for this bare session's app.
    let appSwitch: [DeviceAuthenticationSetting] = [.appFaceIDOff, .appFaceIDOn]
    #expect(
      DeviceAuthenticationSetting.allCases.filter { !appSwitch.contains($0) }.allSatisfy {
        drawn.contains("changeDeviceSetting(\($0.rawValue))")
      },
      "\(Set(drawn).sorted())")
    #expect(!drawn.contains { $0.hasPrefix("changeDeviceSetting(appFaceID") })
  }
}
