/// Whether the user can swipe down the sheet this view is in (Apple,
/// "interactiveDismissDisabled(_:)",
/// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:) ; iOS 15+;
/// high: while true, the user cannot dismiss the sheet, popover or inspector it is in by an
/// interaction such as a swipe; dismissal by the app's code still works). UIKit's control of the same fact is the
/// presented controller's `isModalInPresentation` (Apple, "isModalInPresentation",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation ; iOS
/// 13+; high). Which controller SwiftUI sets is not documented: the model sets the hosting
/// controller of the presentation the view is in, after each update (model choice; the observable
/// fact, a swipe that leaves the sheet up, is Apple's), so the user's ``SystemEvent/dismissSheet``
/// swipe leaves it up as it leaves any sheet whose controller is modal in presentation. On a view
/// in no presentation it sets the window's root hosting controller, which no swipe dismisses (no
/// effect, as on iOS).
public struct _InteractiveDismissModifier: ViewModifier, _PrimitiveModifier {
  let isDisabled: Bool
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let drawn = content()
    let anchor = drawn.first
    let isDisabled = isDisabled
    graph.afterThisUpdate {
      _PresentationModifier<EmptyView>.hostingController(of: anchor)?.isModalInPresentation = isDisabled
    }
    return drawn
  }
}

extension View {
  /// This view's presentation kept up against the user's swipe while `isDisabled` (see
  /// ``_InteractiveDismissModifier``); its `dismiss` and its binding still dismiss it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
  }
}
