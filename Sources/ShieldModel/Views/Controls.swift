/// An image; the model keeps only its name (UIKit's `UIImage`).
nonisolated public final class UIImage: Sendable {
  nonisolated deinit {}
  /// The asset name it was loaded with.
  public let name: String
  /// Loads a named image; every name resolves in the model.
  public init?(named name: String) {
    self.name = name
    drawing = nil
    scale = 1
    imageOrientation = .up
  }
  /// An empty image: no contents and a zero size (Apple, "UIImage": `init()` from `NSObject`;
  /// an image made so has no underlying image data, `size` `.zero`,
  /// https://developer.apple.com/documentation/uikit/uiimage ; high). Code sets it to clear a
  /// bar's shadow or background image. As layer contents it draws nothing (``isEmpty``).
  public init() {
    name = Self.emptyName
    drawing = nil
    scale = 1
    imageOrientation = .up
  }
  private static let emptyName = "empty:"
  /// Whether this is the empty image of ``init()``, which draws nothing.
  package var isEmpty: Bool { name == Self.emptyName }
  /// Loads an SF Symbol by name; every name resolves in the model (its name is kept as
  /// `"systemName:<name>"`).
  public init?(systemName name: String) {
    self.name = "systemName:" + name
    drawing = nil
    scale = 1
    imageOrientation = .up
  }
  /// Decodes an image from `data` (Apple, "init(data:)",
  /// https://developer.apple.com/documentation/uikit/uiimage/init(data:) ; iOS 2+; "nil if the
  /// method could not initialize the image from the specified data"). The model decodes nothing:
  /// empty data gives `nil`, any other data an opaque image over its whole frame, as a named
  /// image (its name is `"data"`); a reduction, whatever the bytes are (medium: real data that is
  /// not an image gives `nil` on iOS).
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.name = "data"
    drawing = nil
    scale = 1
    imageOrientation = .up
  }
  /// Loads an image from the file at `path` (Apple, "init(contentsOfFile:)",
  /// https://developer.apple.com/documentation/uikit/uiimage/init(contentsoffile:) ; iOS 2+;
  /// `nil` "if the method could not initialize the image from the specified file"). The model
  /// reads no file: an empty path gives `nil`, any other path an opaque image over its whole
  /// frame, as a named image (its name is `"file:<path>"`), so a bundled logo loads as it does
  /// on a device (medium: a missing or undecodable file gives `nil` on iOS, an image here).
  public init?(contentsOfFile path: String) {
    guard !path.isEmpty else { return nil }
    self.name = "file:" + path
    drawing = nil
    scale = 1
    imageOrientation = .up
  }
  /// What the image shows when it was drawn from views (``UIGraphicsImageRenderer``,
  /// ``UIView/drawHierarchy(in:afterScreenUpdates:)``, ``CALayer/render(in:)``); `nil` for a
  /// named image, which draws opaquely over its whole frame.
  package let drawing: ImageDrawing?
  /// An image drawn from views, at its bitmap's scale.
  package init(drawing: ImageDrawing) {
    self.name = "drawn"
    self.drawing = drawing
    scale = drawing.pixelsPerPoint
    imageOrientation = .up
  }
  /// An image of `cgImage` (the model's stand-in for a Core Graphics image is a ``UIImage``, see
  /// ``cgImage``) at `scale`, shown in `orientation` (Apple, "init(cgImage:scale:orientation:)",
  /// https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:scale:orientation:) ).
  /// The model keeps what the image shows; scale and orientation are kept, not drawn.
  public init(cgImage: UIImage, scale: CGFloat = 1, orientation: Orientation = .up) {
    name = cgImage.name
    drawing = cgImage.drawing
    self.scale = scale
    imageOrientation = orientation
  }
  /// The image's scale factor (Apple, "scale", https://developer.apple.com/documentation/uikit/uiimage/scale ).
  public let scale: CGFloat
  /// The image's orientation (Apple, "imageOrientation",
  /// https://developer.apple.com/documentation/uikit/uiimage/imageorientation ).
  public let imageOrientation: Orientation
  /// An image's orientation (UIKit's `UIImage.Orientation`).
  public enum Orientation: Int, Sendable {
    /// As stored.
    case up
    /// Turned 180°.
    case down
    /// Turned 90° counterclockwise.
    case left
    /// Turned 90° clockwise.
    case right
    /// Mirrored.
    case upMirrored
    /// Turned 180° and mirrored.
    case downMirrored
    /// Turned 90° counterclockwise and mirrored.
    case leftMirrored
    /// Turned 90° clockwise and mirrored.
    case rightMirrored
  }
  /// Draws the image over `rect` of the current graphics context (Apple, "draw(in:)",
  /// https://developer.apple.com/documentation/uikit/uiimage/draw(in:) ): what it shows is
  /// scaled onto `rect`; a named image fills `rect` opaquely. Nothing without a context.
  /// Nonisolated, as UIKit's: `UIImage` is `Sendable` and its drawing methods are not
  /// main-actor isolated, so an image renderer's drawing closure (nonisolated) calls it
  /// (UIKit's "UIImage" page: image objects are immutable and safe to use from any thread,
  /// https://developer.apple.com/documentation/uikit/uiimage ; high). The model's app code runs
  /// on one thread, so the current context is the one that thread made.
  public func draw(in rect: CGRect) {
    currentGraphicsContext()?.draw(self, in: rect)
  }
  /// Draws the image over `rect` with a blend mode and an opacity (Apple,
  /// "draw(in:blendMode:alpha:)",
  /// https://developer.apple.com/documentation/uikit/uiimage/draw(in:blendmode:alpha:) ; high):
  /// as ``draw(in:)`` when `alpha` is above 0, nothing when it is 0; the blend mode is kept by no
  /// region (the model's drawings record what covers what, not how colors mix).
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard alpha > 0 else { return }
    draw(in: rect)
  }
  /// The Core Graphics image: the same object, usable as layer contents.
  public var cgImage: UIImage? { self }
  /// The image's size in points: a drawn image's context size. The model has no asset catalog:
  /// a named image reports a square of 100 × 100 points (a model choice; it sets only the aspect
  /// ratio of layouts that size a view from its image, and an image view's own frame decides
  /// what it covers).
  /// The empty image (``init()``) is `.zero`.
  public var size: CGSize { drawing?.size ?? (isEmpty ? .zero : CGSize(width: 100, height: 100)) }
}

