import Testing

@testable import ShieldModel

/// Whether every color drawn is fully transparent (nothing hides what is behind).
@MainActor private func drawsNothingOpaque(_ root: some View) -> Bool {
  fills(of: root).allSatisfy { $0.cgColor.alpha == 0 }
}

/// The app's content, clear so the app screen below shows (as glue stubs it).
private struct Content: View {
  var body: some View { Color.clear }
}

/// A privacy cover drawn as a stroked rectangle while the scene is not active: on iOS only its outline.
private struct StrokedCoverApp: App {
  @Environment(\.scenePhase) private var scenePhase
  var body: some Scene {
    WindowGroup {
      Content().overlay {
        if scenePhase != .active { Rectangle().stroke(Color.black, lineWidth: 4) }
      }
    }
  }
}

/// The same cover filled before it is stroked: the fill stays under the outline.
private struct FilledAndStrokedCoverApp: App {
  @Environment(\.scenePhase) private var scenePhase
  var body: some Scene {
    WindowGroup {
      Content().overlay {
        if scenePhase != .active { Rectangle().fill(Color.black).stroke(Color.white, lineWidth: 4) }
      }
    }
  }
}

@Suite("SwiftUI shapes: a stroke is the outline only")
@MainActor struct SwiftUIShapeStrokeTests {
  @Test("Every stroke form of every shape draws nothing opaque: the interior is clear")
  func strokeLeavesTheInteriorClear() throws {
    _ = try launched()
    #expect(drawsNothingOpaque(Rectangle().stroke(Color.black, lineWidth: 2)))
    #expect(drawsNothingOpaque(Circle().stroke(Color.black, lineWidth: 2)))
    #expect(drawsNothingOpaque(RoundedRectangle(cornerRadius: 8).stroke(Color.black, lineWidth: 2)))
    #expect(drawsNothingOpaque(Capsule().stroke(lineWidth: 3)))
    #expect(drawsNothingOpaque(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 5, dash: [5, 10]))))
    #expect(drawsNothingOpaque(Rectangle().stroke(style: StrokeStyle(lineWidth: 5))))
    // A stroked copy filled afterwards (iOS 13's `stroke(lineWidth:)` returns a shape) is still an outline.
    #expect(drawsNothingOpaque(Circle().stroke(lineWidth: 3).fill(Color.black)))
    // Unstroked, the same shape fills its frame (the control).
    #expect(!drawsNothingOpaque(Rectangle()))
    #expect(!drawsNothingOpaque(Circle().fill(Color.black)))
  }

  @Test("A fill set before the stroke stays under the outline")
  func fillBeforeStrokeStays() throws {
    _ = try launched()
    let drawn = fills(of: Circle().fill(Color.white).stroke(Color.black, lineWidth: 2))
    #expect(drawn.count == 1 && drawn.first?.cgColor.white == 1 && drawn.first?.cgColor.alpha == 1)
    #expect(!drawsNothingOpaque(Rectangle().fill(Color.black).stroke(Color.white, lineWidth: 2)))
  }

  @Test("A cover that is only a stroked outline leaves the switcher snapshot sensitive; filled first, it covers")
  func strokedCoverLeaksFilledCoverHolds() throws {
    let stroked = try launched(
      "iphone-ios17-swiftui", strategy: SwiftUIAppHost(StrokedCoverApp.self, claims: .appSwitcher))
    try stroked.apply(.goHome, .advance(1))
    let leaked = stroked.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(!leaked.isEmpty && leaked.contains { $0.frame.showsSensitiveContent })

    let filled = try launched(
      "iphone-ios17-swiftui", strategy: SwiftUIAppHost(FilledAndStrokedCoverApp.self, claims: .appSwitcher))
    try filled.apply(.goHome, .advance(1))
    let held = filled.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(!held.isEmpty && held.allSatisfy { !$0.frame.showsSensitiveContent })
  }
}
