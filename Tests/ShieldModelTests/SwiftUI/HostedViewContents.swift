import ShieldModel

/// What a hosted SwiftUI view drew into UIKit: how many image views, and the labels' texts in tree order.
@MainActor func drawnImagesAndLabels(in root: UIView) -> (images: Int, labels: [String]) {
  var images = 0
  var labels: [String] = []
  var stack = [root]
  while let view = stack.popLast() {
    if view is UIImageView { images += 1 }
    if let label = view as? UILabel, let text = label.text { labels.append(text) }
    stack.append(contentsOf: view.subviews.reversed())
  }
  return (images, labels)
}
