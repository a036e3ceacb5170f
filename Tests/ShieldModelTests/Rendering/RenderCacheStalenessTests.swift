import TestExpectations
import Testing

@testable import ShieldModel

/// Changes to what a render shows that happen in a deinit, through a weak reference going nil,
/// with nothing advancing ``RenderEpoch``. Debug builds re-render on every cache hit and trap on
/// a stale frame ("render cache: ..."), so each scenario runs in a child process.
enum RenderCacheScenarios {
  /// A secure field is dropped while its canvas layer stays in the window's layer tree: the
  /// canvas's weak owner goes nil, so captures must show what the canvas holds again.
  static func fieldReleasedWhileCanvasDrawn() throws {
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let window = try #require(device.mainWindow())
    var field: UITextField? = device.withCurrent { UITextField(frame: window.bounds) }
    device.withCurrent {
      window.addSubview(field!)
      field!.isSecureTextEntry = true
      field!.canvasView!.addSubview(window.rootViewController!.view)
      // Keep the field's layer (and the canvas in it) drawn without the field in the view tree.
      let fieldLayer = field!.layer
      field!.removeFromSuperview()
      window.layer.addSublayer(fieldLayer)
    }
    expectEqual(device.render(scene, for: .screenshot).rendering, rows(("        ", 20)))
    field = nil
    expectEqual(device.render(scene, for: .screenshot).rendering, samplePortrait)
  }

  /// A cover window is dropped while its host layer is still held (here by the strategy, as code
  /// that kept `window.layer.superlayer` would): the scene's weak reference goes nil and the
  /// cover vanishes, yet no layer died.
  static func windowReleasedWhileHostLayerHeld() throws {
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    var cover: UIWindow? = device.withCurrent { makeCoverWindow(in: scene) }
    var host: CALayer?
    device.withCurrent {
      cover!.isHidden = false
      host = cover!.layer.superlayer
    }
    expectEqual(device.render(scene, for: .display).rendering, allCover)
    cover = nil
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
    withExtendedLifetime(host) {}
  }

  /// The same without any code holding a layer: a window's frame set inside `UIView.animate`
  /// animates its host layer, which the device keeps in `animatedLayers`; releasing the window
  /// right after (fade-and-release code) leaves the host layer alive.
  static func windowReleasedMidFrameAnimation() throws {
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    var cover: UIWindow? = device.withCurrent { makeCoverWindow(in: scene) }
    device.withCurrent {
      cover!.isHidden = false
      UIView.animate(withDuration: 1) { cover!.frame = cover!.frame }
    }
    expectEqual(device.render(scene, for: .display).rendering, allCover)
    cover = nil
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
  }
}

/// A child process killed by SIGILL hit the debug check in `Device.render(_:for:)`: "render
/// cache: a change to what A shows did not advance RenderEpoch".
@Suite("Render cache staleness (each scenario in a child process: a stale frame traps in debug)")
struct RenderCacheStalenessTests {
  @Test("A secure field released while its canvas layer stays drawn")
  func fieldReleasedWhileCanvasDrawn() async {
    await #expect(processExitsWith: .success) {
      try await MainActor.run { try RenderCacheScenarios.fieldReleasedWhileCanvasDrawn() }
    }
  }

  @Test("A window released while its host layer is held")
  func windowReleasedWhileHostLayerHeld() async {
    await #expect(processExitsWith: .success) {
      try await MainActor.run { try RenderCacheScenarios.windowReleasedWhileHostLayerHeld() }
    }
  }

  @Test("A window released while its frame animates")
  func windowReleasedMidFrameAnimation() async {
    await #expect(processExitsWith: .success) {
      try await MainActor.run { try RenderCacheScenarios.windowReleasedMidFrameAnimation() }
    }
  }
}
