/// The UIKit view a SwiftUI container draws as: it places its subviews as SwiftUI's stacks do,
/// reduced to what decides coverage (Apple, "ZStack", "VStack", "HStack",
/// https://developer.apple.com/documentation/swiftui/zstack ; high for the stacking order).
///
/// A z-stack (and an overlay, a background, a hosting view) gives every subview its whole
/// bounds, later subviews in front. A vertical or horizontal stack gives each subview an equal
/// share of its axis (model reduction: SwiftUI sizes children by their ideal sizes; the model has
/// no text metrics, and a stack's extent, which decides what it covers, is the same). A view with
/// a fixed ``fixedWidth`` or ``fixedHeight`` (`frame(width:height:)`) is centered in its slot; a
/// view with ``padding`` lays its subviews out inside those insets.
@preconcurrency @MainActor final class SwiftUILayoutView: UIView, SwiftUIArranging {
  nonisolated deinit {}
  /// How the subviews are placed.
  enum Arrangement { case overlay, vertical, horizontal }
  var arrangement: Arrangement
  /// A size `frame(width:height:)` fixed, in points (`nil`: the slot's).
  var fixedWidth: CGFloat?
  var fixedHeight: CGFloat?
  /// Insets inside which the subviews are laid out (`padding`).
  var padding = EdgeInsets()
  /// The view drawn as this view's layer mask (`mask(_:)`), laid out over its bounds.
  var maskView: UIView?
  /// The front-to-back index `zIndex(_:)` set (see ``_ZIndexModifier``).
  var zIndex: Double?
  /// Whether a modifier drew this view around its content, so the content's traits reach the
  /// enclosing container through it (a container's own view does not carry its children's).
  var carriesTraits = false

  init(_ arrangement: Arrangement, _ subviews: [UIView]) {
    self.arrangement = arrangement
    super.init(frame: .zero)
    for view in subviews { addSubview(view) }
  }
  /// The model reads no archives.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() { arrange() }

  /// Places the subviews in the bounds, and their containers' subviews in turn.
  func arrange() {
    let views = subviews
    let origin = CGPoint(x: padding.leading, y: padding.top)
    let size = CGSize(
      width: max(bounds.width - padding.leading - padding.trailing, 0),
      height: max(bounds.height - padding.top - padding.bottom, 0))
    for (index, view) in views.enumerated() {
      var slot = CGRect(origin: .zero, size: size)
      let count = CGFloat(views.count)
      switch arrangement {
      case .overlay: break
      case .vertical:
        slot = CGRect(x: 0, y: size.height * CGFloat(index) / count, width: size.width, height: size.height / count)
      case .horizontal:
        slot = CGRect(x: size.width * CGFloat(index) / count, y: 0, width: size.width / count, height: size.height)
      }
      Self.place(view, in: slot.offsetBy(dx: origin.x, dy: origin.y))
    }
    if let maskView {
      Self.place(maskView, in: CGRect(origin: .zero, size: size))
    }
  }

  /// Gives `view` its slot (or its fixed size centered in it), then lays out its subviews.
  static func place(_ view: UIView, in slot: CGRect) {
    var frame = slot
    if let container = view as? SwiftUILayoutView {
      if let width = container.fixedWidth {
        frame.origin.x = slot.midX - width / 2
        frame.size.width = width
      }
      if let height = container.fixedHeight {
        frame.origin.y = slot.midY - height / 2
        frame.size.height = height
      }
    }
    view.frame = frame
    (view as? any SwiftUIArranging)?.arrange()
  }
}

/// A view that lays out its SwiftUI content itself once placed (a container, a button).
@MainActor protocol SwiftUIArranging: UIView {
  /// Places the subviews in the bounds.
  func arrange()
}
