import TestExpectations
import Testing

@testable import ShieldModel

/// A SwiftUI view whose tap gesture and grid the tests reach.
private final class Taps {
  var count = 0
}

@MainActor @Suite("Model behaviour of the fourth unseen set: zPosition, grids and tap gestures")
struct UIKitFourthSetBehaviourTests {
  @Test("A sublayer with a higher zPosition is drawn in front of later siblings; back at 0, array order again")
  func zPositionOrdersSiblings() throws {
    // https://developer.apple.com/documentation/quartzcore/calayer/zposition
    let device = try launched()
    let scene = try #require(device.scene(named: "A"))
    let window = try #require(device.mainWindow())
    let cover = device.withCurrent {
      let cover = UIView(frame: window.bounds)
      cover.backgroundColor = .black
      window.insertSubview(cover, at: 0)
      return cover
    }
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
    device.withCurrent { cover.layer.zPosition = CGFloat(Float.greatestFiniteMagnitude) }
    #expect(window.layer.sublayers?.first === cover.layer)  // `sublayers` keeps array order
    expectEqual(device.render(scene, for: .display).rendering, allCover)
    device.withCurrent { cover.layer.zPosition = 0 }
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
  }

  @Test("Equal zPositions keep array order; lower ones go behind")
  func drawingOrder() {
    let parent = CALayer()
    let a = CALayer()
    let b = CALayer()
    let c = CALayer()
    b.zPosition = -1
    for layer in [a, b, c] { parent.addSublayer(layer) }
    expectEqual(parent.sublayersInDrawingOrder.map(ObjectIdentifier.init), [b, a, c].map(ObjectIdentifier.init))
  }

  @Test("A lazy grid lays its items in rows of as many items as columns; a tap gesture runs its action")
  func gridAndTap() throws {
    // https://developer.apple.com/documentation/swiftui/lazyvgrid
    let host = UIHostingController(
      rootView: LazyVGrid(columns: [GridItem(), GridItem()]) {
        ForEach(0..<5, id: \.self) { _ in Color.black }
      })
    host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
    host.view.layoutIfNeeded()
    func leaves(_ view: UIView) -> [UIView] {
      view.subviews.isEmpty ? [view] : view.subviews.flatMap(leaves)
    }
    let cells = leaves(host.view).filter { $0.backgroundColor == .black }
    expectEqual(cells.count, 5)
    func origin(_ view: UIView) -> CGPoint {
      var point = view.frame.origin
      var parent = view.superview
      while let next = parent, next !== host.view {
        point.x += next.frame.minX
        point.y += next.frame.minY
        parent = next.superview
      }
      return point
    }
    let origins = cells.map(origin)
    expectEqual(Set(origins.map(\.y)).count, 3)  // rows of 2, 2 and 1
    #expect(origins[0].y == origins[1].y && origins[1].y < origins[2].y)

    let taps = Taps()
    let tapped = UIHostingController(rootView: Text("Unlock").onTapGesture { taps.count += 1 })
    tapped.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    tapped.view.layoutIfNeeded()
    let control = try #require(
      tapped.view.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? UIControl }.first)
    control.sendActions(for: .touchUpInside)
    expectEqual(taps.count, 1)
  }
}
