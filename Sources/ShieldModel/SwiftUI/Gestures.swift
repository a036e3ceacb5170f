/// A tap on the content runs an action (`onTapGesture(count:perform:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:) ; iOS 13+;
/// high). Drawn as ``Button`` is: a control over the content's frame whose touch-up-inside runs
/// the action, the content taking no touches of its own (a reduction: SwiftUI still delivers
/// touches to controls inside the content; the covers measured put a tap gesture on a label or an
/// image). `count` above 1 (a double tap) is not modeled: the action runs on every tap.
public struct _TapGestureModifier: ViewModifier, _PrimitiveModifier {
  let action: @MainActor () -> Void
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let control = SwiftUIButtonControl(content())
    control.isEnabled = graph.environment.isEnabled
    let action = self.action
    control.addAction(UIAction { _ in action() }, for: .touchUpInside)
    return [control]
  }
}

extension View {
  /// `action` on a tap on this view (see ``_TapGestureModifier``).
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
    modifier(_TapGestureModifier(action: action))
  }
}
