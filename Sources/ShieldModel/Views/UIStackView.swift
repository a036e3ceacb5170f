/// A view that lays out a list of arranged subviews in a line, along its ``axis`` (UIKit's
/// `UIStackView`; Apple, "UIStackView", https://developer.apple.com/documentation/uikit/uistackview ;
/// iOS 9+; high).
///
/// Each arranged view is also a subview, in the same order; a hidden arranged view takes no
/// space, as in UIKit. Model: the layout is a simple one along the axis, run in each layout
/// pass (``UIView/layoutSubviews()``): along the axis each view keeps its own length (its
/// frame's, or ``UIView/sizeThatFits(_:)`` when that is zero) and the views follow each other
/// ``spacing`` apart; `.fillEqually` gives each the same share of the stack's length; the other
/// distributions are laid out as `.fill`, and the length the views leave over stays empty at the
/// end: an unverified reading, the flag ``PlatformFlags/stackViewLeavesUnusedLength`` (its other
/// answer gives the rest to the views, as Apple documents `.fill`).
/// Across the axis, `.fill` stretches each view to the stack's width (or height), `.center`
/// centers it, `.leading`/`.top` and `.trailing`/`.bottom` put it at an edge; the baseline
/// alignments are laid out as `.top`/`.bottom` (approximated). Intrinsic content sizes,
/// compression and hugging priorities are not modeled.
@preconcurrency @MainActor open class UIStackView: UIView {
  nonisolated deinit {}

