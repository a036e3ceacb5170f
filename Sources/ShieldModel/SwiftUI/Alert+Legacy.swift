/// SwiftUI's first alert API, an `Alert` value returned by the modifier's content (Apple, "Alert",
/// https://developer.apple.com/documentation/swiftui/alert ; iOS 13+, deprecated from iOS 15 for
/// `alert(_:isPresented:actions:message:)`; high), and `alert(isPresented:content:)` /
/// `alert(item:content:)`. Drawn as the iOS 15 form (``_AlertModifier``): a `UIAlertController`
/// of the `.alert` style with the value's title, message and one or two buttons (a dismiss button
/// alone, or a primary and a secondary one; with none, "OK"), each running its action and then
/// clearing the binding (or the item).
nonisolated public struct Alert {
  /// A button of an alert: its label and its action (Apple, "Alert.Button"; iOS 13+; high).
  nonisolated public struct Button {
    let title: String
    let action: (() -> Void)?
    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.content, action: action)
    }
    /// A cancel button with the system's label, "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(title: "Cancel", action: action)
    }
    /// A cancel button with `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.content, action: action)
    }
    /// A button that destroys data (drawn as any button: the model keeps no style).
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.content, action: action)
    }
  }
  let title: String
  let message: String?
  let buttons: [Button]
  /// An alert with a title, an optional message and an optional dismiss button ("OK" when none).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title.content
    self.message = message?.content
    buttons = dismissButton.map { [$0] } ?? []
  }
  /// An alert with a title, an optional message and two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title.content
    self.message = message?.content
    buttons = [primaryButton, secondaryButton]
  }

  /// The iOS 15 modifier drawing this alert while `isPresented` is true.
  @MainActor func modifier(isPresented: Binding<Bool>) -> _AlertModifier {
    var actions: [(title: String, run: @MainActor () -> Void)] = []
    for button in buttons {
      let action = button.action
      actions.append((title: button.title, run: { action?() }))
    }
    return _AlertModifier(title: title, isPresented: isPresented, actions: actions, message: message)
  }
}

extension View {
  /// Presents the alert `content` gives while `isPresented` is true (iOS 13+; see ``Alert``).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    modifier(content().modifier(isPresented: isPresented))
  }

  /// Presents the alert `content` gives for `item` while `item` is not `nil`; choosing a button
  /// clears it (iOS 13+; see ``Alert``).
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let shown = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    let alert = item.wrappedValue.map(content) ?? Alert(title: Text(""))
    return modifier(alert.modifier(isPresented: shown))
  }

  /// Presents an alert titled `title` for `data` while `isPresented` is true and `data` is not
  /// `nil`, its actions and message made from `data` (Apple,
  /// "alert(_:isPresented:presenting:actions:message:)"; iOS 15+; high; see ``_AlertModifier``).
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = Binding<Bool>(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return modifier(
      _AlertModifier(
        title: String(title), isPresented: shown, actions: data.map { alertButtons(in: actions($0)) } ?? [],
        message: data.flatMap { (message($0) as? Text)?.content }))
  }
}
