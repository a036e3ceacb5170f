extension CALayer {
  /// The sublayers back to front as Core Animation composites them: in increasing
  /// ``zPosition``, in array order among equal values (Apple, "zPosition",
  /// https://developer.apple.com/documentation/quartzcore/calayer/zposition : "Changing the value
  /// of this property changes the front-to-back ordering of layers onscreen"; iOS 2+; high).
  ///
  /// Model: the order applies among siblings only (a layer's subtree is drawn flattened into its
  /// superlayer's plane, as for every layer that is not a `CATransformLayer`; the model has no 3D
  /// transforms); `sublayers` keeps array order. Touches follow the view tree's order, not
  /// `zPosition` (UIKit's `hitTest(_:with:)` walks `subviews`,
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ; medium: Apple does
  /// not say that `zPosition` is ignored there, it documents the subview walk).
  package var sublayersInDrawingOrder: [CALayer] {
    let layers = sublayerStorage
    // Stable by construction: the index breaks ties.
    return layers.indices.sorted { a, b in
      let za = layers[a].zPosition
      let zb = layers[b].zPosition
      return za != zb ? za < zb : a < b
    }.map { layers[$0] }
  }
}
