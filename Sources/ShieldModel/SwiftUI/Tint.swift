extension View {
  /// The accent color of the controls in this view (Apple, "accentColor(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/accentcolor(_:) ; iOS 13+, deprecated
  /// for `tint(_:)`; high). Kept without behaviour: a control's tint changes its color, not what
  /// it covers, and the model judges content by coverage and size.
  public func accentColor(_ accentColor: Color?) -> some View { self }
  /// The tint of the controls in this view (Apple, "tint(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/tint(_:) ; iOS 15+). Without behaviour,
  /// as ``accentColor(_:)``.
  public func tint(_ tint: Color?) -> some View { self }
  /// Text in this view drawn in `weight` (Apple, "fontWeight(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/fontweight(_:) ; iOS 16+; high). Kept
  /// without behaviour: the model keeps no weight (legibility reads the size only).
  public func fontWeight(_ weight: Font.Weight?) -> some View { self }
}
