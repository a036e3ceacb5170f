import Testing

@testable import ShieldModel

@Suite("mayShowCover agrees with the render")
struct MayShowCoverTests {
  /// `mayShowCover` promises that `false` means the display shows no cover or blur, so the
  /// stranded-cover check skips the render. Its walk once multiplied opacities in Float while
  /// the renderer used Double, so a layer at exactly the 0.0005 threshold was skipped by the
  /// walk and drawn (here: a backdrop blur) by the renderer.
  @Test("A barely visible blur: mayShowCover says what the render shows")
  func thresholdOpacityBlur() throws {
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let window = try #require(device.mainWindow())
    device.withCurrent {
      let blur = UIView(frame: window.bounds)
      blur.layer.backdropBlurRadius = 20
      blur.alpha = 0.0005
      window.addSubview(blur)
    }
    let frame = device.render(scene, for: .display)
    #expect(frame.shows([.cover, .blurred]))
    #expect(device.mayShowCover(scene), "mayShowCover said no cover, yet the frame shows a blur")
  }
}
