import TestExpectations
import Testing

@testable import ShieldModel

/// A sheet's content as apps write it: a styled button, and a close button in the toolbar.
private struct Settings: View {
  var body: some View {
    NavigationStack {
      Button("Lock") {}.buttonStyle(.borderedProminent)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
        }
    }
  }
}

@Suite("SwiftUI toolbars and button styles")
struct SwiftUIToolbarTests {
  @Test("A toolbar item is not drawn (no bar in the model); a styled button is drawn as a button")
  func toolbarItemsAndButtonStyles() throws {
    // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
    // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
    _ = try launched()
    let controller = UIHostingController(rootView: Settings())
    controller.loadViewIfNeeded()
    var buttons = 0
    var stack = [controller.view!]
    while let view = stack.popLast() {
      if view is SwiftUIButtonControl { buttons += 1 }
      stack.append(contentsOf: view.subviews)
    }
    expectEqual(buttons, 1)
    expectEqual(ToolbarItem(placement: .topBarTrailing) { Text("x") }.placement, .topBarTrailing)
  }
}
