/// A layer that draws a color gradient over its background color across its frame (Core
/// Animation's `CAGradientLayer`; Apple, "CAGradientLayer",
/// https://developer.apple.com/documentation/quartzcore/cagradientlayer ; iOS 3+; high).
///
/// What decides a leak is how much the gradient hides: the model draws it over the whole frame as
/// opaque as its least opaque color (its `colors` are `CGColor`s, as Core Animation takes them),
/// so a gradient of opaque colors is an opaque cover and one that fades to clear hides nothing
/// for certain. Direction and stops are kept for source compatibility.
open class CAGradientLayer: CALayer {
  nonisolated deinit {}
  /// The gradient's colors, `CGColor`s (other values are ignored, as Core Animation ignores them).
  open var colors: [Any]? {
    didSet {
      let alphas = (colors ?? []).compactMap { ($0 as? CGColor)?.alpha }
      drawingFill = alphas.isEmpty ? 0 : Double(alphas.min() ?? 0)
    }
  }
  /// The stops of the colors, 0...1 (kept, not drawn).
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the unit coordinate space of the layer (kept, not drawn).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in the unit coordinate space of the layer (kept, not drawn).
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The gradient's style (kept, not drawn).
  open var type: CAGradientLayerType = .axial

  /// Creates an empty gradient layer (no colors: it draws nothing).
  public required init() { super.init() }
}

/// The styles of a gradient layer (`CAGradientLayerType`).
nonisolated public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from the start point to the end point.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Outward from the start point.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around the start point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