  /// The direction in which arranged views follow each other (UIKit's `NSLayoutConstraint.Axis`).
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// How arranged views are placed across the axis (Apple, "UIStackView.Alignment",
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum ).
  public enum Alignment: Int, Sendable {
    /// Stretched to the stack's extent across the axis (the default).
    case fill
    /// At the leading edge (a vertical stack).
    case leading
    /// At the first baseline (laid out as `.top` in the model).
    case firstBaseline
    /// Centered across the axis.
    case center
    /// At the trailing edge (a vertical stack).
    case trailing
    /// At the last baseline (laid out as `.bottom` in the model).
    case lastBaseline

    /// At the top edge (a horizontal stack): the same value as `.leading`, as in UIKit.
    public static var top: Alignment { .leading }
    /// At the bottom edge (a horizontal stack): the same value as `.trailing`, as in UIKit.
    public static var bottom: Alignment { .trailing }
  }

  /// How arranged views share the stack's length along the axis (Apple,
  /// "UIStackView.Distribution",
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum ).
  public enum Distribution: Int, Sendable {
    /// Each view keeps its length (the default).
    case fill
    /// Each view gets the same length.
    case fillEqually
    /// Laid out as `.fill` in the model.
    case fillProportionally
    /// Laid out as `.fill` in the model.
    case equalSpacing
    /// Laid out as `.fill` in the model.
    case equalCentering
  }

  /// The views laid out by the stack, in order (Apple, "arrangedSubviews",
  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews ). A view
  /// removed from the stack's subviews leaves them too, as in UIKit.
  public var arrangedSubviews: [UIView] { arrangedStorage.filter { $0.superview === self } }
  private var arrangedStorage: [UIView] = []
  /// The custom spacing after arranged views, in the order set (``setCustomSpacing(_:after:)``).
  package var customSpacings: [(view: UIView, spacing: CGFloat)] = []
  /// The direction of the line; `.horizontal` by default, as in UIKit.
  public var axis: Axis = .horizontal { didSet { if axis != oldValue { setNeedsLayout() } } }
  /// The placement across the axis; `.fill` by default.
  public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsLayout() } } }
  /// The sharing of the length along the axis; `.fill` by default.
  public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsLayout() } } }
  /// The gap between adjacent arranged views, in points; 0 by default. Setting any of these four
  /// to the value it has asks for no layout: the model lays out at once on `setNeedsLayout()`, so
  /// a subclass whose `layoutSubviews()` sets its spacing (sixth unseen set: LLScreenLock's rows)
  /// would otherwise lay out again forever, where UIKit's deferred pass runs once.
  public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { setNeedsLayout() } } }

  /// Creates an empty stack with `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a stack arranging `views`, in order (Apple, "init(arrangedSubviews:)",
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:) ).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// UIKit's archive initializer, non-failable on a stack view; the model reads no archives, so
  /// it makes an empty stack with a zero frame.
  public required init(coder: NSCoder) { super.init(frame: .zero) }

  /// Appends `view` to the arranged views and adds it as the last subview (Apple,
  /// "addArrangedSubview(_:)",
  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:) ).
  open func addArrangedSubview(_ view: UIView) {
    arrangedStorage = arrangedSubviews.filter { $0 !== view } + [view]
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Inserts `view` among the arranged views at `stackIndex` (Apple,
  /// "insertArrangedSubview(_:at:)",
  /// https://developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:) ).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedStorage = arrangedSubviews.filter { $0 !== view }
    arrangedStorage.insert(view, at: min(max(stackIndex, 0), arrangedStorage.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Takes `view` out of the arranged views; it stays a subview, as in UIKit (Apple,
  /// "removeArrangedSubview(_:)",
  /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:) ).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedStorage.removeAll { $0 === view }
    customSpacings.removeAll { $0.view === view }
    setNeedsLayout()
  }

  /// Lays out the arranged views along the axis (see the type's comment).
  open override func layoutSubviews() {
    super.layoutSubviews()
    arrangeViews()
  }

  /// Sets each visible arranged view's frame: the model's simple line layout. The length its
  /// views leave over stays empty, or goes to them under
  /// ``PlatformFlags/stackViewLeavesUnusedLength`` `false` (see the flag).
  package func arrangeViews() {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    let vertical = axis == .vertical
    let length = vertical ? bounds.height : bounds.width
    let across = vertical ? bounds.width : bounds.height
    // The custom space after each shown view but the last, if it has one (the arithmetic of a
    // stack with none is left as it was, to the last bit).
    let custom: [CGFloat?] =
      customSpacings.isEmpty
      ? []
      : shown.dropLast().map { view in
        customSpacings.first { $0.view === view }.map { $0.spacing == Self.spacingUseSystem ? 8 : $0.spacing }
      }
    let gaps =
      customSpacings.isEmpty
      ? spacing * CGFloat(shown.count - 1) : custom.reduce(0) { $0 + ($1 ?? spacing) }
    let equal = (length - gaps) / CGFloat(shown.count)
    let sizes = shown.map { view in
      view.bounds.size.width == 0 || view.bounds.size.height == 0
        ? view.sizeThatFits(view.bounds.size) : view.bounds.size
    }
    var lengths = sizes.map { distribution == .fillEqually ? equal : (vertical ? $0.height : $0.width) }
    var gap = spacing
    let leavesRest = Device.current?.profile.flags.stackViewLeavesUnusedLength ?? true
    if !leavesRest && distribution != .fillEqually {
      let rest = length - gaps - lengths.reduce(0, +)
      switch distribution {
      case .fill, .fillEqually: lengths[0] = max(lengths[0] + rest, 0)
      case .fillProportionally:
        let total = lengths.reduce(0, +)
        lengths = lengths.map { total > 0 ? $0 * (length - gaps) / total : equal }
      case .equalSpacing, .equalCentering:
        if shown.count > 1 { gap = max(spacing + rest / CGFloat(shown.count - 1), spacing) }
      }
    }
    var cursor: CGFloat = 0
    for (index, view) in shown.enumerated() {
      let along = lengths[index]
      let own = vertical ? sizes[index].width : sizes[index].height
      let extent = alignment == .fill ? across : min(own, across)
      let offset: CGFloat
      switch alignment {
      case .fill, .leading, .firstBaseline: offset = 0
      case .center: offset = (across - extent) / 2
      case .trailing, .lastBaseline: offset = across - extent
      }
      view.frame =
        vertical
        ? CGRect(x: offset, y: cursor, width: extent, height: along)
        : CGRect(x: cursor, y: offset, width: along, height: extent)
      // `gap - spacing`: what equal spacing adds to every space.
      let customGap = index < custom.count ? custom[index] : nil
      cursor += along + (customGap.map { $0 + gap - spacing } ?? gap)
    }
  }
}
