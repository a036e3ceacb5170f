/// A view that shows one of its child views at a time, chosen with a tab bar (Apple, "TabView",
/// https://developer.apple.com/documentation/swiftui/tabview ; iOS 13+; high): the selected
/// child is the one whose ``View/tag(_:)`` equals the `selection` binding's value, or the first
/// child without a binding. Only the selected child is drawn (model reduction: the model draws
/// no tab bar, which holds none of the app's content, and no event of the fuzzer selects a tab);
/// a change of the binding shows the newly selected child at the next update.
public struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// A tab view showing the child of `content` tagged with `selection`'s value.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let children: [any View] = (content as? any _ViewElements)?.elements ?? [content]
    var index = 0
    if let wanted = selection?.wrappedValue {
      index = children.firstIndex { ($0 as? any _TaggedView)?.tagValue == AnyHashable(wanted) } ?? 0
    }
    guard children.indices.contains(index) else { return [] }
    return graph.views(ofAny: children[index], slot: index, in: node)
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view showing its first child.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// A container's children in order (``TupleView``).
@MainActor protocol _ViewElements {
  var elements: [any View] { get }
}
extension TupleView: _ViewElements {}

/// A view's tag, read through the modifiers applied after it.
@MainActor protocol _TaggedView {
  var tagValue: AnyHashable? { get }
}

extension ModifiedContent: _TaggedView where Content: View, Modifier: ViewModifier {
  var tagValue: AnyHashable? {
    if let tag = modifier as? _TagModifier { return tag.value }
    return (content as? any _TaggedView)?.tagValue
  }
}

/// A view's tag (`tag(_:)`; Apple, https://developer.apple.com/documentation/swiftui/view/tag(_:) ;
/// iOS 13+; high): the value a ``TabView`` (or a picker) matches against its selection. Draws
/// the view as it is.
public struct _TagModifier: ViewModifier, _PrimitiveModifier {
  let value: AnyHashable
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { content() }
}

/// The tab bar item of a tab view's child (`tabItem(_:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/tabitem(_:) ; iOS 13+; high). **Without
/// behaviour**: the model draws no tab bar, so the item's label is not drawn; the view is drawn
/// as it is.
public struct _TabItemModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { content() }
}

extension View {
  /// Tags this view with `tag` (see ``_TagModifier``).
  public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(value: AnyHashable(tag))) }
  /// Sets this view's tab bar item (see ``_TabItemModifier``: not drawn).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { modifier(_TabItemModifier()) }
}
