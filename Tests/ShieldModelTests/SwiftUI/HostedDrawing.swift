import Testing

@testable import ShieldModel

/// The background colors a hosted root drew (the hosting view's own left out), in tree order: the SwiftUI suites read
/// what a view drew through this one walk.
@MainActor func fills(of root: some View) -> [UIColor] {
  let controller = UIHostingController(rootView: root)
  controller.loadViewIfNeeded()
  var colors: [UIColor] = []
  var stack = [controller.view!]
  while let view = stack.popLast() {
    if !(view is SwiftUIHostingView), let color = view.backgroundColor { colors.append(color) }
    stack.append(contentsOf: view.subviews.reversed())
  }
  return colors
}

/// The labels a hosted root drew, in tree order.
@MainActor func labels(of root: some View) -> [String] {
  let controller = UIHostingController(rootView: root)
  controller.loadViewIfNeeded()
  return drawnImagesAndLabels(in: controller.view!).labels
}
