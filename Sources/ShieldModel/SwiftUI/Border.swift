extension View {
  /// A border of `width` points drawn with `content` over the view's edges (Apple,
  /// "border(_:width:)", https://developer.apple.com/documentation/swiftui/view/border(_:width:) ;
  /// iOS 13+; high). Kept without behaviour: the model's renderer counts no border as content (as
  /// ``CALayer/borderWidth``), so a border cannot change what a capture shows.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
}
