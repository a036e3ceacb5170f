import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Capture detection")
struct CaptureDetectionTests {
  @Test("No capturedDidChange is posted for a recording already running at launch; isCaptured tells")
  func recordingBeforeLaunch() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: r)
    try d.apply(.recordingStart, .launch, .advance(1))
    #expect(!r.calls.contains { $0.hasPrefix("UIScreenCapturedDidChangeNotification") })
    #expect(d.withCurrent { UIScreen.main.isCaptured })
    expectEqual(d.withCurrent { d.scene(named: "A")!.traitCollection.sceneCaptureState }, .active)
  }

  @Test("A change while suspended is never posted; one while inactive is posted at once (held only under the flag)")
  func suspended() throws {
    let r = Recorder()
    let d = try launched(strategy: r)
    try d.apply(.goHome, .recordingStart, .returnToApp)
    #expect(!r.calls.contains { $0.hasPrefix("UIScreenCapturedDidChangeNotification") })
    // Posted on the main actor while Control Center is still open (the default).
    try d.apply(.openControlCenter, .recordingStop)
    expectEqual(r.calls.last, "UIScreenCapturedDidChangeNotification(screen)")
    // Under the other answer the change waits for the next activation.
    let er = Recorder()
    let e = try launched("iphone-ios17-scenes+captureChangeDeliveredOnlyWhileActive=true", strategy: er)
    try e.apply(.openControlCenter, .recordingStart)
    #expect(!er.calls.contains { $0.hasPrefix("UIScreenCapturedDidChangeNotification") })
    _ = er.take()
    try e.apply(.closeControlCenter)
    expectEqual(
      er.take().suffix(2),
      [
        "UIApplicationDidBecomeActiveNotification(app)", "UIScreenCapturedDidChangeNotification(screen)",
      ])
  }

  @Test(
    "sceneCaptureState exists from iOS 17: unspecified before, as if behind #available",
    arguments: [
      ("iphone-ios13-scenes", UISceneCaptureState.unspecified), ("iphone-ios16-scenes", .unspecified),
      ("iphone-ios17-scenes", .active), ("iphone-ios26-scenes", .active),
    ])
  func sceneCaptureState(profile: String, expected: UISceneCaptureState) throws {
    let d = try launched(profile)
    try d.apply(.mirroringStart)
    expectEqual(d.withCurrent { d.scene(named: "A")!.traitCollection.sceneCaptureState }, expected)
  }
}
