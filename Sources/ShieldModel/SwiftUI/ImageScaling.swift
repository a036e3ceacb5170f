/// How a view fills the space offered to it (Apple, "ContentMode",
/// https://developer.apple.com/documentation/swiftui/contentmode ; iOS 13+; high).
public enum ContentMode: Hashable, Sendable {
  /// Scaled to fit inside the space, keeping its aspect ratio.
  case fit
  /// Scaled to fill the space, keeping its aspect ratio (it may overflow).
  case fill
}

extension View {
  /// The view scaled to fit the space offered, keeping its aspect ratio (Apple, "scaledToFit()",
  /// https://developer.apple.com/documentation/swiftui/view/scaledtofit() ; iOS 13+; high). The
  /// model draws a view over its whole frame, so what it covers is the same.
  public func scaledToFit() -> some View { self }
  /// The view scaled to fill the space offered (Apple, "scaledToFill()"; iOS 13+; high): it
  /// covers at least the frame the model draws it over.
  public func scaledToFill() -> some View { self }
  /// The view at `aspectRatio` in `contentMode` (Apple, "aspectRatio(_:contentMode:)",
  /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow ;
  /// iOS 13+; high). Drawn over its frame, as ``scaledToFit()``.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
  /// The view at the aspect ratio of `aspectRatio` (a size) in `contentMode`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
  /// Symbol images in the view colored in `mode` (Apple, "symbolRenderingMode(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:) ; iOS 15+;
  /// high): the model draws no symbol colors.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}
