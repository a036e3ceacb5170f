import TestExpectations
import Testing

@testable import ShieldModel

@Suite("SwiftUI hosting views are registered per device, so a phase change walks only its own trace's")
struct SwiftUIHostingRegistryTests {
  @Test("two live devices keep separate hosting-view registries; one made outside any device is apart")
  func perDevice() throws {
    let first = try launched()
    let second = try launched()
    let kept = first.withCurrent { () -> [UIHostingController<Text>] in
      let c = UIHostingController(rootView: Text("first"))
      _ = c.view
      expectEqual(SwiftUIHosting.registeredCount, 1)
      return [c]
    }
    let more = second.withCurrent { () -> [UIHostingController<Text>] in
      let made = (0..<3).map { _ in UIHostingController(rootView: Text("second")) }
      for c in made { _ = c.view }
      expectEqual(SwiftUIHosting.registeredCount, 3)
      return made
    }
    // The second device's views are not the first's to walk.
    first.withCurrent { expectEqual(SwiftUIHosting.registeredCount, 1) }
    // Outside any device: the first registration purges views other tests let go.
    let loose = (0..<2).map { _ in UIHostingController(rootView: Text("outside")) }
    _ = loose[0].view
    let outsideBefore = SwiftUIHosting.registeredCount
    _ = loose[1].view
    expectEqual(SwiftUIHosting.registeredCount, outsideBefore + 1)
    second.withCurrent { expectEqual(SwiftUIHosting.registeredCount, 3) }
    expectEqual(kept.count + more.count, 4)
  }
}
