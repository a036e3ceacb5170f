extension AppDescription {
  /// One view of the app: what it is, where it sits, how it resizes and what it shows.
  nonisolated public struct View: Codable, Hashable, Sendable {
    /// The accessibility identifier, which the touch check reports and tests look views up by.
    public var identifier: String
    /// Plain view, label or text field.
    public var kind: Kind
    /// The frame rule, evaluated against the screen's bounds when the view loads.
    public var frame: Frame
    /// Which margins and sizes follow the superview's size afterwards.
    public var autoresizingMask: UIView.AutoresizingMask
    /// The background fill, or `nil` for none.
    public var backgroundColor: Color?
    /// Sensitive content or neutral chrome.
    public var role: Role

    /// Creates a view description.
    ///
    /// - Parameters:
    ///   - identifier: the accessibility identifier.
    ///   - kind: plain view, label or text field.
    ///   - frame: the frame rule, in points against the screen's bounds.
    ///   - autoresizingMask: how the view follows its superview's size.
    ///   - backgroundColor: the fill, or `nil` for none.
    ///   - role: sensitive (with its text height) or neutral.
    public init(
      _ identifier: String, kind: Kind = .plain, frame: Frame, autoresizingMask: UIView.AutoresizingMask = [],
      backgroundColor: Color? = nil, role: Role
    ) {
      self.identifier = identifier
      self.kind = kind
      self.frame = frame
      self.autoresizingMask = autoresizingMask
      self.backgroundColor = backgroundColor
      self.role = role
    }
  }

  /// What kind of view to make.
  nonisolated public enum Kind: Codable, Hashable, Sendable {
    /// A `UIView`.
    case plain
    /// A `UILabel` showing `text` in the system font of `fontSize` points.
    case label(text: String, fontSize: CGFloat)
    /// A `UITextField`.
    case textField(TextField)
  }

  /// A text field's traits.
  nonisolated public struct TextField: Codable, Hashable, Sendable {
    /// The text it holds, or `nil` for none.
    public var text: String?
    /// The keyboard it asks for; the digit pads have no suggestion bar.
    public var keyboardType: KeyboardType
    /// Whether the field hides its text (and, through its canvas, what the canvas draws).
    public var isSecureTextEntry: Bool
    /// Whether autocorrection is on (`UITextAutocorrectionType.default` when on, `.no` when off);
    /// off, the suggestion bar shows nothing from the field.
    public var autocorrects: Bool

    /// Creates a text field's traits; by default a plain, non-secure, autocorrecting field.
    public init(
      text: String? = nil, keyboardType: KeyboardType = .default, isSecureTextEntry: Bool = false,
      autocorrects: Bool = true
    ) {
      self.text = text
      self.keyboardType = keyboardType
      self.isSecureTextEntry = isSecureTextEntry
      self.autocorrects = autocorrects
    }
  }

  /// The keyboard a text field asks for (UIKit's `UIKeyboardType`, the common cases).
  nonisolated public enum KeyboardType: String, Codable, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// Digits only.
    case numberPad
    /// Digits and a decimal separator.
    case decimalPad
    /// A telephone keypad.
    case phonePad
    /// Digits only, ASCII digits whatever the locale.
    case asciiCapableNumberPad
    /// An email address keyboard.
    case emailAddress
    /// A URL keyboard.
    case url

    /// The UIKit keyboard type.
    public var uiKeyboardType: UIKeyboardType {
      switch self {
      case .default: return .default
      case .numberPad: return .numberPad
      case .decimalPad: return .decimalPad
      case .phonePad: return .phonePad
      case .asciiCapableNumberPad: return .asciiCapableNumberPad
      case .emailAddress: return .emailAddress
      case .url: return .URL
      }
    }
  }

  /// What a view's drawing means to the checkers.
  nonisolated public enum Role: Codable, Hashable, Sendable {
    /// Neutral chrome: backgrounds, buttons.
    case neutral
    /// Sensitive content in a font of `textHeight` points (its cap height is about 0.7 of that);
    /// how strong a blur must be to hide it follows from it.
    case sensitive(textHeight: CGFloat)
  }

  /// A length in points: `points + widthFraction × width + heightFraction × height` of the
  /// screen's bounds when the view loads.
  nonisolated public struct Length: Codable, Hashable, Sendable {
    /// The constant part, in points.
    public var points: CGFloat
    /// The multiple of the screen's width added.
    public var widthFraction: CGFloat
    /// The multiple of the screen's height added.
    public var heightFraction: CGFloat

    /// Creates a length of `points` plus fractions of the screen's width and height.
    public init(_ points: CGFloat, widthFraction: CGFloat = 0, heightFraction: CGFloat = 0) {
      self.points = points
      self.widthFraction = widthFraction
      self.heightFraction = heightFraction
    }

    /// The length for a screen of `size`, in points.
    public func resolved(in size: CGSize) -> CGFloat {
      // One fraction of 1 and one of 0 give exactly `side + points`, as a hand-written frame would.
      widthFraction * size.width + heightFraction * size.height + points
    }
  }

  /// A frame rule: each edge as a ``Length``.
  nonisolated public struct Frame: Codable, Hashable, Sendable {
    /// The left edge.
    public var x: Length
    /// The top edge.
    public var y: Length
    /// The width.
    public var width: Length
    /// The height.
    public var height: Length

    /// Creates a frame rule.
    public init(x: Length, y: Length, width: Length, height: Length) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    /// The whole screen.
    public static let fill = Frame(
      x: Length(0), y: Length(0), width: Length(0, widthFraction: 1), height: Length(0, heightFraction: 1))

    /// The frame for a screen of `size`, in points.
    public func resolved(in size: CGSize) -> CGRect {
      CGRect(
        x: x.resolved(in: size), y: y.resolved(in: size), width: width.resolved(in: size),
        height: height.resolved(in: size))
    }
  }

  /// A color as the model keeps it: a gray level and an opacity, both 0...1.
  nonisolated public struct Color: Codable, Hashable, Sendable {
    /// Gray level from 0 (black) to 1 (white).
    public var white: CGFloat
    /// Opacity from 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat

    /// A gray color.
    public init(white: CGFloat, alpha: CGFloat = 1) {
      self.white = white
      self.alpha = alpha
    }

    /// A color from its channels; as `UIColor` does, only their mean is kept.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
      self.init(white: (red + green + blue) / 3, alpha: alpha)
    }

    /// The `UIColor`.
    @MainActor public var uiColor: UIColor { UIColor(white: white, alpha: alpha) }
  }
}

// Stored as its raw bits, so a description's JSON stays stable.
nonisolated extension UIView.AutoresizingMask: Codable, Hashable {}
