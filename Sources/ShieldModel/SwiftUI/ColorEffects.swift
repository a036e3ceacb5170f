/// The content clipped to its frame (`clipped(antialiased:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:) ; iOS 13+; high):
/// drawn as a container whose layer draws its sublayers only inside its bounds
/// (``CALayer/masksToBounds``), so a child larger than the frame covers nothing outside it.
public struct _ClipModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let view = SwiftUILayoutView(.overlay, content())
    view.layer.masksToBounds = true
    return [view]
  }
}

extension View {
  /// This view clipped to its frame (see ``_ClipModifier``).
  public func clipped(antialiased: Bool = false) -> some View { modifier(_ClipModifier()) }

  /// This view with its colours brightened by `amount` (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/brightness(_:) ; iOS 13+; high).
  /// **Without behaviour**: drawn with its colours unchanged (the model does not transform colours;
  /// what a cover hides is decided by what lies over the content, its opacity and its blur).
  public func brightness(_ amount: Double) -> some View { self }
  /// This view with its contrast set to `amount` (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/contrast(_:) ; iOS 13+; high).
  /// **Without behaviour**, as ``brightness(_:)``.
  public func contrast(_ amount: Double) -> some View { self }
  /// This view with its colours desaturated by `amount` (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/grayscale(_:) ; iOS 13+; high).
  /// **Without behaviour**, as ``brightness(_:)``.
  public func grayscale(_ amount: Double) -> some View { self }
  /// This view with its saturation set to `amount` (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/saturation(_:) ; iOS 13+; high).
  /// **Without behaviour**, as ``brightness(_:)``.
  public func saturation(_ amount: Double) -> some View { self }
  /// This view with its colours inverted (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/colorinvert() ; iOS 13+; high).
  /// **Without behaviour**, as ``brightness(_:)``.
  public func colorInvert() -> some View { self }
}
