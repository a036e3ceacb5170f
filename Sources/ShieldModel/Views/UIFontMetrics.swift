/// Scales fonts and values for the user's Dynamic Type size (Apple, "UIFontMetrics",
/// https://developer.apple.com/documentation/uikit/uifontmetrics ; iOS 11+; high:
/// `scaledValue(for:)` "returns a version of the specified value that's scaled appropriately for
/// the current content size category"). The model's text is at the default size (see ``Font``),
/// where a value is its own scaled value: fonts and values are returned as given.
nonisolated public final class UIFontMetrics: Sendable {
  /// The metrics of the body text style.
  public static let `default` = UIFontMetrics()
  /// Metrics of the body text style.
  public init() {}
  /// Metrics of `textStyle` (all scale alike at the default size).
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  /// `value` scaled to the current size: `value` at the default size.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
  /// `font` scaled to the current size: `font` at the default size.
  public func scaledFont(for font: UIFont) -> UIFont { font }
}
