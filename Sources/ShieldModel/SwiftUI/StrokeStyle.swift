/// How an outline is drawn (Apple, "StrokeStyle",
/// https://developer.apple.com/documentation/swiftui/strokestyle ; iOS 13+; high), with Core
/// Graphics' line ends and joins (Apple, "CGLineCap", "CGLineJoin"; iOS 2+; high). **Without
/// behaviour** beyond its `lineWidth`: a stroke is its outline only, drawn as nothing over a clear
/// interior (``_ShapeOutline``); dashes, caps and joins are kept, not drawn.
nonisolated public struct StrokeStyle: Equatable, Sendable {
  /// The line's width, in points.
  public var lineWidth: CGFloat
  /// How the line's ends are drawn.
  public var lineCap: CGLineCap
  /// How the line's corners are drawn.
  public var lineJoin: CGLineJoin
  /// The limit on a mitered corner's length.
  public var miterLimit: CGFloat
  /// The dash pattern's lengths.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat
  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a line's ends are drawn (Core Graphics' `CGLineCap`); kept, not drawn.
nonisolated public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// How a line's corners are drawn (Core Graphics' `CGLineJoin`); kept, not drawn.
nonisolated public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}

extension Shape {
  /// The shape's outline in `content`, drawn as `style` says (Apple,
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:) ; iOS 13+): the outline
  /// only, `style.lineWidth` wide, the interior clear; a fill set before stays (``_ShapeOutline``).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> Self { stroked(style.lineWidth) }
  /// The shape's outline drawn as `style` says, in the foreground style (Apple,
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(style:) ; iOS 13+): as
  /// ``stroke(_:style:)``.
  public func stroke(style: StrokeStyle) -> Self { stroked(style.lineWidth) }
}
