/// A rectangle in density-independent pixels (dp), origin at the display's top left.
///
/// Android lays views out in dp (1 dp = 1 px at 160 dpi,
/// https://developer.android.com/training/multiscreen/screendensities ; high); the model keeps every bound in dp
/// and converts only `RenderEffect` radii, which the API takes in pixels, through the profile's density.
nonisolated public struct DpRect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Left edge, in dp.
  public var x: Double
  /// Top edge, in dp.
  public var y: Double
  /// Width, in dp.
  public var width: Double
  /// Height, in dp.
  public var height: Double

  /// A rectangle from its left, top, width and height in dp.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Right edge, in dp.
  public var maxX: Double { x + width }
  /// Bottom edge, in dp.
  public var maxY: Double { y + height }
  /// Whether the rectangle has no area.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Whether `other` lies entirely inside this rectangle.
  public func contains(_ other: DpRect) -> Bool {
    other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
  }

  /// This rectangle moved by `dx`, `dy` dp (a child's frame in its parent's coordinates made absolute).
  public func offsetBy(dx: Double, dy: Double) -> DpRect {
    DpRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// `x,y widthxheight`, for summaries.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
