/// The third level of the foreground style (Apple, "HierarchicalShapeStyle",
/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle ; "tertiary",
/// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary ; iOS 15+; high): the
/// foreground style at lower emphasis, as the label colors of the same level are.
///
/// Model: drawn in UIKit's label color of that level (``UIColor/tertiaryLabel``), not derived from the current foreground style (model limit: a
/// custom foreground style's tertiary level is its own color at lower opacity on iOS). The first
/// two levels stay the model's `Color.primary` and `Color.secondary`; the fourth is not modeled.
public struct HierarchicalShapeStyle: ShapeStyle {
  let color: UIColor
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(color: .tertiaryLabel)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The third level of the foreground style.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
}
