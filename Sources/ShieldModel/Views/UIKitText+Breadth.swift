/// How a label breaks a line too long for it (UIKit's `NSLineBreakMode`; Apple,
/// https://developer.apple.com/documentation/uikit/nslinebreakmode ; high). Kept: the model draws
/// a label's text over its bounds.
nonisolated public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension UIFont {
  /// A system font of `fontSize` points with digits of one width (Apple,
  /// "monospacedDigitSystemFont(ofSize:weight:)"; iOS 9+; high): to the model, a font of that size.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }
  /// A monospaced system font of `fontSize` points (iOS 13+): to the model, a font of that size.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }
  /// The font named `fontName` at `fontSize` points (Apple, "init(name:size:)"; high: `nil` when
  /// no such font is installed). Every name resolves in the model, to a font of that size.
  public init?(name fontName: String, size fontSize: CGFloat) {
    self = .systemFont(ofSize: fontSize)
  }
  /// This font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont { .systemFont(ofSize: fontSize) }
}

extension UIColor {
  /// The adaptive gray 2 (light appearance values; the model renders light).
  public static let systemGray2 = UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1)
  /// The adaptive gray 3.
  public static let systemGray3 = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
  /// The adaptive gray 4.
  public static let systemGray4 = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
  /// The adaptive gray 5.
  public static let systemGray5 = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
  /// The fill for thin and small shapes (translucent gray).
  public static let systemFill = UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2)
  /// The fill for medium shapes.
  public static let secondarySystemFill = UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16)
  /// The color of links.
  public static let link = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
  /// The color of placeholder text.
  public static let placeholderText = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
  /// The quaternary label color.
  public static let quaternaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.18)
  /// The secondary grouped background.
  public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
  /// System pink, teal, cyan, mint and brown (light appearance).
  public static let systemPink = UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
  /// System teal.
  public static let systemTeal = UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1)
  /// System cyan.
  public static let systemCyan = UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1)
  /// System mint.
  public static let systemMint = UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1)
  /// System brown.
  public static let systemBrown = UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1)

  /// A named color of the app's asset catalog (Apple, "init(named:)"; high: `nil` when the
  /// catalog has none). The model has no catalog: every name resolves, to opaque gray (its
  /// colors are not drawn beyond opacity).
  public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }
  /// A color that `dynamicProvider` picks for the traits (iOS 13+; Apple,
  /// "init(dynamicProvider:)"; high): the model asks it once, for the current traits (light).
  @MainActor public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let picked = dynamicProvider(.current)
    self.init(cgColor: picked.cgColor)
  }
  /// A color from hue, saturation and brightness (0 to 1; Apple,
  /// "init(hue:saturation:brightness:alpha:)"; high), converted to RGB.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch sector {
    case 0: (r, g, b) = (brightness, t, p)
    case 1: (r, g, b) = (q, brightness, p)
    case 2: (r, g, b) = (p, brightness, t)
    case 3: (r, g, b) = (p, q, brightness)
    case 4: (r, g, b) = (t, p, brightness)
    default: (r, g, b) = (brightness, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }
  /// A color in the Display P3 space, kept as RGB (the model draws opacity, not hue).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
}
