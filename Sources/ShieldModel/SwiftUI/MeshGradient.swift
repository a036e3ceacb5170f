/// A two-dimensional gradient over a grid of colored points (Apple, "MeshGradient",
/// https://developer.apple.com/documentation/swiftui/meshgradient ; iOS 18+; high): a view and a
/// shape style that fill their frame with colors blended between `width` × `height` points.
///
/// Model: as every gradient (see ``Gradient``), drawn as its colors' mean gray at its least
/// opaque color's opacity over its whole frame; the points' positions, the smoothing and the
/// background outside the mesh are kept, not drawn (model limit: a mesh whose points leave part of
/// the frame uncovered shows its background there on iOS; the model fills the frame).
public struct MeshGradient: View, _PrimitiveView, ShapeStyle {
  let gradient: Gradient
  /// The number of points in each row.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// A mesh of `width` × `height` points at `points` (unit coordinates, row by row) in `colors`
  /// (one per point); `background` shows where the mesh does not reach.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true
  ) {
    self.width = width
    self.height = height
    gradient = Gradient(colors: colors)
  }

  @MainActor public var body: Never { primitiveBody(Self.self) }
  @MainActor package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    [graph.fill(self)]
  }
}
