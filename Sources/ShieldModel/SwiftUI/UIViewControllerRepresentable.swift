/// SwiftUI's `UIViewControllerRepresentable`: a UIKit view controller in a SwiftUI hierarchy
/// (Apple, "UIViewControllerRepresentable",
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable ; iOS 13+;
/// high). `makeUIViewController(context:)` is called once for the view's identity and the
/// controller kept; `updateUIViewController(_:context:)` after it and at every update that
/// evaluates the view; the graph draws the controller's view.
@preconcurrency @MainActor public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// The type of the coordinator `makeCoordinator()` makes.
  associatedtype Coordinator = Void
  /// The context the calls receive.
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// Makes the controller, once.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date with this value.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Makes the coordinator, before the controller.
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  /// A representable has no body.
  public var body: Never { primitiveBody(Self.self) }
  /// Draws this representable (model-only; the graph calls it).
  package func _drawControllerRepresentable(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let kept: ControllerRepresentableDrawing<Coordinator, UIViewControllerType>
    if let made = node.coordinator as? ControllerRepresentableDrawing<Coordinator, UIViewControllerType> {
      kept = made
    } else {
      let coordinator = makeCoordinator()
      let controller = makeUIViewController(
        context: UIViewControllerRepresentableContext(coordinator: coordinator, environment: graph.environment))
      kept = ControllerRepresentableDrawing(coordinator: coordinator, controller: controller)
      node.coordinator = kept
    }
    updateUIViewController(
      kept.controller,
      context: UIViewControllerRepresentableContext(coordinator: kept.coordinator, environment: graph.environment))
    return [kept.controller.view]
  }
}

/// What a controller representable's calls receive (Apple, "UIViewControllerRepresentableContext";
/// high).
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment where the view is.
  public let environment: EnvironmentValues
}

/// A controller representable's coordinator and controller, kept in its graph node.
final class ControllerRepresentableDrawing<Coordinator, Controller: UIViewController> {
  let coordinator: Coordinator
  let controller: Controller
  init(coordinator: Coordinator, controller: Controller) {
    self.coordinator = coordinator
    self.controller = controller
  }
}
