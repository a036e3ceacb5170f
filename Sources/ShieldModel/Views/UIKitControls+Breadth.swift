extension UIButton {
  /// Sets the image shown in `state` (Apple, "setImage(_:for:)"; high): the normal state's image
  /// draws over the button when it has no title, as the title does (the model draws a button's
  /// content opaquely over its frame).
  public func setImage(_ image: UIImage?, for state: State) {
    guard state == .normal, title(for: .normal)?.isEmpty != false else { return }
    layer.contents = image
  }
  /// Sets the title's color in `state` (Apple, "setTitleColor(_:for:)"; high). Kept, not drawn.
  public func setTitleColor(_ color: UIColor?, for state: State) {}
  /// Sets the background image in `state`. Kept, not drawn.
  public func setBackgroundImage(_ image: UIImage?, for state: State) {}
}

/// A spinning progress indicator (UIKit's `UIActivityIndicatorView`; Apple,
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview ; iOS 2+; high). Its
/// glyph is small and hides nothing, so the model draws no content for it; it hides when stopped
/// under ``hidesWhenStopped`` (default `true`: "the receiver sets its isHidden property to true
/// when animation stops").
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
  nonisolated deinit {}
  /// Its styles (UIKit's `UIActivityIndicatorView.Style`; the iOS 2 styles are deprecated names).
  nonisolated public enum Style: Int, Sendable {
    case medium, large, whiteLarge, white, gray
  }
  /// The style (kept, not drawn beyond the glyph).
  public var style: Style
  /// The glyph's color (kept, not drawn).
  public var color: UIColor!
  /// Whether the view hides when it stops animating; default `true`.
  public var hidesWhenStopped = true { didSet { update() } }
  /// Whether it is animating.
  public private(set) var isAnimating = false

  /// An indicator of `style` with a zero frame, hidden until it starts (it is stopped).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    update()
  }
  /// A medium indicator with `frame`.
  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }
  /// The model reads no archives.
  public required init?(coder: NSCoder) { nil }
  /// Starts the spinning: the glyph shows.
  public func startAnimating() {
    isAnimating = true
    update()
  }
  /// Stops the spinning: the view hides if ``hidesWhenStopped``.
  public func stopAnimating() {
    isAnimating = false
    update()
  }
  private func update() {
    isHidden = hidesWhenStopped && !isAnimating
  }
}

extension UIStackView {
  /// Whether the stack lays its views out within its layout margins (Apple,
  /// "isLayoutMarginsRelativeArrangement"; high). Kept: the model lays them over the bounds.
  public var isLayoutMarginsRelativeArrangement: Bool {
    get { keptAttributes?.isLayoutMarginsRelativeArrangement ?? false }
    set {
      if keptAttributes == nil { keptAttributes = UIViewKeptAttributes() }
      keptAttributes?.isLayoutMarginsRelativeArrangement = newValue
    }
  }
}

/// A vibrancy effect (UIKit's `UIVibrancyEffect`; Apple,
/// https://developer.apple.com/documentation/uikit/uivibrancyeffect ; iOS 8+; high): it makes the
/// content of an effect view placed inside a blur's content view vivid; it blurs nothing itself,
/// so to the model it draws no backdrop blur and no tint (the blur it is made from is the outer
/// view's).
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
  nonisolated deinit {}
  /// The vibrancy styles of iOS 13 (kept).
  nonisolated public enum Style: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
  }
  /// A vibrancy for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect) { super.init() }
  /// A vibrancy of `style` for content over `blurEffect` (iOS 13+).
  public init(blurEffect: UIBlurEffect, style: Style) { super.init() }
}
