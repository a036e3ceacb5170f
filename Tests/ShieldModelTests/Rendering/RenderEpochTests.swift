import TestExpectations
import Testing

@testable import ShieldModel

/// Each device of the engine's pair keys its cached renders by its own share of ``RenderEpoch``:
/// a step of the other device leaves its frames valid, its own step and app code run directly
/// invalidate them, and devices without the setting see every change (the stress tests' shared
/// objects).
@MainActor @Suite("Render epoch per device")
struct RenderEpochTests {
  private func pair() throws -> (Device, Device) {
    let profile = try Profile(named: "iphone-ios17-scenes")
    let device = Device(profile: profile, strategy: nil)
    let baseline = Device(profile: profile, strategy: nil)
    device.keepsOwnRenderEpoch = true
    baseline.keepsOwnRenderEpoch = true
    try device.apply(.launch)
    try baseline.apply(.launch)
    return (device, baseline)
  }

  @Test("The other device's step keeps this device's key; its own step advances it")
  func otherDeviceStepKeepsKey() throws {
    let (device, baseline) = try pair()
    // A rotation resizes the scenes: it changes what both devices show.
    let before = device.renderEpoch
    try baseline.apply(.rotate(.landscapeLeft))
    expectEqual(device.renderEpoch, before)
    try device.apply(.rotate(.landscapeLeft))
    #expect(device.renderEpoch > before)
  }

  @Test("A frame rendered before the other device's step is reused and equals a fresh render")
  func frameReusedAcrossOtherStep() throws {
    let (device, baseline) = try pair()
    let scene = try #require(device.windowScenes.first)
    let frame = device.render(scene, for: .display)
    try baseline.apply(.openAppSwitcher)
    // Debug builds re-render on this cache hit and trap if the frames differ.
    expectEqual(device.render(scene, for: .display), frame)
    expectEqual(device.withCurrent { Renderer(device: device, purpose: .display).render(scene) }, frame)
  }

  @Test("App code run outside an event advances every device's key")
  func directChangeAdvancesEveryKey() throws {
    let (device, baseline) = try pair()
    let before = (device.renderEpoch, baseline.renderEpoch)
    let window = try #require(device.mainWindow())
    device.withCurrent { window.rootViewController?.view.isHidden = true }
    #expect(device.renderEpoch > before.0)
    #expect(baseline.renderEpoch > before.1)
  }

  @Test("Without the setting a device's key follows every change, the other device's steps included")
  func sharedKeyWithoutSetting() throws {
    let device = try launched()
    let other = try launched()
    let before = device.renderEpoch
    try other.apply(.rotate(.landscapeLeft))
    #expect(device.renderEpoch > before)
  }
}
