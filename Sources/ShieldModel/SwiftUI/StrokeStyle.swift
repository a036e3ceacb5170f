/// How an outline is drawn (Apple, "StrokeStyle",
/// https://developer.apple.com/documentation/swiftui/strokestyle ; iOS 13+; high), with Core
/// Graphics' line ends and joins (Apple, "CGLineCap", "CGLineJoin"; iOS 2+; high). **Without
/// behaviour**: kept for source compatibility; the model draws no outlines (see ``Shape``), and an
/// outline is a line around content, never over it.
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
  /// The shape with an outline in `content` drawn as `style` says (Apple,
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:antialiased:) ).
  /// The outline is not drawn (see ``StrokeStyle``); a fill set before stays.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> Self { self }
  /// The shape with an outline drawn as `style` says, in the foreground style (not drawn).
  public func stroke(style: StrokeStyle) -> Self { self }
}
