/// Insets on the four edges of a view (Apple, "EdgeInsets",
/// https://developer.apple.com/documentation/swiftui/edgeinsets ; high).
public struct EdgeInsets: Equatable, Sendable {
  /// The top inset, in points.
  public var top: CGFloat
  /// The leading inset, in points.
  public var leading: CGFloat
  /// The bottom inset, in points.
  public var bottom: CGFloat
  /// The trailing inset, in points.
  public var trailing: CGFloat
  /// Insets of the given lengths.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// `length` on the edges of `edges`.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }
}

/// The content inset from the space it is given (`padding`; Apple, "padding(_:_:)",
/// https://developer.apple.com/documentation/swiftui/view/padding(_:_:) ; iOS 13+; high), drawn as
/// a container whose content is laid out inside the insets (left to right: leading is left). The
/// default length is "platform-specific" in Apple's documentation and not given there; the model
/// uses 16 points (``defaultPadding``), the default of SwiftUI's `defaultPadding` environment
/// value (`EdgeInsets(_all: 16.0)`) as OpenSwiftUI reads it from SwiftUICore, audited against
/// SwiftUI 6.5.4 (iOS 18), whose `padding()` takes `insets ?? context.defaultPadding`
/// (https://github.com/OpenSwiftUIProject/OpenSwiftUI/pull/373 : `DefaultPadding.swift`,
/// `PaddingLayout.swift`; medium: a reimplementation's reading of the binary, not Apple's word).
/// Not modeled: containers that set another default padding for their content (Apple: "appropriate
/// for the platform and the presentation context").
public struct _PaddingModifier: ViewModifier, _PrimitiveModifier {
  let insets: EdgeInsets
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let view = SwiftUILayoutView(.overlay, content())
    view.padding = insets
    return [view]
  }
}

extension View {
  /// The model's length for `padding()` without one, in points.
  static var defaultPadding: CGFloat { 16 }
  /// This view inset by `length` (the platform default if `nil`) on `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingModifier(insets: EdgeInsets(edges, length ?? Self.defaultPadding)))
  }
  /// This view inset by `length` on every edge.
  public func padding(_ length: CGFloat) -> some View {
    modifier(_PaddingModifier(insets: EdgeInsets(.all, length)))
  }
  /// This view inset by `insets`.
  public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingModifier(insets: insets)) }
}
