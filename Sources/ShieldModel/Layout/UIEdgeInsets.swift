/// Insets on the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`; Apple,
/// https://developer.apple.com/documentation/uikit/uiedgeinsets ; iOS 2+; high).
nonisolated public struct UIEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Makes insets from the four edges' values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  /// The rectangle with `insets` taken off its edges (UIKit's `inset(by:)`; Apple,
  /// https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1nn1z ; high).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: max(width - insets.left - insets.right, 0),
      height: max(height - insets.top - insets.bottom, 0))
  }
}
