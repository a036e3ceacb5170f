extension View {
  /// This view drawn scaled by `scale` around `anchor` (Apple, "scaleEffect(_:anchor:)",
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:) ; iOS 13+; high:
  /// the scale changes the drawing, not the layout). Drawn over its unscaled frame in the model,
  /// as ``scaledToFit()`` is (model limit: a cover scaled below 1 is drawn over its whole frame;
  /// the apps measured scale spinners and icons, not covers).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  /// This view drawn scaled by `scale`'s width and height around `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
  /// This view drawn scaled by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
}
