import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Recommended strategy")
struct RecommendedStrategyTests {
  @Test("state-cover covers while Control Center is up, dismisses the keyboard, and gives it back on return")
  func controlCenterRoundTrip() throws {
    let d = try device("state-cover", .iPhoneScenes, [.launch, .keyboardShow, .openControlCenter])
    let scene = d.windowScenes[0]
    #expect(d.render(scene, for: .display).rendering.allSatisfy { $0 == "CCCCCCCC" })
    expectEqual(scene.windows.count, 2)
    expectEqual(scene.windows.last?.windowLevel, .alert + 1)
    expectEqual(d.validationError(for: .keyboardHide), "the keyboard is not up")
    try d.apply(.closeControlCenter)
    #expect(!d.render(scene, for: .display).showsCover)
    #expect(d.validationError(for: .keyboardHide) == nil)  // the field has the keyboard again
  }

  @Test(
    "state-cover holds on long mixed traces on every device and app structure",
    arguments: [
      "iphone-ios13-appdelegate", "iphone-ios17-scenes", "iphone-ios18-swiftui", "iphone-ios17-flutter3.29",
      "ipad-split-ios18-scenes", "ipad-stage-ios26-swiftui", "iphone-ios26.5-flutter3.41",
      "iphone-ios26-flutter3.41-appdelegate",
    ])
  func holdsOnProfiles(profileName: String) throws {
    let profile = try Profile(named: profileName)
    let multi = profile.device.supportsMultipleScenes && profile.appStructure.usesScenes
    var events: [SystemEvent] = [.launch, .keyboardShow, .openAppSwitcher, .closeAppSwitcher, .systemAlert(.faceID)]
    events += [.goHome, .runMainQueue, .returnToApp, .rotate(.landscapeLeft), .openControlCenter, .closeControlCenter]
    if multi { events += [.connectScene("B"), .openAppSwitcher, .closeAppSwitcher, .disconnectScene("B")] }
    // A touch on the note field brings the keyboard back (the baseline still has it up).
    events += [
      .rotate(.portrait), .touch(scene: nil, x: 0.5, y: 0.72), .goHome, .returnToApp,
      .touch(scene: nil, x: 0.5, y: 0.9), .advance(1),
    ]
    let result = try outcome("state-cover", profile, events)
    #expect(result == .holds, "\(result)")
  }
}
