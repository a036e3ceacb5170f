/// A value views pass up to their ancestors (Apple, "PreferenceKey",
/// https://developer.apple.com/documentation/swiftui/preferencekey ; iOS 13+; high): the values
/// set in a subtree are combined with `reduce`, and `onPreferenceChange` reads the result.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value` with the next view's value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Sets a preference (`preference(key:value:)`).
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, _PrimitiveModifier {
  let value: Key.Value
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let views = content()
    let id = ObjectIdentifier(Key.self)
    var combined = graph.preferences[id] as? Key.Value ?? Key.defaultValue
    let next = value
    Key.reduce(value: &combined) { next }
    graph.preferences[id] = combined
    return views
  }
}

/// Reads a preference of the subtree and runs an action after the update in which it changed
/// (`onPreferenceChange(_:perform:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:) ; high),
/// and after the first update that evaluates it.
public struct _PreferenceReadingModifier<Key: PreferenceKey>: ViewModifier, _PrimitiveModifier
where Key.Value: Equatable {
  let action: @MainActor (Key.Value) -> Void
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let id = ObjectIdentifier(Key.self)
    let outer = graph.preferences[id]
    graph.preferences[id] = nil
    let views = content()
    let value = graph.preferences[id] as? Key.Value ?? Key.defaultValue
    // The subtree's value goes on up, combined with what was set before it.
    if let outer = outer as? Key.Value {
      var combined = outer
      Key.reduce(value: &combined) { value }
      graph.preferences[id] = combined
    }
    if (node.lastValue as? Key.Value) != value || node.lastValue == nil {
      node.lastValue = value
      let action = self.action
      graph.afterThisUpdate { action(value) }
    }
    return views
  }
}

extension View {
  /// Sets `value` for `key` in this view.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }
  /// Runs `action` with the subtree's value for `key` when it changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceReadingModifier<K>(action: action))
  }
}

/// A container whose content is built from its size (Apple, "GeometryReader",
/// https://developer.apple.com/documentation/swiftui/geometryreader ; iOS 13+; high). It takes the
/// space offered; the model offers every view the hosting view's size (``SwiftUILayoutView``'s
/// reduction), so the proxy's size is that size.
public struct GeometryReader<Content: View>: View, _PrimitiveView {
  let content: (GeometryProxy) -> Content
  /// A reader building its content from a ``GeometryProxy``.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let proxy = GeometryProxy(size: graph.proposedSize)
    return [SwiftUILayoutView(.overlay, graph.views(of: content(proxy), slot: 0, in: node))]
  }
}

/// The size a ``GeometryReader`` is given (Apple, "GeometryProxy",
/// https://developer.apple.com/documentation/swiftui/geometryproxy ; high).
public struct GeometryProxy: Sendable {
  /// The size, in points.
  public let size: CGSize
}
