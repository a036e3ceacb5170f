/// A color as Core Graphics stores it: only its opacity and whether it is white matter to the model.
///
/// The renderer needs to know how much a layer hides what is under it, so the model keeps the
/// alpha component (0...1) and a gray level; hue is irrelevant to a leak.
nonisolated public final class CGColor: Equatable, @unchecked Sendable {
  nonisolated deinit {}
  /// Gray level from 0 (black) to 1 (white).
  public let white: CGFloat
  /// Opacity from 0 (transparent) to 1 (opaque).
  public let alpha: CGFloat

  /// Creates a gray color with the given opacity.
  public init(white: CGFloat, alpha: CGFloat) {
    self.white = white
    self.alpha = min(max(alpha, 0), 1)
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.white == rhs.white && lhs.alpha == rhs.alpha
  }

  /// Opaque black, one shared instance: the default of every layer's ``CALayer/shadowColor`` and
  /// ``CALayer/borderColor``. A color is immutable and compared by value, so sharing it is
  /// invisible, and a layer's initializer allocates no color (issue 30: two colors per layer
  /// were a third of the eleventh session's rise in instructions per step).
  static let layerDefaultBlack = CGColor(white: 0, alpha: 1)
}

/// UIKit's color type, reduced to what decides visibility: opacity and gray level.
nonisolated public final class UIColor: Equatable, @unchecked Sendable {
  nonisolated deinit {}
  /// The Core Graphics color backing this color.
  public let cgColor: CGColor

  /// Creates a gray color; `alpha` is the opacity from 0 to 1.
  public init(white: CGFloat, alpha: CGFloat) { cgColor = CGColor(white: white, alpha: alpha) }

  /// The color of a Core Graphics color (Apple, "init(cgColor:)"; high).
  public init(cgColor: CGColor) { self.cgColor = cgColor }

  /// Creates a color; only `alpha` is kept beyond a rough gray level (the mean of the channels).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    cgColor = CGColor(white: (red + green + blue) / 3, alpha: alpha)
  }

  /// The same color with the given opacity (0...1).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(white: cgColor.white, alpha: alpha)
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }

  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Opaque white.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Opaque black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Opaque gray.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Opaque; hue is not modeled.
  public static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
  /// Opaque; hue is not modeled.
  public static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
  /// Opaque; hue is not modeled.
  public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
  /// Opaque; hue is not modeled (light-mode value, Apple, "Color", Human Interface Guidelines).
  public static let systemPurple = UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
  /// Opaque; hue is not modeled (light-mode value).
  public static let systemOrange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
  /// Opaque; hue is not modeled (light-mode value).
  public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
  /// Opaque; hue is not modeled (light-mode value).
  public static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
  /// Opaque white, as in light mode.
  public static let systemBackground = UIColor(white: 1, alpha: 1)

  // Semantic colors, light mode (the model has no dark mode): Apple, "UI element colors",
  // https://developer.apple.com/documentation/uikit/ui-element-colors (iOS 13+); the gray levels
  // and opacities are the light-mode values Xcode shows (medium confidence).
  /// The primary text color: opaque black.
  public static let label = UIColor(white: 0, alpha: 1)
  /// Secondary text: 60% gray-black.
  public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
  /// Tertiary text: 30% gray-black.
  public static let tertiaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
  /// Opaque light gray, behind grouped content.
  public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  /// Opaque white.
  public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
  /// Opaque light gray.
  public static let systemGroupedBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  /// Opaque gray.
  public static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
  /// Opaque light gray.
  public static let systemGray6 = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  /// Translucent gray line color.
  public static let separator = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
  /// Opaque dark gray.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Opaque light gray.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  // UIKit's fixed colors (Apple, "UIColor", "Fixed colors",
  // https://developer.apple.com/documentation/uikit/uicolor ; iOS 2+; all opaque).
  /// Opaque red (1, 0, 0).
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Opaque green (0, 1, 0).
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Opaque blue (0, 0, 1).
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Opaque cyan (0, 1, 1).
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Opaque yellow (1, 1, 0).
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Opaque magenta (1, 0, 1).
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Opaque orange (1, 0.5, 0).
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Opaque purple (0.5, 0, 0.5).
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Opaque brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
