/// A layer that draws a path, filled and stroked (Core Animation's `CAShapeLayer`; Apple,
/// "CAShapeLayer", https://developer.apple.com/documentation/quartzcore/cashapelayer ; iOS 3+;
/// high): "The shape is composited between the layer's contents and its first sublayer", filled
/// with ``fillColor`` (opaque black by default) and stroked with ``strokeColor`` (none by default,
/// "fillColor", "strokeColor", same page).
///
/// Not modeled: the shape's pixels. The model counts a layer as hiding what lies below only over
/// its whole frame (its background color, contents or gradient), and a path covers only part of
/// it (a circle, a line), so a shape layer's drawing hides nothing for certain here: a cover made
/// only of a shape would be reported as not covering. Its background color and contents still
/// draw as any layer's.
open class CAShapeLayer: CALayer {
  nonisolated deinit {}
  /// The path drawn, in the layer's coordinates (`nil`: nothing drawn).
  open var path: CGPath?
  /// The color that fills the path; opaque black by default, as Core Animation's
  /// ("fillColor": "Defaults to opaque black").
  open var fillColor: CGColor? = CGColor.layerDefaultBlack
  /// The color that strokes the path; `nil` by default ("strokeColor": "Defaults to nil").
  open var strokeColor: CGColor?
  /// The stroke's width in points, 1 by default ("lineWidth").
  open var lineWidth: CGFloat = 1
  /// How line ends are drawn (kept, not drawn).
  open var lineCap: CAShapeLayerLineCap = .butt
  /// How line joins are drawn (kept, not drawn).
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// Where the stroke starts along the path, 0 to 1 (kept, not drawn).
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends along the path, 0 to 1; 1 by default (kept, not drawn).
  open var strokeEnd: CGFloat = 1
  /// The fill rule (kept, not drawn).
  open var fillRule: CAShapeLayerFillRule = .nonZero

  /// Creates a shape layer with no path.
  public required init() { super.init() }
}

/// How a shape layer's line ends are drawn (`CAShapeLayerLineCap`).
nonisolated public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square ends at the end points.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Round ends.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square ends past the end points.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's line joins are drawn (`CAShapeLayerLineJoin`).
nonisolated public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pointed joins.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Round joins.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut-off joins.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A shape layer's fill rule (`CAShapeLayerFillRule`).
nonisolated public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The non-zero winding rule.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// The even-odd rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
