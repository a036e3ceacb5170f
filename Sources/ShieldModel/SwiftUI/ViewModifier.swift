/// SwiftUI's `ViewModifier`: a reusable change to a view, whose `body(content:)` returns the
/// modified view (Apple, "ViewModifier", https://developer.apple.com/documentation/swiftui/viewmodifier ;
/// iOS 13+; high). A modifier may have its own `@State` and `@Environment`, kept with the
/// modified view's identity.
@preconcurrency @MainActor public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view being modified, as the modifier's body receives it.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies (Apple, "_ViewModifier_Content",
/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content ; high).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
  let makeViews: (ViewGraph) -> [UIView]
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { makeViews(graph) }
}

/// A modifier the model draws itself.
@MainActor protocol _PrimitiveModifier {
  /// The views drawing the modified view; `content` draws the view being modified.
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView]
}

/// A view with a modifier applied (Apple, "ModifiedContent",
/// https://developer.apple.com/documentation/swiftui/modifiedcontent ; high).
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A modified view is drawn by its modifier.
  public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let content = self.content
    // The modified view's identity hangs from this node, whatever the modifier's body does.
    var drawn: [UIView] = []
    let drawContent = {
      drawn = graph.views(of: content, slot: 0, in: node)
      return drawn
    }
    if let primitive = modifier as? any _PrimitiveModifier {
      let views = primitive._makeViews(content: drawContent, in: graph, node: node)
      // The content's traits (its z-index) reach the container through the modifier's views.
      SwiftUILayoutView.markModifierWrappers(views, content: drawn)
      return views
    }
    let modifierNode = graph.node(of: modifier, slot: 1, in: node)
    let body = modifier.body(content: _ViewModifier_Content<Modifier>(makeViews: { _ in drawContent() }))
    return graph.views(of: body, slot: 0, in: modifierNode)
  }
}

extension ViewModifier where Body == Never {
  /// A primitive modifier has no body.
  public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