/// A view that draws an image over its bounds (UIKit's `UIImageView`); takes no touches.
@preconcurrency @MainActor open class UIImageView: UIView {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The image drawn; `nil` draws nothing.
  public var image: UIImage? { didSet { layer.contents = image } }

  /// Creates an image view sized zero showing `image`.
  /// The image shown while highlighted (Apple, "highlightedImage"; high). Kept, not drawn: the
  /// model's image views are never highlighted.
  public var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image (Apple, "isHighlighted"; high). Kept, not drawn.
  public var isHighlighted = false
  /// Images of an animation (Apple, "animationImages"; high). Kept, not drawn: the view shows
  /// ``image``.
  public var animationImages: [UIImage]?
  /// The symbol configuration of the image (iOS 13+). Kept, not drawn.
  public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  public init(image: UIImage?) {
    super.init(frame: .zero)
    self.image = image
    layer.contents = image
    isUserInteractionEnabled = false
  }

  /// Creates an image view with `frame` (points) and no image; `UIImageView()` gives a zero frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
}

/// A font (kept for source compatibility; only its size matters to legibility).
nonisolated public struct UIFont: Sendable {
  /// Point size.
  public let pointSize: CGFloat
  /// Weight (ignored). The standard weights of UIKit's `UIFont.Weight` (Apple, "UIFont.Weight",
  /// https://developer.apple.com/documentation/uikit/uifont/weight ; iOS 8.2+; high for the names,
  /// medium for the raw values, those of the SDK's headers).
  nonisolated public struct Weight: Sendable {
    /// The weight's value, from -1 (lightest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// Creates a weight of value `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra-light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }
  /// A system font of `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: fontSize)
  }
  /// A bold system font of `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
  /// An italic system font of `fontSize` points (Apple, "italicSystemFont(ofSize:)",
  /// https://developer.apple.com/documentation/uikit/uifont/italicsystemfont(ofsize:) ; iOS 2+;
  /// high): to the model, a font of that size (legibility reads the size only).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }

  /// The Dynamic Type font of `style` at the default content size (Large): the sizes of Apple's
  /// HIG typography table, "Specifications, iOS, iPadOS Dynamic Type sizes", Large column
  /// (https://developer.apple.com/design/human-interface-guidelines/typography ; iOS 7+; high).
  /// The model does not change the content size category.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.defaultPointSize)
  }

  /// Dynamic Type text styles (UIKit's `UIFont.TextStyle`).
  nonisolated public enum TextStyle: Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    /// Point size at the Large content size (HIG table, see ``UIFont/preferredFont(forTextStyle:)``).
    public var defaultPointSize: CGFloat {
      switch self {
      case .largeTitle: return 34
      case .title1: return 28
      case .title2: return 22
      case .title3: return 20
      case .headline, .body: return 17
      case .callout: return 16
      case .subheadline: return 15
      case .footnote: return 13
      case .caption1: return 12
      case .caption2: return 11
      }
    }
  }
}

/// Text alignment (kept for source compatibility).
nonisolated public enum NSTextAlignment: Int, Sendable { case left, center, right, natural, justified }

