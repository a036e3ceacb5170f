/// A tab of a ``TabView`` written with iOS 18's tab API (Apple, "Tab",
/// https://developer.apple.com/documentation/swiftui/tab ; iOS 18+; high): its content, shown
/// when the tab view's selection equals its `value`, and a title and image for the tab bar.
///
/// Model: the content, tagged with `value` as ``View/tag(_:)`` tags a child, so the tab view
/// draws the selected tab's content as it draws a tagged child; the title and image are kept,
/// not drawn (the model draws no tab bar, see ``TabView``).
public struct Tab<Value: Hashable, Content: View>: View, _PrimitiveView {
  let value: Value?
  let content: Content
  /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
  public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.value = value
    self.content = content()
  }
  /// A tab titled `title` with the catalog image `image`, selected by `value`.
  public init(_ title: String, image: String, value: Value, @ViewBuilder content: () -> Content) {
    self.value = value
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    graph.views(of: content, slot: 0, in: node)
  }
}

extension Tab where Value == Never {
  /// A tab titled `title` with the symbol `systemImage`, in a tab view without a selection.
  public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
    value = nil
    self.content = content()
  }
}

extension Tab: _TaggedView {
  var tagValue: AnyHashable? { value.map { AnyHashable($0) } }
}
