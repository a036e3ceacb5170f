/// A column of a lazy grid (Apple, "GridItem", https://developer.apple.com/documentation/swiftui/griditem ;
/// iOS 14+; high). Only the number of items counts in the model (see ``LazyVGrid``).
public struct GridItem: Sendable {
  /// How a column is sized (Apple, "GridItem.Size").
  public enum Size: Sendable {
    /// A fixed width, in points.
    case fixed(CGFloat)
    /// A share of the width left over.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  /// How the column is sized.
  public var size: Size
  /// The space to the next column, in points (kept, not laid out).
  public var spacing: CGFloat?
  /// A column, flexible by default.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
  }
}

/// Views in rows of as many views as ``GridItem`` columns, in order (Apple, "LazyVGrid",
/// https://developer.apple.com/documentation/swiftui/lazyvgrid ; iOS 14+; high for the order:
/// "places its children in a vertically growing grid", row by row).
///
/// Model: drawn as a column of rows (``VStack`` of ``HStack``s): each row takes an equal share of
/// the height and each item an equal share of its row, whatever the columns' sizes (the stacks'
/// reduction, ``SwiftUILayoutView``); an adaptive column counts as one. Every item is made at once
/// (SwiftUI makes the items of a lazy grid as they scroll into view; the model does not scroll).
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
  let columns: [GridItem]
  let content: Content
  /// A grid of `columns` showing the views `content` builds.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let items = graph.views(of: content, slot: 0, in: node)
    let perRow = max(columns.count, 1)
    let rows = stride(from: 0, to: items.count, by: perRow).map { start in
      SwiftUILayoutView(.horizontal, Array(items[start..<min(start + perRow, items.count)])) as UIView
    }
    return [SwiftUILayoutView(.vertical, rows)]
  }
}