/// A label: draws its text over its bounds; takes no touches (UIKit's `UILabel`).
@preconcurrency @MainActor open class UILabel: UIView {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The text; non-empty text draws.
  @exclusivity(unchecked) public var text: String? { didSet { layer.contents = (text?.isEmpty == false) ? text : nil } }
  /// The font (its size is the glyph height used for legibility).
  @exclusivity(unchecked) public var font: UIFont = .systemFont(ofSize: 17)
  /// Kept for source compatibility.
  public var textColor: UIColor = .black
  /// Kept for source compatibility.
  public var textAlignment: NSTextAlignment = .natural
  /// The most lines drawn, 0 for no limit (kept for source compatibility: the model draws the
  /// text over the bounds).
  public var numberOfLines = 1
  /// The smallest scale the font shrinks to, to fit (Apple, "minimumScaleFactor"; high). Kept:
  /// the model draws text at its font's size.
  public var minimumScaleFactor: CGFloat = 0
  /// How a line too long is broken (Apple, "lineBreakMode"; high); default `.byTruncatingTail`.
  /// Kept: the model draws the text over the bounds.
  public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// The text with attributes (Apple, "attributedText"; high): setting it sets ``text`` to its
  /// characters, which is what the model draws (the attributes are not drawn).
  public var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// The text's size in ``font`` (Apple, "sizeThatFits(_:)",
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) ; a label answers
  /// the size its text needs). The model has no text metrics: each character is taken as
  /// 0.55 of the point size wide (0.65 under ``PlatformFlags/labelTextMeasuresWide``: an
  /// unverified estimate of the system font's average advance, a flag) and a line as 1.2 of it
  /// high (sourced: the system font's `lineHeight` is 1.193 of its point size, 17.900391 at 15 pt,
  /// https://codewithsundeep.com/discussion/solution/33278645 , and ascender 19.04 plus
  /// descender 4.82 at 20 pt, https://arcovv.github.io/ios/2016/10/01/ios-font-study.md.html ;
  /// iOS 9+, first-hand logs; medium; the model's 1.2 is within 0.6 % of it, rounded up),
  /// one line per `\n`-separated line; no text is (0, 0).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map(\.count).max() ?? 0
    let advance: CGFloat = Device.current?.profile.flags.labelTextMeasuresWide == true ? 0.65 : 0.55
    return CGSize(
      width: (CGFloat(widest) * font.pointSize * advance).rounded(.up),
      height: (CGFloat(lines.count) * font.pointSize * 1.2).rounded(.up))
  }

  /// Whether the font shrinks to fit the width (kept for source compatibility; legibility uses
  /// ``font``'s size).
  public var adjustsFontSizeToFitWidth = false
  /// Whether a Dynamic Type font follows content size changes (UIKit's
  /// `UIContentSizeCategoryAdjusting`, iOS 10+; kept for source compatibility: the model does
  /// not change the content size category).
  public var adjustsFontForContentSizeCategory = false

  /// A label is an accessibility element by default, as UIKit's standard controls are
  /// (``UIResponder/isAccessibilityElement``; VoiceOver reads a label's text).
  package override var isAccessibilityElementByDefault: Bool { true }

  /// Creates a label with the given frame, in points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
}

/// A view controller presented as an alert (kept minimal: a centered box, system content).
@preconcurrency @MainActor open class UIAlertController: UIViewController {
  nonisolated deinit { LiveObjects.alertControllers -= 1 }
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The alert's title.
  public let alertTitle: String?
  /// The alert's message.
  public let message: String?
  /// The alert's actions.
  public private(set) var actions: [UIAlertAction] = []

  /// Alert styles.
  nonisolated public enum Style: Sendable { case alert, actionSheet }

  /// Creates an alert.
  public init(title: String?, message: String?, preferredStyle: Style) {
    alertTitle = title
    self.message = message
    super.init(nibName: nil, bundle: nil)
    // UIKit's alert title is the controller's `title` (Apple, "UIAlertController.title").
    self.title = title
    LiveObjects.alertControllers += 1
  }

  /// Adds a button.
  public func addAction(_ action: UIAlertAction) { actions.append(action) }

  package override var presentsAsAlert: Bool { true }

  open override func loadView() {
    let v = UIView(frame: .zero)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    v.backgroundColor = UIColor.black.withAlphaComponent(0.2)
    v.layer.contentRole = .system
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 270, height: 140))
    box.backgroundColor = .white
    box.layer.contentRole = .system
    box.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    v.addSubview(box)
    view = v
  }

  package override func viewDidLayoutForPresentation(in bounds: CGRect) {
    if let box = view.subviews.first {
      box.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
  }
}

/// A button of an alert.
@preconcurrency @MainActor public final class UIAlertAction {
  nonisolated deinit {}
  /// Button styles.
  nonisolated public enum Style: Sendable { case `default`, cancel, destructive }
  /// The title.
  public let title: String?
  /// The button's style; ``SystemEvent/answerAlert`` taps the first `.default` one.
  public let style: Style
  /// What runs when the user picks the action, after the alert is dismissed.
  package let handler: ((UIAlertAction) -> Void)?
  /// Creates an action; `handler` defaults to `nil`, as UIKit's (Apple, "init(title:style:handler:)",
  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:) ; iOS 8+).
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
