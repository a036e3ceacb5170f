import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Hit-testing across windows and views")
struct HitTestTests {
  /// Touches the pay button area (x 0.5, y 0.88) of scene A with `configure` applied to a cover.
  private func touchPay(_ configure: (UIWindow) -> Void) throws -> String? {
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let cover = device.withCurrent {
      let cover = makeCoverWindow(in: scene)
      cover.isHidden = false
      configure(cover)
      return cover
    }
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.88))
    withExtendedLifetime(cover) {}
    return device.lastTouch?.target
  }

  @Test("Touches land on the front-most view that takes them; labels take none")
  func sampleTargets() throws {
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    let device = try launched()
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.88))
    expectEqual(device.lastTouch?.target, "pay-button")
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.15))
    expectEqual(device.lastTouch?.target, "content")  // over the balance label
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.72))
    expectEqual(device.lastTouch?.target, "note-field")  // not its private canvas
    expectEqual(device.lastTouch?.isAppView, true)
    expectEqual(device.withCurrent { device.appView("note-field")?.isFirstResponder }, true)
  }

  @Test("The front-most window takes the touch first")
  func frontWindowFirst() throws {
    // https://livsycode.com/uikit/passthroughwindow-in-ios26-an-overlay-window-that-doesnt-steal-your-gestures
    try expectEqual(touchPay { _ in }, "cover")
  }

  @Test(
    "Hidden, interaction-disabled and nearly transparent windows are skipped",
    arguments: [
      ("hidden", "pay-button"), ("no interaction", "pay-button"),
      ("alpha 0.009", "pay-button"), ("alpha 0.011", "cover"),
    ])
  func skipped(setting: String, target: String) throws {
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    let hit = try touchPay { cover in
      switch setting {
      case "hidden": cover.isHidden = true
      case "no interaction": cover.isUserInteractionEnabled = false
      case "alpha 0.009": cover.alpha = 0.009
      default: cover.alpha = 0.011
      }
    }
    expectEqual(hit, target)
  }

  @Test(
    "An animating view takes no touches unless the animation allows user interaction",
    arguments: [
      (UIView.AnimationOptions(), "pay-button"), (.allowUserInteraction, "cover"),
    ])
  func animating(options: UIView.AnimationOptions, target: String) throws {
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
    let hit = try touchPay { cover in
      cover.alpha = 0.5
      UIView.animate(withDuration: 1, delay: 0, options: options, animations: { cover.alpha = 1 })
    }
    expectEqual(hit, target)
  }

  @Test("Hit-testing uses the model frame, not the on-screen position mid-animation")
  func modelFrame() throws {
    // https://pigfly.github.io/ios/animation/2016/03/26/Dive-Into-iOS-Animation-Series-2/
    let hit = try touchPay { cover in
      let full = cover.frame
      UIView.performWithoutAnimation { cover.frame = full.offsetBy(dx: 0, dy: full.height) }
      UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { cover.frame = full })
    }
    expectEqual(hit, "cover")  // still drawn off-screen at this instant
  }

  @Test("Subviews are tried front-most first; a point outside the bounds never hits a subview")
  func viewOrder() {
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)  // inside front, outside root
    root.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)  // the whole subtree
  }
}
