/// The current tint as a shape style (SwiftUI's `TintShapeStyle`, `.tint`; Apple, "TintShapeStyle",
/// https://developer.apple.com/documentation/swiftui/tintshapestyle ; iOS 15+; high): the tint
/// `tint(_:)` sets, else the accent color. The model keeps no tint (``View/tint(_:)``), so a shape
/// filled with it (`fill(.tint)`) is the accent color, an opaque system blue (``Color/accentColor``);
/// under `foregroundStyle(.tint)` a shape draws opaque in the primary color (the model's foreground
/// path: a reduction). Either way it covers its frame as a color does; text keeps its color.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// The current tint.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint (Apple, "tint", https://developer.apple.com/documentation/swiftui/shapestyle/tint ;
  /// iOS 15+; high).
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
