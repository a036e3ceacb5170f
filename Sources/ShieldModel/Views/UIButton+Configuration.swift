extension UIButton {
  /// A button's look and content from iOS 15 (Apple, "UIButton.Configuration",
  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct ; iOS 15+;
  /// high for the API).
  ///
  /// Model: a configuration's ``title`` is drawn as the button's title (as `setTitle(_:for:)` with
  /// `.normal`, replacing it; `nil` leaves the title set before). **The rest is kept without
  /// behaviour**: the filled, tinted and gray backgrounds, colors, image, corner style and padding
  /// are not drawn. So a filled button hides nothing under it in the model where on a device its
  /// background does (an over-report of what shows, never a missed leak; the model judges content
  /// by coverage, and a button's background covers only its own frame).
  nonisolated public struct Configuration: Sendable {
    /// How the background's corners are rounded (Apple, "UIButton.Configuration.CornerStyle").
    nonisolated public enum CornerStyle: Int, Sendable {
      /// The style's default.
      case fixed, dynamic, small, medium, large, capsule
    }
    /// The style the configuration was made with (`plain`, `filled`, …).
    package let style: String
    /// The title.
    public var title: String?
    /// The subtitle (kept, not drawn).
    public var subtitle: String?
    /// The image (kept, not drawn).
    public var image: UIImage?
    /// The space between the image and the title, in points (kept).
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle, in points (kept).
    public var titlePadding: CGFloat = 0
    /// The background's base color (kept, not drawn).
    public var baseBackgroundColor: UIColor?
    /// The title's and image's base color (kept, not drawn).
    public var baseForegroundColor: UIColor?
    /// How the background's corners are rounded (kept, not drawn).
    public var cornerStyle: CornerStyle = .dynamic
    /// Whether the button shows an activity indicator (kept, not drawn).
    public var showsActivityIndicator = false

    /// A configuration with no background (Apple, "plain()").
    public static func plain() -> Configuration { Configuration(style: "plain") }
    /// A configuration with a background in the tint color (Apple, "filled()").
    public static func filled() -> Configuration { Configuration(style: "filled") }
    /// A configuration with a translucent tinted background (Apple, "tinted()").
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    /// A configuration with a gray background (Apple, "gray()").
    public static func gray() -> Configuration { Configuration(style: "gray") }
    /// A configuration with a bordered look (Apple, "bordered()").
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    /// A configuration with a tinted bordered look (Apple, "borderedTinted()").
    public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
    /// A configuration with a prominent bordered look (Apple, "borderedProminent()").
    public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
    /// A configuration with no border (Apple, "borderless()").
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
  }

  /// A button made with `configuration` (Apple, "init(configuration:primaryAction:)",
  /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:) ;
  /// iOS 15+). The primary action runs on touch-up-inside.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
  }

  /// Draws the configuration's title (see ``Configuration``).
  func applyConfiguration() {
    if let title = configuration?.title { setTitle(title, for: .normal) }
  }
}
