/// SwiftUI's modal presentations (`fullScreenCover` and `sheet`), drawn as UIKit presents them:
/// a hosting controller of the content presented modally from the hosting controller of the view
/// that declares it (Apple, "fullScreenCover(isPresented:onDismiss:content:)",
/// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:) ;
/// "sheet(isPresented:onDismiss:content:)",
/// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) ;
/// iOS 14+ and 13+; high). SwiftUI presents after the update that set the binding, animated
/// (the slide up of a UIKit presentation), and dismisses the same way when it is cleared; the
/// model's ``UIViewController/present(_:animated:completion:)`` gives the timing, the refusals (a
/// host already presenting, one out of the window) and the covered views' removal.
public struct _PresentationModifier<Cover: View>: ViewModifier, _PrimitiveModifier {
  let isPresented: Bool
  let style: UIModalPresentationStyle
  let onDismiss: (() -> Void)?
  /// Clears the presenting binding: the content's `dismiss` (see ``DismissAction``).
  let clear: @MainActor () -> Void
  let cover: () -> Cover
  public typealias Body = Never

  /// What a presentation keeps between updates: the presented controller and whether the last
  /// update asked for it.
  @MainActor final class Presentation {
    var presented: UIHostingController<AnyView>?
    var wanted = false
    var onDismiss: (() -> Void)?

    /// Dismisses the presented controller, animated, and runs `onDismiss`. While the presentation
    /// is still in flight UIKit refuses a dismissal, so it waits for the presentation's end.
    func dismiss() {
      guard let presented, !presented.isBeingPresented else { return }
      self.presented = nil
      if presented.presentingViewController != nil { presented.dismiss(animated: true) }
      onDismiss?()
    }
  }

  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let drawn = content()
    let state = (node.coordinator as? Presentation) ?? Presentation()
    node.coordinator = state
    let wanted = isPresented
    state.wanted = wanted
    state.onDismiss = onDismiss
    let dismiss = DismissAction(action: clear)
    let content = wanted ? AnyView(cover().modifier(_EnvironmentModifier { $0.dismissAction = dismiss })) : nil
    if let content, let presented = state.presented { presented.rootView = content }
    let anchor = drawn.first
    let style = style
    graph.afterThisUpdate {
      if let content, state.presented == nil {
        guard let host = Self.hostingController(of: anchor) else { return }
        let controller = UIHostingController(rootView: content)
        controller.modalPresentationStyle = style
        host.present(controller, animated: true) { [weak state] in
          // Cleared while it slid in: dismissed once it is up.
          if let state, !state.wanted { state.dismiss() }
        }
        // A refused presentation (the host out of the window, or presenting) is tried again at
        // the next update that still asks for it.
        if controller.presentingViewController != nil { state.presented = controller }
      } else if content == nil {
        state.dismiss()
      }
    }
    return drawn
  }

  /// The hosting controller whose view holds `view`.
  @MainActor static func hostingController(of view: UIView?) -> UIViewController? {
    var next = view
    while let current = next {
      if let host = current as? SwiftUIHostingView { return host.controller }
      next = current.superview
    }
    return nil
  }
}

extension View {
  /// Presents `content` over the whole screen while `isPresented` is true (Apple,
  /// "fullScreenCover(isPresented:onDismiss:content:)"; iOS 14+; high): a `.fullScreen` UIKit
  /// presentation (see ``_PresentationModifier``).
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        isPresented: isPresented.wrappedValue, style: .fullScreen, onDismiss: onDismiss,
        clear: { isPresented.wrappedValue = false }, cover: content))
  }

  /// Presents `content` for `item` over the whole screen while `item` is not `nil` (Apple,
  /// "fullScreenCover(item:onDismiss:content:)"; iOS 14+; high).
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      _PresentationModifier(
        isPresented: value != nil, style: .fullScreen, onDismiss: onDismiss,
        clear: { item.wrappedValue = nil }, cover: { AnyView(value.map(content)) }))
  }

  /// Presents `content` as a sheet while `isPresented` is true (Apple,
  /// "sheet(isPresented:onDismiss:content:)"; iOS 13+; high): an automatic-style UIKit
  /// presentation (a page sheet from iOS 13; see ``_PresentationModifier``).
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        isPresented: isPresented.wrappedValue, style: .automatic, onDismiss: onDismiss,
        clear: { isPresented.wrappedValue = false }, cover: content))
  }

  /// Presents `content` for `item` as a sheet while `item` is not `nil` (Apple,
  /// "sheet(item:onDismiss:content:)"; iOS 13+; high).
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      _PresentationModifier(
        isPresented: value != nil, style: .automatic, onDismiss: onDismiss,
        clear: { item.wrappedValue = nil }, cover: { AnyView(value.map(content)) }))
  }
}
