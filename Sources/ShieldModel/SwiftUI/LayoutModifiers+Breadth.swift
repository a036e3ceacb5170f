/// Layout modifiers that move or size a view without adding anything drawn: kept so that an
/// app's views compile, drawn where the model's layout puts them (see ``SwiftUILayoutView``).

extension View {
  /// The view with its center at `x`, `y` of its parent's coordinate space (Apple,
  /// "position(x:y:)", https://developer.apple.com/documentation/swiftui/view/position(x:y:) ;
  /// iOS 13+; high). Kept, not drawn there (model limit: the view is drawn where the model's
  /// stacks place it, as ``offset(x:y:)`` is; SwiftUI also makes a positioned view take its
  /// parent's whole proposed size).
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  /// The view with its center at `position` (Apple, "position(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/position(_:) ; iOS 13+); as
  /// ``position(x:y:)``.
  public func position(_ position: CGPoint) -> some View { self }
  /// The view at its ideal size in both dimensions (Apple, "fixedSize()",
  /// https://developer.apple.com/documentation/swiftui/view/fixedsize() ; iOS 13+; high). Kept:
  /// the model sizes a view by its stack, not by its ideal size.
  public func fixedSize() -> some View { self }
  /// The view at its ideal size in the dimensions asked (Apple, "fixedSize(horizontal:vertical:)",
  /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:) ;
  /// iOS 13+); kept, as ``fixedSize()``.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

  /// The view with `content` placed at `edge`, the view's safe area inset by it (Apple,
  /// "safeAreaInset(edge:alignment:spacing:content:)",
  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:) ;
  /// iOS 15+; high): the content takes its height at the top or bottom edge (its width at the
  /// leading or trailing edge) and the view the rest. Drawn as a stack of the two (the content
  /// first at the top or leading edge, last at the bottom or trailing edge); the alignment and
  /// spacing are kept, not drawn.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_SafeAreaInsetModifier(inset: content(), arrangement: .vertical, insetFirst: edge == .top))
  }
  /// The view with `content` placed at the leading or trailing `edge` (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby ;
  /// iOS 15+); as the vertical form, in a row.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_SafeAreaInsetModifier(inset: content(), arrangement: .horizontal, insetFirst: edge == .leading))
  }
}

/// A vertical edge (Apple, "VerticalEdge", https://developer.apple.com/documentation/swiftui/verticaledge ;
/// iOS 15+; high).
public enum VerticalEdge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// A horizontal edge (Apple, "HorizontalEdge",
/// https://developer.apple.com/documentation/swiftui/horizontaledge ; iOS 15+; high).
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// The content of `safeAreaInset` stacked with the view at one of its edges.
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier, _PrimitiveModifier {
  let inset: Inset
  let arrangement: SwiftUILayoutView.Arrangement
  let insetFirst: Bool
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let base = SwiftUILayoutView(.overlay, content())
    let inset = SwiftUILayoutView(.overlay, graph.views(of: inset, slot: 2, in: node))
    return [SwiftUILayoutView(arrangement, insetFirst ? [inset, base] : [base, inset])]
  }
}
