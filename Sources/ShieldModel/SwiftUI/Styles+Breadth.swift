/// Text, image and shape styles that change nothing the model draws, kept so that an app's views
/// compile.

extension Font {
  /// This font with fixed-width digits and letters (Apple, "monospaced()",
  /// https://developer.apple.com/documentation/swiftui/font/monospaced() ; iOS 15+; high). The
  /// model keeps only a font's size, so it is the same font.
  public func monospaced() -> Font { self }
  /// This font with fixed-width digits (Apple, "monospacedDigit()",
  /// https://developer.apple.com/documentation/swiftui/font/monospaceddigit() ; iOS 13+); the
  /// same font, as ``monospaced()``.
  public func monospacedDigit() -> Font { self }
}

extension Image {
  /// How an image is resampled when scaled (Apple, "Image.Interpolation",
  /// https://developer.apple.com/documentation/swiftui/image/interpolation ; iOS 13+; high).
  public enum Interpolation: Hashable, Sendable {
    /// No interpolation (pixels stay sharp).
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
  }
  /// The image resampled with `interpolation` (Apple, "interpolation(_:)",
  /// https://developer.apple.com/documentation/swiftui/image/interpolation(_:) ; iOS 13+; high).
  /// The model draws no pixels of an image, so it is the same image.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
}

extension Shape {
  /// The shape's outline, `lineWidth` points wide, drawn inside its frame in `content` (Apple,
  /// "strokeBorder(_:lineWidth:antialiased:)",
  /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:) ;
  /// iOS 13+; high): a border, the interior left clear. Drawn as nothing: an outline is not drawn
  /// (see ``Shape``), and the interior shows what is behind, as on iOS.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    Color.clear
  }
  /// The shape's outline in the foreground style, `lineWidth` points wide (Apple,
  /// "strokeBorder(lineWidth:antialiased:)",
  /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(linewidth:antialiased:) ;
  /// iOS 13+); drawn as nothing, as ``strokeBorder(_:lineWidth:antialiased:)``.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { Color.clear }
}
