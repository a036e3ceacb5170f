nonisolated extension CGRect {
  /// The point at fractions `fx`, `fy` (0...1) of the rectangle's width and height.
  package func point(atFractionX fx: CGFloat, y fy: CGFloat) -> CGPoint {
    CGPoint(x: minX + width * fx, y: minY + height * fy)
  }

  /// `contains` with a half-open right and bottom edge, as UIKit's `point(inside:with:)`.
  package func hitContains(_ p: CGPoint) -> Bool {
    p.x >= minX && p.y >= minY && p.x < maxX && p.y < maxY
  }

  /// Linear interpolation between two rectangles; `t` is 0...1.
  package static func interpolate(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
    CGRect(
      x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }
}
