/// SwiftUI's alert (iOS 15's `alert(_:isPresented:actions:message:)`), drawn as UIKit presents
/// one: a `UIAlertController` of the `.alert` style presented, animated, from the hosting
/// controller of the view that declares it, after the update that set the binding, and
/// dismissed when the binding is cleared (Apple, "alert(_:isPresented:actions:message:)",
/// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8 ;
/// iOS 15+; high). Each `Button` of `actions` becomes an action of the alert titled by its
/// text; choosing one runs the button's action, then clears the binding (UIKit has dismissed the
/// alert).
/// With no button the alert has one "OK" action (Apple: "If no actions are present, the system
/// includes a standard 'OK' action"). Buttons inside other containers of `actions` are not
/// read (model limit); a message that is a `Text` is the alert's message.
public struct _AlertModifier: ViewModifier, _PrimitiveModifier {
  let title: String
  let isPresented: Binding<Bool>
  let actions: [(title: String, run: @MainActor () -> Void)]
  let message: String?
  public typealias Body = Never

  /// What an alert keeps between updates: the presented controller.
  @MainActor final class Presentation {
    var presented: UIAlertController?
  }

  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let drawn = content()
    let state = (node.coordinator as? Presentation) ?? Presentation()
    node.coordinator = state
    let wanted = isPresented.wrappedValue
    let anchor = drawn.first
    let (title, message, binding) = (title, message, isPresented)
    var listed = self.actions
    if listed.isEmpty { listed.append((title: "OK", run: {})) }
    let actions = listed
    graph.afterThisUpdate {
      if wanted, state.presented == nil {
        guard let host = _PresentationModifier<EmptyView>.hostingController(of: anchor) else { return }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        for action in actions {
          alert.addAction(
            UIAlertAction(title: action.0, style: .default) { [weak state] _ in
              // The action runs, then the alert is dismissed and the binding cleared (Apple: "All
              // actions in an alert dismiss the alert after the action runs").
              action.1()
              state?.presented = nil
              binding.wrappedValue = false
            })
        }
        host.present(alert, animated: true)
        // A refused presentation is tried again at the next update that still asks for it.
        if alert.presentingViewController != nil { state.presented = alert }
      } else if !wanted, let presented = state.presented, !presented.isBeingPresented {
        state.presented = nil
        if presented.presentingViewController != nil { presented.dismiss(animated: true) }
      }
    }
    return drawn
  }
}

/// A button an alert reads as one of its actions: its title and its action.
protocol _AlertActionButton {
  var alertActionTitle: String { get }
  var alertAction: @MainActor () -> Void { get }
}

extension Button: _AlertActionButton {
  var alertActionTitle: String { (label as? Text)?.content ?? "" }
  var alertAction: @MainActor () -> Void { action }
}

extension View {
  /// Presents an alert titled `title`, with `actions` and `message`, while `isPresented` is true
  /// (see ``_AlertModifier``; iOS 15+).
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _AlertModifier(
        title: String(title), isPresented: isPresented, actions: alertButtons(in: actions()),
        message: (message() as? Text)?.content))
  }

  /// Presents an alert titled `title` with `actions` while `isPresented` is true (iOS 15+).
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      _AlertModifier(title: String(title), isPresented: isPresented, actions: alertButtons(in: actions()), message: nil)
    )
  }

  /// Presents an alert titled by `title`, with `actions` and `message`, while `isPresented` is
  /// true (iOS 15+).
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _AlertModifier(
        title: title.content, isPresented: isPresented, actions: alertButtons(in: actions()),
        message: (message() as? Text)?.content))
  }
}

/// The buttons of an alert's `actions`, in order: a button, or the buttons of a ``TupleView``.
@MainActor func alertButtons(in view: any View) -> [(title: String, run: @MainActor () -> Void)] {
  if let button = view as? any _AlertActionButton { return [(button.alertActionTitle, button.alertAction)] }
  if let tuple = view as? any _AlertButtonContainer { return tuple.alertElements.flatMap { alertButtons(in: $0) } }
  return []
}

/// A view whose elements an alert reads for buttons.
protocol _AlertButtonContainer {
  var alertElements: [any View] { get }
}

extension TupleView: _AlertButtonContainer {
  var alertElements: [any View] { elements }
}
