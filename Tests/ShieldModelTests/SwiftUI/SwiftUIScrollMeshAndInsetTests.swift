import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

@Suite(
  "SwiftUI: mesh gradients, scroll views, safe-area insets, tabs, disclosure groups, glass, the tertiary style, border strokes"
)
@MainActor struct SwiftUIScrollMeshAndInsetTests {
  @Test("A mesh gradient fills its frame with its colors' mean gray, as a view and as a shape's style")
  func meshGradient() throws {
    _ = try launched()
    let mesh = MeshGradient(width: 2, height: 1, points: [[0, 0], [1, 0]], colors: [.black, .white])
    for colors in [fills(of: mesh), fills(of: Rectangle().fill(mesh))] {
      let drawn = try #require(colors.last)
      #expect(drawn.cgColor.white == 0.5 && drawn.cgColor.alpha == 1)
    }
    #expect(mesh.width == 2 && mesh.height == 1)
  }

  @Test("A scroll view draws its content at rest, vertical or horizontal")
  func scrollView() throws {
    _ = try launched()
    expectEqual(
      labels(
        of: ScrollView {
          VStack {
            Text("a")
            Text("b")
          }
        }), ["a", "b"])
    expectEqual(
      labels(
        of: ScrollView(.horizontal, showsIndicators: false) {
          Text("c")
          Text("d")
        }), ["c", "d"])
  }

  @Test("A safe-area inset is stacked with the view: first at the top or leading edge, last at the bottom or trailing")
  func safeAreaInset() throws {
    _ = try launched()
    expectEqual(labels(of: Text("main").safeAreaInset(edge: .top, spacing: 0) { Text("banner") }), ["banner", "main"])
    expectEqual(labels(of: Text("main").safeAreaInset(edge: .bottom) { Text("bar") }), ["main", "bar"])
    expectEqual(labels(of: Text("main").safeAreaInset(edge: .leading) { Text("rail") }), ["rail", "main"])
  }

  @Test(
    "A shape filled with the tertiary style draws UIKit's tertiary label color; a stroked border leaves its interior clear"
  )
  func tertiaryAndStrokeBorder() throws {
    _ = try launched()
    let tertiary = UIColor.tertiaryLabel.cgColor
    let drawn = fills(of: Rectangle().fill(.tertiary)).map(\.cgColor)
    #expect(drawn.contains { $0.white == tertiary.white && $0.alpha == tertiary.alpha && $0.alpha < 1 })
    let border = fills(of: RoundedRectangle(cornerRadius: 8).strokeBorder(Color.black, lineWidth: 2))
    #expect(border.allSatisfy { $0.cgColor.alpha == 0 })
    #expect(
      fills(of: RoundedRectangle(cornerRadius: 8).strokeBorder(lineWidth: 1)).allSatisfy { $0.cgColor.alpha == 0 })
  }

  @Test("Kept layout and style modifiers draw the same text and image")
  func keptModifiers() throws {
    _ = try launched()
    let root = VStack {
      Text("code").font(.caption.monospaced()).position(x: 10, y: 20).fixedSize()
      Text("digits").font(.body.monospacedDigit()).position(CGPoint(x: 1, y: 2)).fixedSize(
        horizontal: true, vertical: false)
      Image("logo").interpolation(.high)
    }
    let controller = UIHostingController(rootView: root)
    controller.loadViewIfNeeded()
    let drawn = drawnImagesAndLabels(in: controller.view!)
    #expect(drawn.labels == ["code", "digits"] && drawn.images == 1)
  }

  @Test("An iOS 18 tab is drawn when selected; a disclosure group shows its content only while expanded")
  func tabsAndDisclosureGroups() throws {
    _ = try launched()
    let tabs = TabView(selection: .constant(2)) {
      Tab("One", systemImage: "1.circle", value: 1) { Text("first") }
      Tab("Two", image: "two", value: 2) { Text("second") }
    }
    expectEqual(labels(of: tabs), ["second"])
    expectEqual(labels(of: TabView { Tab("Only", systemImage: "circle") { Text("only") } }), ["only"])
    expectEqual(
      labels(of: DisclosureGroup("details", isExpanded: .constant(true)) { Text("inner") }), ["details", "inner"])
    expectEqual(labels(of: DisclosureGroup("details", isExpanded: .constant(false)) { Text("inner") }), ["details"])
    expectEqual(labels(of: DisclosureGroup("details") { Text("inner") }), ["details"])
  }

  @Test("Glass draws a blur behind its content (identity none); a long press is kept and never runs")
  func glassAndLongPress() throws {
    _ = try launched()
    func blurs(_ root: some View) -> Int {
      let controller = UIHostingController(rootView: root)
      controller.loadViewIfNeeded()
      var count = 0
      var stack = [controller.view!]
      while let view = stack.popLast() {
        if view is UIVisualEffectView { count += 1 }
        stack.append(contentsOf: view.subviews)
      }
      return count
    }
    expectEqual(blurs(Text("mark").glassEffect(.regular, in: .rect(cornerRadius: 32))), 1)
    expectEqual(blurs(Text("mark").glassEffect(.regular.tint(.blue).interactive())), 1)
    expectEqual(blurs(Text("mark").glassEffect(.identity, in: .capsule)), 0)
    var pressed = false
    let held = Text("hold").onLongPressGesture(minimumDuration: 0.8) { pressed = true }
    #expect(labels(of: held) == ["hold"] && !pressed)
  }
}
