/// A view that shows or hides its content under a label (Apple, "DisclosureGroup",
/// https://developer.apple.com/documentation/swiftui/disclosuregroup ; iOS 14+; high): the label
/// always, the content below it while expanded.
///
/// Model: drawn as a column of the label and, while `isExpanded` is true, the content; the
/// disclosure indicator is not drawn, and the user's tap on the label is not an event of the model
/// (approximated: a group the user could expand stays as the binding says).
public struct DisclosureGroup<Label: View, Content: View>: View, _PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  /// A group with `label`, expanded as `isExpanded` says.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.isExpanded = isExpanded
    self.content = content()
    self.label = label()
  }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let title = graph.views(of: label, slot: 0, in: node)
    let shown = isExpanded?.wrappedValue == true ? graph.views(of: content, slot: 1, in: node) : []
    return [SwiftUILayoutView(.vertical, title + shown)]
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title`, expanded as `isExpanded` says.
  public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
  }
  /// A group titled `title`, collapsed (the user's expansion is not modeled).
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    isExpanded = nil
    self.content = content()
    label = Text(title)
  }
}
