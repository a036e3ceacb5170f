/// SwiftUI's shapes as privacy screens draw them (Apple, "Shape",
/// https://developer.apple.com/documentation/swiftui/shape ; iOS 13+; high).
///
/// Model: a shape fills its frame with its style (the foreground color unless filled otherwise),
/// as ``Rectangle`` does: a circle or a rounded rectangle is drawn as its whole frame
/// (a reduction: the corners it leaves uncovered are a few points at most for a rounded
/// rectangle, and a circle, π/4 of its frame, is drawn larger than it is; no cover in the sets
/// measured relies on a circle's corners). A stroked shape is its outline only (``_ShapeOutline``).
public protocol Shape: View, Sendable {}

extension Rectangle: Shape, _FrameFillingShape {}

/// What a stroke asks of a shape (Apple, "stroke(_:lineWidth:)": "Traces the outline of this shape
/// with a color or gradient", https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:) ,
/// iOS 13+; "stroke(lineWidth:)": "a new shape that is a stroked copy of self",
/// https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:) ; high). The outline is a line
/// `lineWidth` points wide centred on the shape's edge (half of it outside the frame: `strokeBorder` is
/// documented as the stroke of the shape inset by half the line width,
/// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(linewidth:antialiased:) ).
/// **What it covers**: that band only; **what it does not**: the interior, where what is behind shows.
/// The model draws the band as nothing: it counts a view as hiding what is below only over its whole
/// frame (as a `CAShapeLayer`'s path and a layer's border), and a band hides no whole region. A fill set
/// before the stroke stays under it (iOS 17's `ShapeView`: `Capsule().fill(.yellow).stroke(.blue,
/// lineWidth: 8)` applies "a fill and stroke", https://developer.apple.com/documentation/swiftui/shapeview ).
package struct _ShapeOutline: Sendable {
  /// The line's width, in points.
  var lineWidth: CGFloat
  /// Whether a fill was set before the stroke (drawn under the outline).
  var overFill: Bool
}

extension Shape where Self == Rectangle {
  /// A rectangle (Apple, https://developer.apple.com/documentation/swiftui/shape/rect ; iOS 17+).
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle (Apple,
  /// https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:) ; iOS 17+).
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle (Apple, https://developer.apple.com/documentation/swiftui/shape/circle ; iOS 17+).
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule (Apple, https://developer.apple.com/documentation/swiftui/shape/capsule ; iOS 17+).
  public static var capsule: Capsule { Capsule() }
}

/// How a rounded rectangle's corners curve (Apple, "RoundedCornerStyle",
/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle ; kept, not drawn).
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Continuous curves.
  case continuous
}

/// A shape drawn over its whole frame in its style (see ``Shape``).
package protocol _FrameFillingShape: _PrimitiveView {
  /// The style the shape is filled with (`nil`: the foreground color).
  var style: (any ShapeStyle)? { get set }
  /// The outline a stroke asked for (`nil`: not stroked; see ``_ShapeOutline``).
  var outline: _ShapeOutline? { get set }
}

extension _FrameFillingShape {
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    if let drawn = outlineOnly(in: graph) { return drawn }
    return [
      graph.fill(style ?? graph.environment.foregroundShapeStyle ?? graph.environment.foregroundColor ?? .primary)
    ]
  }
  /// A stroked shape without a fill of its own: its outline, drawn as nothing over a clear frame
  /// (``_ShapeOutline``); `nil` when the shape is filled (not stroked, or filled before the stroke).
  func outlineOnly(in graph: ViewGraph) -> [UIView]? {
    guard let outline, !outline.overFill else { return nil }
    return [graph.fill(Color.clear)]
  }
  /// This shape stroked `lineWidth` points wide (a second stroke keeps what the first found under it).
  func withOutline(_ lineWidth: CGFloat) -> Self {
    var shape = self
    shape.outline = _ShapeOutline(lineWidth: lineWidth, overFill: outline?.overFill ?? (style != nil))
    return shape
  }
}

extension Shape {
  /// The shape filled with `style` (Apple,
  /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:) ).
  public func fill<S: ShapeStyle>(_ style: S) -> Self {
    guard var shape = self as? any _FrameFillingShape else { return self }
    shape.style = style
    return shape as? Self ?? self
  }
  /// The shape's outline, `lineWidth` points wide, in `content` (Apple,
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:antialiased:) ;
  /// iOS 13+): the outline only, the interior clear; a fill set before stays (``_ShapeOutline``).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { stroked(lineWidth) }
  /// The shape's outline, `lineWidth` points wide, in the foreground style (Apple,
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:) ; iOS 13+): as
  /// ``stroke(_:lineWidth:)``.
  public func stroke(lineWidth: CGFloat = 1) -> Self { stroked(lineWidth) }
  /// This shape with its outline (``_ShapeOutline``); a shape the model does not draw itself is kept.
  func stroked(_ lineWidth: CGFloat) -> Self {
    guard let shape = self as? any _FrameFillingShape else { return self }
    return shape.withOutline(lineWidth) as? Self ?? self
  }
}

/// A circle (Apple, "Circle", https://developer.apple.com/documentation/swiftui/circle ; high).
public struct Circle: Shape, _FrameFillingShape {
  package var style: (any ShapeStyle)?
  package var outline: _ShapeOutline?
  /// A circle filling its frame.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A rectangle with rounded corners (Apple, "RoundedRectangle",
/// https://developer.apple.com/documentation/swiftui/roundedrectangle ; high).
public struct RoundedRectangle: Shape, _FrameFillingShape {
  package var style: (any ShapeStyle)?
  package var outline: _ShapeOutline?
  /// The corners' radius, in points (kept, not drawn).
  public var cornerRadius: CGFloat
  /// A rounded rectangle filling its frame.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
  public var body: Never { primitiveBody(Self.self) }
}

/// A capsule (Apple, "Capsule", https://developer.apple.com/documentation/swiftui/capsule ; high).
public struct Capsule: Shape, _FrameFillingShape {
  package var style: (any ShapeStyle)?
  package var outline: _ShapeOutline?
  /// A capsule filling its frame.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension View {
  /// `style` drawn behind this view in `shape` (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:) ; iOS 15+):
  /// drawn over the view's frame, as a shape is (see ``Shape``).
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    modifier(_BackgroundStyleModifier(style: style))
  }
  /// The shape used for hit-testing (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:) ; iOS 13+).
  /// **Without behaviour**: the model's controls and tap gestures already take touches over their
  /// whole frame, which is what `contentShape(Rectangle())` asks for.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

/// How a shape is filled (Apple, "FillStyle", https://developer.apple.com/documentation/swiftui/fillstyle ;
/// iOS 13+; high); kept for source compatibility (the model fills shapes whole).
nonisolated public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule is used.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
