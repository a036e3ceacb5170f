/// How lines of a multi-line text are aligned (SwiftUI's `TextAlignment`; Apple,
/// https://developer.apple.com/documentation/swiftui/textalignment ; iOS 13+; high).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Along the leading edge.
  case leading
  /// Centered.
  case center
  /// Along the trailing edge.
  case trailing
}

extension View {
  /// Aligns the lines of multi-line text in this view (Apple, "multilineTextAlignment(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:) ; iOS 13+;
  /// high). Kept without behaviour: the model draws a text over its frame and judges it by its
  /// glyph size and what covers that frame, never by where a line starts in it, so the alignment
  /// cannot change a verdict.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
}

/// The background style of the current context (SwiftUI's `BackgroundStyle`, `.background`;
/// Apple, https://developer.apple.com/documentation/swiftui/backgroundstyle ; iOS 15+; high for
/// the type). Filled as the system background color, the color of a hosting view's background
/// (``UIColor/systemBackground``, white in the model's light appearance; medium: SwiftUI resolves
/// it from the context, which in an app's window is that background).
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The current context's background style.
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style of the current context (Apple, "background",
  /// https://developer.apple.com/documentation/swiftui/shapestyle/background ; iOS 15+; high).
  public static var background: BackgroundStyle { BackgroundStyle() }
}
