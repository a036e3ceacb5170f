/// SwiftUI's text field styles (Apple, "TextFieldStyle",
/// https://developer.apple.com/documentation/swiftui/textfieldstyle ; "textFieldStyle(_:)",
/// https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:) ; iOS 13+; high).
/// Kept without behaviour: a field's border and inset change no window, layer or capture, so
/// they cannot change a verdict.
public protocol TextFieldStyle {}

/// A field with a rounded border (Apple, "RoundedBorderTextFieldStyle").
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
}

/// A field with no decoration (Apple, "PlainTextFieldStyle").
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
}

/// The platform's default field style (Apple, "DefaultTextFieldStyle").
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A field with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A field with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default field style.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension View {
  /// The text fields in this view drawn in `style` (not drawn: see ``TextFieldStyle``).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
