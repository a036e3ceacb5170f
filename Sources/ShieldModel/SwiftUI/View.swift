/// SwiftUI's `View`: a value that describes part of an app's interface through its `body`
/// (Apple, "View", https://developer.apple.com/documentation/swiftui/view ; iOS 13+; high).
///
/// As in SwiftUI, a view is a description, not an object on screen: a ``UIHostingController``
/// evaluates `body` and draws the result as model UIKit views, so the renderer, snapshots and
/// captures see a SwiftUI cover as the tree it draws. Views are main-actor isolated, as the iOS 18
/// SDK declares them (`@MainActor @preconcurrency`).
@preconcurrency @MainActor public protocol View {
  /// The type of view this view's body is (`Never` for the model's primitive views).
  associatedtype Body: View
  /// The content of the view, built by a ``ViewBuilder``.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// A primitive view has no body (SwiftUI's `Never` body).
  public var body: Never { fatalError("body of Never") }
}

/// A view the model draws itself rather than through `body` (text, colors, stacks, modifiers).
@MainActor package protocol _PrimitiveView {
  /// The UIKit views that draw this view in `graph`, in back-to-front order.
  func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView]
}

/// A primitive view's body: SwiftUI traps when code calls it (Apple, "Never",
/// https://developer.apple.com/documentation/swiftui/never ; high).
@MainActor func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is a primitive view: its body is never evaluated")
}

/// SwiftUI's result builder for view content (Apple, "ViewBuilder",
/// https://developer.apple.com/documentation/swiftui/viewbuilder ; iOS 13+; high): several views
/// make a ``TupleView``, `if` an optional view, `if`/`else` and `switch` a conditional view.
@resultBuilder public enum ViewBuilder {
  /// No content: an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, drawn in order (later ones in front, in a ``ZStack``).
  public static func buildBlock<C0: View, C1: View, each Rest: View>(
    _ c0: C0, _ c1: C1, _ rest: repeat each Rest
  ) -> TupleView<(C0, C1, repeat each Rest)> {
    var children: [any View] = [c0, c1]
    repeat children.append(each rest)
    return TupleView((c0, c1, repeat each rest), children: children)
  }
  /// An `if` without `else`: the view when the condition holds, else nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// An `if` without `else` (the builder's newer spelling).
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .falseContent(second))
  }
  /// Content under `if #available`: type-erased, as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
  /// An expression used as a view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

/// Several views built by a ``ViewBuilder`` (Apple, "TupleView",
/// https://developer.apple.com/documentation/swiftui/tupleview ; high).
public struct TupleView<T>: View, _PrimitiveView {
  /// The views, as a tuple.
  public var value: T
  private let children: [any View]
  /// Wraps `value`; `children` are its elements in order.
  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }
  /// The views, in order, as a container that shows one of them reads them (``TabView``).
  var elements: [any View] { children }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    children.enumerated().flatMap { graph.views(ofAny: $0.element, slot: $0.offset, in: node) }
  }
}

/// One of two views, chosen by an `if`/`else` in a ``ViewBuilder``; the branch is part of the
/// view's identity, so switching branches discards the other branch's state (Apple,
/// "_ConditionalContent", https://developer.apple.com/documentation/swiftui/_conditionalcontent ;
/// structural identity, WWDC21 "Demystify SwiftUI"; high).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    switch storage {
    case .trueContent(let view): graph.views(of: view, slot: 0, in: node)
    case .falseContent(let view): graph.views(of: view, slot: 1, in: node)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view draws its view, or nothing when `nil`.
  public var body: Never { primitiveBody(Self.self) }
}
extension Optional: _PrimitiveView where Wrapped: View {
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    map { graph.views(of: $0, slot: 0, in: node) } ?? []
  }
}

/// A view that draws nothing (Apple, "EmptyView",
/// https://developer.apple.com/documentation/swiftui/emptyview ; high).
public struct EmptyView: View, _PrimitiveView {
  /// Creates an empty view.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { [] }
}

/// A type-erased view (Apple, "AnyView", https://developer.apple.com/documentation/swiftui/anyview ;
/// high). The wrapped view's type is part of its identity: a view of another type replaces it.
public struct AnyView: View, _PrimitiveView {
  private let view: any View
  /// Wraps `view`.
  public init<V: View>(_ view: V) { self.view = view }
  /// Wraps `view` if it is a view, else returns `nil`.
  public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    self.view = view
  }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    graph.views(ofAny: view, slot: 0, in: node)
  }
}

/// Views grouped without a layout of their own: modifiers apply to each (Apple, "Group",
/// https://developer.apple.com/documentation/swiftui/group ; high). The model draws the group's
/// views where the group is.
public struct Group<Content: View>: View, _PrimitiveView {
  let content: Content
  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    graph.views(of: content, slot: 0, in: node)
  }
}
