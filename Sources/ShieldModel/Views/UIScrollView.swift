import Foundation

/// A view whose content can be larger than itself and is scrolled (UIKit's `UIScrollView`,
/// iOS 2+; Apple, "UIScrollView", https://developer.apple.com/documentation/uikit/uiscrollview ;
/// high).
///
/// The model does not scroll: the content is drawn at offset zero whatever ``contentOffset`` says,
/// so what a capture shows of a scroll view is its content's first screenful (model choice: no
/// event of the fuzzer scrolls). ``contentLayoutGuide`` and ``frameLayoutGuide`` are both the
/// scroll view's bounds to the model's constraints: content constrained to the content guide is
/// laid out within the visible frame (a taller content is squeezed to it; model choice, low: no
/// verdict depends on content below the first screenful). The remaining properties are kept as
/// set and change nothing the model draws.
@preconcurrency @MainActor open class UIScrollView: UIView {
  nonisolated deinit {}
  /// The content's size (Apple, "contentSize"; kept, not laid out).
  public var contentSize: CGSize = .zero
  /// Where the content's origin is shown (Apple, "contentOffset"; kept: the model draws the
  /// content at offset zero).
  public var contentOffset: CGPoint = .zero
  /// The space around the content (Apple, "contentInset"; kept).
  public var contentInset: UIEdgeInsets = .zero
  /// Whether the content bounces at its edges (Apple, "bounces"; kept).
  public var bounces = true
  /// Whether a vertical drag bounces when the content is not taller than the view (Apple,
  /// "alwaysBounceVertical"; kept).
  public var alwaysBounceVertical = false
  /// Whether a horizontal drag bounces when the content is not wider than the view (Apple,
  /// "alwaysBounceHorizontal"; kept).
  public var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows while scrolling (Apple,
  /// "showsVerticalScrollIndicator"; kept: the model draws no indicator).
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling (Apple,
  /// "showsHorizontalScrollIndicator"; kept).
  public var showsHorizontalScrollIndicator = true
  /// Whether the user can scroll (Apple, "isScrollEnabled"; kept).
  public var isScrollEnabled = true
  /// Whether scrolling stops on multiples of the bounds (Apple, "isPagingEnabled"; kept).
  public var isPagingEnabled = false
  /// The scroll view's delegate (Apple, "delegate"; kept, never called: the model does not
  /// scroll).
  public weak var delegate: (any UIScrollViewDelegate)?

  /// The guide to constrain the content to (Apple, "contentLayoutGuide",
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide ; iOS 11+;
  /// high): the scroll view's bounds in the model (see the type's comment).
  public var contentLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self, insetBySafeArea: false) }

  /// The guide of the scroll view's own frame (Apple, "frameLayoutGuide",
  /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide ; iOS 11+;
  /// high): its bounds.
  public var frameLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self, insetBySafeArea: false) }

  /// Sets ``contentOffset`` (Apple, "setContentOffset(_:animated:)"; kept, not drawn).
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

  /// Scrolls so that `rect` is visible (Apple, "scrollRectToVisible(_:animated:)"; the model does
  /// not scroll, so it changes nothing).
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}
