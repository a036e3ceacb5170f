/// SwiftUI's shapes as privacy screens draw them (Apple, "Shape",
/// https://developer.apple.com/documentation/swiftui/shape ; iOS 13+; high).
///
/// Model: a shape fills its frame with its style (the foreground color unless filled otherwise),
/// as ``Rectangle`` does: a circle or a rounded rectangle is drawn as its whole frame
/// (a reduction: the corners it leaves uncovered are a few points at most for a rounded
/// rectangle, and a circle, π/4 of its frame, is drawn larger than it is; no cover in the sets
/// measured relies on a circle's corners). A stroke (`stroke(_:lineWidth:)`) is an outline at the
/// edge and is not drawn, as layer borders are not (``CALayer/borderWidth``).
public protocol Shape: View, Sendable {}

extension Rectangle: Shape {}

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
}

extension _FrameFillingShape {
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    [graph.fill(style ?? graph.environment.foregroundShapeStyle ?? graph.environment.foregroundColor ?? .primary)]
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
  /// The shape with an outline of `lineWidth` points in `content` (Apple,
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:antialiased:) ).
  /// The outline is not drawn (see ``Shape``); a fill set before stays.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
}

/// A circle (Apple, "Circle", https://developer.apple.com/documentation/swiftui/circle ; high).
public struct Circle: Shape, _FrameFillingShape {
  package var style: (any ShapeStyle)?
  /// A circle filling its frame.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A rectangle with rounded corners (Apple, "RoundedRectangle",
/// https://developer.apple.com/documentation/swiftui/roundedrectangle ; high).
public struct RoundedRectangle: Shape, _FrameFillingShape {
  package var style: (any ShapeStyle)?
  /// The corners' radius, in points (kept, not drawn).
  public var cornerRadius: CGFloat
  /// A rounded rectangle filling its frame.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
  public var body: Never { primitiveBody(Self.self) }
}

/// A capsule (Apple, "Capsule", https://developer.apple.com/documentation/swiftui/capsule ; high).
public struct Capsule: Shape, _FrameFillingShape {
  package var style: (any ShapeStyle)?
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
