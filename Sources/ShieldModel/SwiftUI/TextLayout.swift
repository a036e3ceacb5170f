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

extension Image {
  /// The relative size of a symbol image (SwiftUI's `Image.Scale`; Apple,
  /// https://developer.apple.com/documentation/swiftui/image/scale ; iOS 13+; high).
  public enum Scale: Hashable, Sendable {
    /// Smaller than the surrounding text.
    case small
    /// The size of the surrounding text.
    case medium
    /// Larger than the surrounding text.
    case large
  }
}

extension View {
  /// Scales the symbol images in this view relative to their font (Apple, "imageScale(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/imagescale(_:) ; iOS 13+; high).
  /// Kept without behaviour: the model draws an image over the frame its layout gives and does
  /// not size symbols by font, and no invariant reads a symbol's size (a symbol on a cover is the
  /// cover's own decoration), so it cannot change a verdict.
  public func imageScale(_ scale: Image.Scale) -> some View { self }
}
