/// The Liquid Glass material of iOS 26 (Apple, "Glass", https://developer.apple.com/documentation/swiftui/glass ;
/// iOS 26+; high): a translucent material that blurs and refracts what is behind it.
///
/// Model: drawn as the system's ultra-thin material (a blur of what is behind, see ``Material``),
/// the closest effect the model has (medium: Liquid Glass refracts and tints as well; what shows
/// through is blurred either way); `identity` draws nothing; tint and interactivity are kept.
public struct Glass: Sendable {
  let drawsMaterial: Bool
  /// The regular glass.
  public static let regular = Glass(drawsMaterial: true)
  /// A clearer glass.
  public static let clear = Glass(drawsMaterial: true)
  /// No glass.
  public static let identity = Glass(drawsMaterial: false)
  /// This glass tinted with `color` (kept, not drawn).
  public func tint(_ color: Color?) -> Glass { self }
  /// This glass reacting to touches (kept).
  public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

extension View {
  /// The view with `glass` behind it in `shape` (Apple, "glassEffect(_:in:)",
  /// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:) ; iOS 26+; high):
  /// drawn as ``Glass`` says, over the view's frame (the shape is kept: see ``Shape``).
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
    modifier(_GlassEffectModifier(glass: glass))
  }
  /// The view with `glass` behind it in a capsule (the default shape).
  public func glassEffect(_ glass: Glass = .regular) -> some View {
    modifier(_GlassEffectModifier(glass: glass))
  }
}

/// The glass behind the content (see ``Glass``).
public struct _GlassEffectModifier: ViewModifier, _PrimitiveModifier {
  let glass: Glass
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    guard glass.drawsMaterial else { return content() }
    return [
      SwiftUILayoutView(.overlay, [graph.fill(Material.ultraThinMaterial), SwiftUILayoutView(.overlay, content())])
    ]
  }
}
