/// The axes of a scrollable or laid-out view (Apple, "Axis",
/// https://developer.apple.com/documentation/swiftui/axis ; iOS 13+; high).
public enum Axis: Int8, CaseIterable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    /// Axes from their raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

/// A scrollable view (Apple, "ScrollView", https://developer.apple.com/documentation/swiftui/scrollview ;
/// iOS 13+; high): its content laid out along its axes, the part in its frame visible.
///
/// Model: drawn at its resting offset, the start of its content, as a stack along its axis (a
/// vertical one as ``VStack``, a horizontal one as ``HStack``); the user's scrolling is not an
/// event of the model (model limit: content scrolled into view by the user is not drawn, and the
/// indicators are not drawn).
public struct ScrollView<Content: View>: View, _PrimitiveView {
  let content: Content
  let axes: Axis.Set
  /// A view scrolling `content` along `axes`.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let arrangement: SwiftUILayoutView.Arrangement = axes == .horizontal ? .horizontal : .vertical
    return [SwiftUILayoutView(arrangement, graph.views(of: content, slot: 0, in: node))]
  }
}
