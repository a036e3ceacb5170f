// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
/// A `RenderEffect` set on a view (API 31), of which the model knows the blur.
///
/// `View.setRenderEffect` blurs the view and its children when drawn
/// (https://developer.android.com/reference/android/graphics/RenderEffect , `createBlurEffect`; API 31; high).
/// The blur is part of the view's drawing, so every capture of the window (screenshot, recording, Recents
/// snapshot) shows it.
nonisolated public struct RenderEffect: Hashable, Sendable {
  /// Horizontal blur radius, in px.
  public var radiusX: Double
  /// Vertical blur radius, in px.
  public var radiusY: Double

  /// A Gaussian blur of radii `radiusX` and `radiusY` px (`RenderEffect.createBlurEffect(40f, 40f, CLAMP)`).
  public static func createBlurEffect(_ radiusX: Double, _ radiusY: Double, _ edgeTreatment: Shader.TileMode)
    -> RenderEffect
  {
    RenderEffect(radiusX: radiusX, radiusY: radiusY)
  }

  /// σ in dp at `density` px per dp, from the smaller radius (the direction that keeps text most readable).
  public func sigmaDp(density: Double) -> Double {
    BlurLegibility.sigma(radiusPx: min(radiusX, radiusY)) / density
  }
}

/// `android.graphics.Shader`, for its tile modes.
nonisolated public enum Shader {
  /// How a blur treats the edges (no effect on legibility in the model).
  public enum TileMode: Sendable {
    /// Repeat the edge pixels.
    case CLAMP
    /// Transparent outside.
    case DECAL
    /// Mirror at the edges.
    case MIRROR
    /// Repeat the image.
    case REPEAT
  }
}
