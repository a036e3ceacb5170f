/// A Core Graphics path (`CGPath`; Apple, "CGPath",
/// https://developer.apple.com/documentation/coregraphics/cgpath ; high): immutable once made.
/// The model keeps only the rectangle that bounds it (``boundingBox``); nothing is drawn from it
/// (see ``CAShapeLayer``).
nonisolated public final class CGPath: @unchecked Sendable {
  nonisolated deinit {}
  /// The smallest rectangle that holds every point of the path (`.null` for an empty path, as
  /// Core Graphics reports; Apple, "boundingBox",
  /// https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox ; high).
  public let boundingBox: CGRect
  /// Whether the path has no points ("isEmpty").
  public var isEmpty: Bool { boundingBox.isNull }
  package init(boundingBox: CGRect) { self.boundingBox = boundingBox }
}

/// A path of lines and curves made in UIKit's coordinates (UIKit's `UIBezierPath`; Apple,
/// "UIBezierPath", https://developer.apple.com/documentation/uikit/uibezierpath ; iOS 3+; high).
/// The model keeps the points that bound it, so ``bounds`` and ``cgPath`` are right; the curves
/// themselves are not kept (a rounded rectangle or an oval is its rectangle) and nothing is
/// stroked or filled by `stroke()`/`fill()` (the model draws no Core Graphics context).
@preconcurrency @MainActor open class UIBezierPath {
  nonisolated deinit {}
  private var box = CGRect.null
  private var current = CGPoint.zero

  /// An empty path.
  public init() {}
  /// A closed rectangle ("init(rect:)").
  public convenience init(rect: CGRect) {
    self.init()
    box = rect.standardized
  }
  /// An oval inscribed in `rect` ("init(ovalIn:)"): bounded by `rect`.
  public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
  /// A rectangle with all corners rounded ("init(roundedRect:cornerRadius:)"): bounded by `rect`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
  /// A rectangle with the given corners rounded ("init(roundedRect:byRoundingCorners:cornerRadii:)"):
  /// bounded by `rect`.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init(rect: rect)
  }
  /// A circular arc ("init(arcCenter:radius:startAngle:endAngle:clockwise:)"): bounded, in the
  /// model, by the whole circle.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init(rect: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// Starts a new subpath at `point` ("move(to:)").
  open func move(to point: CGPoint) {
    current = point
    include(point)
  }
  /// A straight line from the current point to `point` ("addLine(to:)").
  open func addLine(to point: CGPoint) {
    include(current)
    include(point)
    current = point
  }
  /// A cubic curve to `endPoint`; the model bounds it by its end and control points.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    include(controlPoint1)
    include(controlPoint2)
    addLine(to: endPoint)
  }
  /// A quadratic curve to `endPoint`; the model bounds it by its end and control points.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    include(controlPoint)
    addLine(to: endPoint)
  }
  /// Closes the current subpath ("close()").
  open func close() {}
  /// Removes every point ("removeAllPoints()").
  open func removeAllPoints() { box = .null }
  /// Appends `path`'s points ("append(_:)").
  open func append(_ path: UIBezierPath) { box = box.union(path.box) }

  /// The rectangle that bounds the path ("bounds").
  open var bounds: CGRect { box }
  /// Paints the region the path encloses into the current graphics context with the fill color
  /// (Apple, "fill()", https://developer.apple.com/documentation/uikit/uibezierpath/fill() ;
  /// high): to the model, the path's bounds (the curves are not kept). Nothing without a context.
  open func fill() { UIGraphicsGetCurrentContext()?.fill(box) }
  /// Draws the path's outline into the current graphics context (Apple, "stroke()",
  /// https://developer.apple.com/documentation/uikit/uibezierpath/stroke() ; high): nothing to
  /// the model, whose drawings keep filled regions, not lines.
  open func stroke() {}
  /// Whether the path has no points ("isEmpty").
  open var isEmpty: Bool { box.isNull }
  /// The path's line width (kept, not drawn).
  open var lineWidth: CGFloat = 1
  /// The Core Graphics path of these points ("cgPath").
  open var cgPath: CGPath { CGPath(boundingBox: box) }

  private func include(_ point: CGPoint) {
    box = box.union(CGRect(origin: point, size: .zero))
  }
}

/// The corners of a rectangle (UIKit's `UIRectCorner`).
nonisolated public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
