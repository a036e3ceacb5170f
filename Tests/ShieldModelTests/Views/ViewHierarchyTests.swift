import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Views: geometry, defaults, subview order and tags")
struct ViewHierarchyTests {
  @Test("Frame is in the superview's coordinates; bounds is the size at the origin; center follows")
  func geometry() {
    // https://developer.apple.com/documentation/uikit/uiview
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    expectEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    expectEqual(v.center, CGPoint(x: 60, y: 45))
    v.center = CGPoint(x: 100, y: 100)
    expectEqual(v.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
    v.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
    expectEqual(v.frame, CGRect(x: 50, y: 75, width: 30, height: 40))
  }

  @Test("A new view has tag 0, is shown, opaque, interactive and has no autoresizing mask")
  func defaults() {
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    let v = UIView(frame: .zero)
    expectEqual(v.tag, 0)
    expectEqual(v.isHidden, false)
    expectEqual(v.alpha, 1)
    #expect(v.isUserInteractionEnabled)
    #expect(v.autoresizingMask.isEmpty)
    #expect(v.subviews.isEmpty)
    #expect(v.superview == nil)
  }

  @Test("Labels and image views take no touches by default")
  func nonInteractiveDefaults() {
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    expectEqual(UILabel(frame: .zero).isUserInteractionEnabled, false)
    expectEqual(UIImageView(image: nil).isUserInteractionEnabled, false)
  }

  @Test("Subviews are ordered back to front: add appends, insert, bring to front and send to back reorder")
  func subviewOrder() {
    // https://developer.apple.com/documentation/uikit/uiview
    let parent = UIView(frame: .zero)
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    let c = UIView(frame: .zero)
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    expectEqual(parent.subviews.map(ObjectIdentifier.init), [c, a, b].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(c)
    expectEqual(parent.subviews.map(ObjectIdentifier.init), [a, b, c].map(ObjectIdentifier.init))
    parent.sendSubviewToBack(b)
    expectEqual(parent.subviews.map(ObjectIdentifier.init), [b, a, c].map(ObjectIdentifier.init))
    #expect(a.superview === parent)
  }

  @Test("Adding a view to another parent moves it; removing it clears its superview and window")
  func reparent() throws {
    // https://developer.apple.com/documentation/uikit/uiview
    let device = try launched()
    let window = try #require(device.mainWindow())
    device.withCurrent {
      let first = UIView(frame: .zero)
      let second = UIView(frame: .zero)
      let child = UIView(frame: .zero)
      first.addSubview(child)
      window.addSubview(second)
      second.addSubview(child)
      #expect(first.subviews.isEmpty)
      #expect(child.superview === second)
      #expect(child.window === window)
      child.removeFromSuperview()
      #expect(child.superview == nil)
      #expect(child.window == nil)
      #expect(second.subviews.isEmpty)
    }
  }

  @Test("viewWithTag checks the receiver first, then its subviews in pre-order")
  func viewWithTag() {
    // https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)
    let root = UIView(frame: .zero)
    let first = UIView(frame: .zero)
    let deep = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    root.addSubview(first)
    first.addSubview(deep)
    root.addSubview(second)
    deep.tag = 7
    second.tag = 7
    #expect(root.viewWithTag(7) === deep)  // deep in the first subtree before the shallow later sibling
    root.tag = 7
    #expect(root.viewWithTag(7) === root)
    #expect(root.viewWithTag(8) == nil)
    #expect(root.viewWithTag(0) === first)  // the default tag 0 matches the first untagged view
  }
}
