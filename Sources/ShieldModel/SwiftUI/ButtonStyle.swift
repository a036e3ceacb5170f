/// An app's own button style, which builds a button's look from its label (Apple, "ButtonStyle",
/// https://developer.apple.com/documentation/swiftui/buttonstyle ; iOS 13+; high for the
/// declaration). Kept, **not drawn**: the model draws every button as its label (``Button``), under
/// the platform's styles (``PrimitiveButtonStyle``) and an app's alike, so `makeBody(configuration:)`
/// is not called and a background the style adds is not drawn (model limit: a custom style's fill
/// behind a button is not part of a capture).
@preconcurrency @MainActor public protocol ButtonStyle {
  /// The view the style builds.
  associatedtype Body: View
  /// The button's label and state, as the style receives them.
  typealias Configuration = ButtonStyleConfiguration
  /// The button's look: `configuration.label` styled.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` builds from (Apple, "ButtonStyleConfiguration",
/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration ; iOS 13+; high).
@MainActor public struct ButtonStyleConfiguration {
  /// The button's label, type-erased (Apple, "ButtonStyleConfiguration.Label"); drawn as nothing on
  /// its own (the model draws the button's own label, see ``ButtonStyle``).
  public struct Label: View {
    public var body: some View { EmptyView() }
  }
  /// The label of the button being styled.
  public let label = Label()
  /// Whether the user is pressing the button: always `false` (the fuzzer's touches are taps, with
  /// no held state).
  public let isPressed = false
}

extension View {
  /// Sets an app's own style on the buttons in this view (Apple, "buttonStyle(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1 ; iOS 13+; high
  /// for the call). The look only, and not drawn (see ``ButtonStyle``): the buttons are drawn and
  /// take touches as without it.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
}
