/// SwiftUI's `ProgressView`: a spinner, or a bar for a fraction (Apple, "ProgressView",
/// https://developer.apple.com/documentation/swiftui/progressview ; iOS 14+; high). Its glyph is
/// small and hides nothing, so the model draws it as an empty view of no content (its label, if
/// any, is not drawn: **approximated**).
public struct ProgressView: View, _PrimitiveView {
  /// A spinner.
  public init() {}
  /// A spinner with a title.
  public init<S: StringProtocol>(_ title: S) {}
  /// A bar at `value` of `total` (kept).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
  /// A spinner with a label view (not drawn).
  public init<Label: View>(@ViewBuilder label: () -> Label) {}
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { [UIView(frame: .zero)] }
}

/// How a progress view is drawn (kept).
public struct ProgressViewStyleValue: Sendable {
  /// A spinner.
  public static let circular = ProgressViewStyleValue()
  /// A bar.
  public static let linear = ProgressViewStyleValue()
  /// The platform's default.
  public static let automatic = ProgressViewStyleValue()
}

/// SwiftUI's `Divider`: a thin line (Apple, "Divider",
/// https://developer.apple.com/documentation/swiftui/divider ; high). A hairline hides nothing:
/// drawn as an empty view of no content.
public struct Divider: View, _PrimitiveView {
  /// A divider.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { [UIView(frame: .zero)] }
}

/// How a navigation view is drawn (kept: the model shows its content in one column).
public struct NavigationViewStyleValue: Sendable {
  /// One column.
  public static let stack = NavigationViewStyleValue()
  /// Columns (iPad).
  public static let columns = NavigationViewStyleValue()
  /// The platform's default.
  public static let automatic = NavigationViewStyleValue()
}

extension View {
  /// This view's progress views drawn in `style` (kept).
  public func progressViewStyle(_ style: ProgressViewStyleValue) -> some View { self }
  /// This view's navigation views drawn in `style` (kept: one column in the model).
  public func navigationViewStyle(_ style: NavigationViewStyleValue) -> some View { self }
}
