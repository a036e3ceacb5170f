import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Layers: their own tree, kept in step by views, movable by code")
struct LayerTests {
  @Test("A view's geometry, opacity and hiding live on its layer")
  func viewBackedByLayer() {
    // https://developer.apple.com/documentation/quartzcore/calayer
    let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    expectEqual(v.layer.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    v.alpha = 0.25
    expectEqual(v.layer.opacity, 0.25)
    v.isHidden = true
    #expect(v.layer.isHidden)
  }

  @Test("Subview changes keep the layer tree in step; a layer with no sublayers reports nil")
  func layersFollowViews() {
    // https://developer.apple.com/documentation/quartzcore/calayer
    let parent = UIView(frame: .zero)
    #expect(parent.layer.sublayers == nil)
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    let c = UIView(frame: .zero)
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 1)
    expectEqual(
      (parent.layer.sublayers ?? []).map(ObjectIdentifier.init),
      [a.layer, c.layer, b.layer].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(a)
    #expect(parent.layer.sublayers?.last === a.layer)
    b.removeFromSuperview()
    #expect(b.layer.superlayer == nil)
  }

  @Test(
    "A parent that goes away leaves its surviving children with no parent, and a layer that outlives its view with no owner"
  )
  func releasedParentsAreForgotten() {
    // Parent pointers are unowned and cleared by the parent's deinit; they must read
    // nil afterwards as the weak references they replace did.
    let child = UIView(frame: .zero)
    let sublayer = CALayer()
    var keptLayer: CALayer?
    do {
      let parent = UIView(frame: .zero)
      parent.addSubview(child)
      parent.layer.addSublayer(sublayer)
      let owner = UIView(frame: .zero)
      keptLayer = owner.layer
      #expect(child.superview === parent)
      #expect(sublayer.superlayer === parent.layer)
      #expect(keptLayer?.owningView === owner)
    }
    #expect(child.superview == nil)
    #expect(child.window == nil)
    #expect(sublayer.superlayer == nil)
    #expect(keptLayer?.owningView == nil)
  }

  @Test("addSublayer moves only the layer: the view stays where it was in the view tree")
  func layerMoveLeavesViews() {
    // https://developer.apple.com/documentation/quartzcore/calayer
    let parent = UIView(frame: .zero)
    let other = UIView(frame: .zero)
    let child = UIView(frame: .zero)
    parent.addSubview(child)
    other.layer.addSublayer(child.layer)
    #expect(child.superview === parent)
    expectEqual(parent.subviews.count, 1)
    #expect(child.layer.superlayer === other.layer)
    #expect(parent.layer.sublayers == nil)
  }

  @Test("Seed-000 trick: the window layer moved into a secure field's canvas vanishes from screenshots only")
  func seed000() throws {
    // https://github.com/prongbang/screen_protector/issues/22
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let window = try #require(device.mainWindow())
    device.withCurrent {
      let field = UITextField(frame: window.bounds)
      field.isSecureTextEntry = true
      field.isUserInteractionEnabled = false
      window.addSubview(field)
      window.layer.superlayer?.addSublayer(field.layer)
      field.layer.sublayers?.last?.addSublayer(window.layer)  // iOS 17: the canvas is last
      #expect(window.layer.superlayer === field.canvasView?.layer)
      #expect(field.superview === window)  // the view tree is unchanged
    }
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
    expectEqual(device.render(scene, for: .screenshot).rendering, rows(("        ", 20)))
    expectEqual(device.render(scene, for: .recording).rendering, rows(("        ", 20)))
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.88))
    expectEqual(device.lastTouch?.target, "pay-button")  // touches still follow the view tree
  }

  @Test("Moving a layer into its own subtree is refused and recorded as a crash")
  func cycle() throws {
    // https://developer.apple.com/documentation/quartzcore/calayer
    let device = try launched()
    let window = try #require(device.mainWindow())
    device.withCurrent {
      window.rootViewController?.view.layer.addSublayer(window.layer)
    }
    #expect(device.isCrashed)
    #expect(window.layer.superlayer === window.hostLayer)
  }
}
