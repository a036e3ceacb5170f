/// The front-to-back order of overlapping views (`zIndex(_:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/zindex(_:) ; iOS 13+; high): among the
/// views of one layout container, a larger index is drawn in front; the default is 0; views of
/// equal index keep their order in the container. The index compares only siblings of one
/// container, and a view given several keeps the innermost (fatbobman, "zIndex in SwiftUI",
/// https://cloud.tencent.com/developer/article/2059875 , a first-hand write-up with runnable
/// examples; medium).
///
/// The model draws the index in a ``ZStack``, whose children overlap: that order decides which
/// view covers which. In a ``VStack`` or ``HStack`` the children's slots do not overlap in the
/// model (see ``SwiftUILayoutView``), so the order is kept as written (model reduction: the
/// several views an `overlay` or `background` draws are also kept as written). The index is a
/// trait: it reaches the container through the modifiers applied after it, except one that draws
/// more than one layer (`overlay`, `background`, `blur`), which drops it (model reduction).
public struct _ZIndexModifier: ViewModifier, _PrimitiveModifier {
  let index: Double
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let view = SwiftUILayoutView(.overlay, content())
    view.zIndex = index
    return [view]
  }
}

extension View {
  /// This view drawn in front of its siblings of a smaller index (see ``_ZIndexModifier``).
  public func zIndex(_ value: Double) -> some View { modifier(_ZIndexModifier(index: value)) }
}

extension SwiftUILayoutView {
  /// `views` in drawing order: by their z-index (see ``_ZIndexModifier``), equal ones as given.
  static func drawingOrder(_ views: [UIView]) -> [UIView] {
    guard views.contains(where: { zIndex(of: $0) != 0 }) else { return views }
    return views.enumerated()
      .sorted { lhs, rhs in
        let (left, right) = (zIndex(of: lhs.element), zIndex(of: rhs.element))
        return left != right ? left < right : lhs.offset < rhs.offset
      }
      .map(\.element)
  }

  /// The index a view carries (0 when none).
  static func zIndex(of view: UIView) -> Double { trait(of: view) ?? 0 }

  /// The innermost index set on `view` or on the single views the modifiers after it wrap.
  private static func trait(of view: UIView) -> Double? {
    guard let view = view as? SwiftUILayoutView, view.carriesTraits else { return nil }
    let inner = view.subviews.count == 1 ? trait(of: view.subviews[0]) : nil
    return inner ?? view.zIndex
  }

  /// Marks the views a modifier drew around its content (not the content's own views) as
  /// carrying the content's traits (see ``_ZIndexModifier``).
  static func markModifierWrappers(_ views: [UIView], content: [UIView]) {
    for case let view as SwiftUILayoutView in views where !content.contains(where: { $0 === view }) {
      view.carriesTraits = true
    }
  }
}
