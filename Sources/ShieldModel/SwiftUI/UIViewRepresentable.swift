/// SwiftUI's `UIViewRepresentable`: a UIKit view in a SwiftUI hierarchy (Apple,
/// "UIViewRepresentable", https://developer.apple.com/documentation/swiftui/uiviewrepresentable ;
/// iOS 13+; high). `makeUIView(context:)` is called once for the view's identity and the view is
/// kept; `updateUIView(_:context:)` after it and at every update that evaluates the view.
@preconcurrency @MainActor public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view's type.
  associatedtype UIViewType: UIView
  /// The type of the coordinator `makeCoordinator()` makes.
  associatedtype Coordinator = Void
  /// The context the calls receive.
  typealias Context = UIViewRepresentableContext<Self>
  /// Makes the UIKit view, once.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with this value.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator, before the view.
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// A representable has no body.
  public var body: Never { primitiveBody(Self.self) }
}

/// What a representable's calls receive (Apple, "UIViewRepresentableContext",
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext ; high).
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment where the view is.
  public let environment: EnvironmentValues
}

/// The graph draws a representable as its kept UIKit view.
struct RepresentableDrawing {
  @MainActor static func views<R: UIViewRepresentable>(_ representable: R, graph: ViewGraph, node: ViewGraph.Node)
    -> [UIView]
  {
    let coordinator: R.Coordinator
    if let made = node.coordinator as? R.Coordinator {
      coordinator = made
    } else {
      coordinator = representable.makeCoordinator()
      node.coordinator = coordinator
    }
    let context = UIViewRepresentableContext<R>(coordinator: coordinator, environment: graph.environment)
    let view: R.UIViewType
    if let made = node.uiView as? R.UIViewType {
      view = made
    } else {
      view = representable.makeUIView(context: context)
      node.uiView = view
    }
    representable.updateUIView(view, context: context)
    return [view]
  }
}

extension UIViewRepresentable {
  /// Draws this representable (model-only; the graph calls it).
  package func _drawRepresentable(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    RepresentableDrawing.views(self, graph: graph, node: node)
  }
}
