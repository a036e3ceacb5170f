/// SwiftUI's color gradients (Apple, "Gradient", https://developer.apple.com/documentation/swiftui/gradient ;
/// "LinearGradient", https://developer.apple.com/documentation/swiftui/lineargradient ;
/// "RadialGradient", https://developer.apple.com/documentation/swiftui/radialgradient ; iOS 13+;
/// high): a view and a shape style that fill their frame with colors blended between stops.
/// The model keeps one gray level and opacity per view (see ``Color``), so a gradient draws as
/// its stops' mean gray at its least opaque stop's opacity: what shows through a gradient is what
/// shows through its most transparent part (model limit: the blend's geometry is not drawn).
public struct Gradient: Hashable, Sendable {
  /// A color at a location from 0 to 1 (Apple, "Gradient.Stop").
  public struct Stop: Hashable, Sendable {
    /// The color.
    public var color: Color
    /// Where the color is, from 0 (start) to 1 (end).
    public var location: CGFloat
    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  /// The stops, in order.
  public var stops: [Stop]
  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }
  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The one color the model draws the gradient with: the stops' mean gray at the least opacity.
  var drawnColor: UIColor {
    let colors = stops.map(\.color.uiColor.cgColor)
    guard !colors.isEmpty else { return .clear }
    let white = colors.map(\.white).reduce(0, +) / CGFloat(colors.count)
    return UIColor(white: white, alpha: colors.map(\.alpha).min() ?? 0)
  }
}

/// A gradient along a line from `startPoint` to `endPoint` (see ``Gradient``).
public struct LinearGradient: View, _PrimitiveView, ShapeStyle {
  let gradient: Gradient
  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
  /// A gradient through `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
  /// A gradient through `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(stops: stops)
  }
  @MainActor public var body: Never { primitiveBody(Self.self) }
  @MainActor package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    [graph.fill(self)]
  }
}

/// A gradient out from a center (see ``Gradient``).
public struct RadialGradient: View, _PrimitiveView, ShapeStyle {
  let gradient: Gradient
  /// A gradient from `startRadius` to `endRadius` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }
  /// A gradient through `colors` from `startRadius` to `endRadius` around `center`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(colors: colors)
  }
  @MainActor public var body: Never { primitiveBody(Self.self) }
  @MainActor package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    [graph.fill(self)]
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient through `colors` (iOS 15+).
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient through `gradient` (iOS 15+).
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}
