/// The variant of an SF Symbol a view's symbol images are drawn in (Apple, "SymbolVariants",
/// https://developer.apple.com/documentation/swiftui/symbolvariants ; iOS 15+; high): a filled, circled,
/// squared, rectangled or slashed form of the same symbol, combined as `.circle.fill`. Kept by name: the
/// model draws a symbol image as an image view over its frame whatever its variant, and which variant of
/// a glyph is drawn changes no window, layer or capture.
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]

  /// No variant: the symbol's outline form.
  public static let none = SymbolVariants(names: [])
  /// The filled form.
  public static let fill = SymbolVariants(names: ["fill"])
  /// In a circle.
  public static let circle = SymbolVariants(names: ["circle"])
  /// In a square.
  public static let square = SymbolVariants(names: ["square"])
  /// In a rectangle.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// With a slash through it.
  public static let slash = SymbolVariants(names: ["slash"])

  /// This variant, filled.
  public var fill: SymbolVariants { adding("fill") }
  /// This variant, in a circle.
  public var circle: SymbolVariants { adding("circle") }
  /// This variant, in a square.
  public var square: SymbolVariants { adding("square") }
  /// This variant, in a rectangle.
  public var rectangle: SymbolVariants { adding("rectangle") }
  /// This variant, with a slash.
  public var slash: SymbolVariants { adding("slash") }

  /// Whether this variant includes `other`'s forms (Apple, "contains(_:)"; iOS 15+).
  public func contains(_ other: SymbolVariants) -> Bool { other.names.allSatisfy(names.contains) }

  private func adding(_ name: String) -> SymbolVariants {
    names.contains(name) ? self : SymbolVariants(names: names + [name])
  }
}

extension View {
  /// The view's symbol images drawn in `variant` (Apple, "symbolVariant(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/symbolvariant(_:) ; iOS 15+; high): the
  /// model draws a symbol image over its frame whatever its variant (see ``SymbolVariants``).
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}
