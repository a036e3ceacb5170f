/// SwiftUI's `Color` as a view: fills the space it is given (Apple, "Color",
/// https://developer.apple.com/documentation/swiftui/color ; iOS 13+; high). The model keeps the
/// gray level and opacity a ``UIColor`` keeps.
nonisolated public struct Color: View, _PrimitiveView, ShapeStyle, Hashable, Sendable {
  /// The UIKit color it draws with.
  let uiColor: UIColor
  /// The color of `color`.
  public init(uiColor color: UIColor) { uiColor = color }
  /// The color of `color` (`Color(.systemBackground)`).
  public init(_ color: UIColor) { uiColor = color }
  /// A color from its components, each 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    uiColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
  }
  /// A gray from its level and opacity, each 0 to 1.
  public init(white: Double, opacity: Double = 1) { uiColor = UIColor(white: white, alpha: opacity) }

  /// Transparent.
  public static let clear = Color(UIColor.clear)
  /// Black.
  public static let black = Color(UIColor.black)
  /// White.
  public static let white = Color(UIColor.white)
  /// Gray.
  public static let gray = Color(UIColor.systemGray)
  /// Red.
  public static let red = Color(UIColor.systemRed)
  /// Green.
  public static let green = Color(UIColor.systemGreen)
  /// Blue.
  public static let blue = Color(UIColor.systemBlue)
  /// Orange.
  public static let orange = Color(UIColor.systemOrange)
  /// Yellow.
  public static let yellow = Color(UIColor.systemYellow)
  /// Purple.
  public static let purple = Color(UIColor.systemPurple)
  /// The primary content color (black in the light appearance the model draws).
  public static let primary = Color(UIColor.label)
  /// The secondary content color.
  public static let secondary = Color(UIColor.secondaryLabel)
  /// The accent color (the model's default tint).
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color(UIColor.systemBlue)

  /// This color at `opacity` times its opacity.
  public func opacity(_ opacity: Double) -> Color {
    let c = uiColor.cgColor
    return Color(white: Double(c.white), opacity: Double(c.alpha) * opacity)
  }

  public static func == (lhs: Color, rhs: Color) -> Bool { lhs.uiColor == rhs.uiColor }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(uiColor.cgColor.white)
    hasher.combine(uiColor.cgColor.alpha)
  }

  @MainActor public var body: Never { primitiveBody(Self.self) }
  @MainActor package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let view = UIView(frame: .zero)
    view.backgroundColor = uiColor
    return [view]
  }
}

/// What fills a shape or a background: a ``Color`` or a ``Material`` (Apple, "ShapeStyle",
/// https://developer.apple.com/documentation/swiftui/shapestyle ; high).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
  /// Transparent.
  public static var clear: Color { Color.clear }
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// The primary content color.
  public static var primary: Color { Color.primary }
}

/// A system material: a blur of what is behind, as `UIVisualEffectView` with the system material
/// of the same name draws it (Apple, "Material",
/// https://developer.apple.com/documentation/swiftui/material ; iOS 15+; high that they are the
/// system materials).
public struct Material: ShapeStyle {
  let style: UIBlurEffect.Style
  /// The thinnest material.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let ultraThinMaterial = Material(style: .systemUltraThinMaterial)
  /// A thin material.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let thinMaterial = Material(style: .systemThinMaterial)
  /// The regular material.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let regularMaterial = Material(style: .systemMaterial)
  /// A thick material.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let thickMaterial = Material(style: .systemThickMaterial)
  /// The thickest material.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let ultraThickMaterial = Material(style: .systemChromeMaterial)
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A thin material.
  public static var thinMaterial: Material { .thinMaterial }
  /// The regular material.
  public static var regularMaterial: Material { .regularMaterial }
  /// A thick material.
  public static var thickMaterial: Material { .thickMaterial }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
}

extension ViewGraph {
  /// The view that draws `style` over a frame.
  func fill(_ style: any ShapeStyle) -> UIView {
    if let material = style as? Material { return UIVisualEffectView(effect: UIBlurEffect(style: material.style)) }
    let view = UIView(frame: .zero)
    if style is TintShapeStyle {
      view.backgroundColor = Color.accentColor.uiColor
      return view
    }
    if let gradient = (style as? LinearGradient)?.gradient ?? (style as? RadialGradient)?.gradient
      ?? (style as? MeshGradient)?.gradient
    {
      view.backgroundColor = gradient.drawnColor
      return view
    }
    if let hierarchical = style as? HierarchicalShapeStyle {
      view.backgroundColor = hierarchical.color
      return view
    }
    view.backgroundColor =
      style is BackgroundStyle
      ? .systemBackground : (style as? Color)?.uiColor ?? (environment.foregroundColor ?? .primary).uiColor
    return view
  }
}

/// A font, reduced to its point size (Apple, "Font",
/// https://developer.apple.com/documentation/swiftui/font ; sizes of the text styles at the default
/// Dynamic Type size, Human Interface Guidelines "Typography"; high).
nonisolated public struct Font: Hashable, Sendable {
  let size: CGFloat
  /// 34 pt.
  public static let largeTitle = Font(size: 34)
  /// 28 pt.
  public static let title = Font(size: 28)
  /// 22 pt.
  public static let title2 = Font(size: 22)
  /// 20 pt.
  public static let title3 = Font(size: 20)
  /// 17 pt.
  public static let headline = Font(size: 17)
  /// 17 pt.
  public static let body = Font(size: 17)
  /// 16 pt.
  public static let callout = Font(size: 16)
  /// 15 pt.
  public static let subheadline = Font(size: 15)
  /// 13 pt.
  public static let footnote = Font(size: 13)
  /// 12 pt.
  public static let caption = Font(size: 12)
  /// 11 pt.
  public static let caption2 = Font(size: 11)
  /// A system font of `size` points (the model keeps no weight or design).
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(size: size) }
  /// This font in `weight` (the model keeps no weight).
  public func weight(_ weight: Weight) -> Font { self }
  /// This font in bold (the model keeps no weight).
  public func bold() -> Font { self }

  /// A font weight (Apple, "Font.Weight", https://developer.apple.com/documentation/swiftui/font/weight ;
  /// high); kept for source compatibility.
  public struct Weight: Hashable, Sendable {
    let value: Int
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
    /// Ultra light.
    public static let ultraLight = Weight(value: 100)
    /// Thin.
    public static let thin = Weight(value: 200)
    /// Light.
    public static let light = Weight(value: 300)
    /// Heavy.
    public static let heavy = Weight(value: 800)
    /// Black.
    public static let black = Weight(value: 900)
  }
  /// A font design (Apple, "Font.Design", https://developer.apple.com/documentation/swiftui/font/design ;
  /// high); kept for source compatibility.
  public enum Design: Hashable, Sendable {
    /// The default design.
    case `default`
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }
}

/// Text (Apple, "Text", https://developer.apple.com/documentation/swiftui/text ; high), drawn as a
/// label; redacted, it draws a placeholder instead of its characters
/// (https://developer.apple.com/documentation/swiftui/view/redacted(reason:) ; iOS 14+; high).
nonisolated public struct Text: View, _PrimitiveView, Sendable {
  let content: String
  var font: Font?
  var color: Color?
  /// Text showing `content`.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Text showing `content` as it is.
  public init(verbatim content: String) { self.content = content }

  /// The text in `font`.
  public func font(_ font: Font?) -> Text {
    var text = self
    text.font = font
    return text
  }
  /// The text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.color = color
    return text
  }
  /// The text in bold (the model keeps no weight).
  public func bold() -> Text { self }
  /// The text in italics (Apple, "italic()", https://developer.apple.com/documentation/swiftui/text/italic() ;
  /// iOS 13+; high); the model keeps no style (legibility reads the size only).
  public func italic() -> Text { self }
  /// The text in `weight` (Apple, "fontWeight(_:)",
  /// https://developer.apple.com/documentation/swiftui/text/fontweight(_:) ; iOS 13+; high). Kept
  /// without behaviour: the model keeps no weight (legibility reads the size only).
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// The text in a monospaced font (the model keeps no design).
  public func monospaced() -> Text { self }

  @MainActor public var body: Never { primitiveBody(Self.self) }
  @MainActor package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    if graph.environment.isRedacting { return [graph.placeholder()] }
    let label = UILabel(frame: .zero)
    label.text = content
    label.font = .systemFont(ofSize: (font ?? graph.environment.font ?? .body).size)
    label.textColor = (color ?? graph.environment.foregroundColor ?? .primary).uiColor
    return [label]
  }
}

extension ViewGraph {
  /// What redaction draws instead of a text or an image: a translucent gray shape, the content
  /// itself not drawn.
  func placeholder() -> UIView {
    let view = UIView(frame: .zero)
    view.backgroundColor = UIColor(white: 0.5, alpha: 0.2)
    return view
  }
}

/// An image (Apple, "Image", https://developer.apple.com/documentation/swiftui/image ; high),
/// drawn as a ``UIImageView``.
nonisolated public struct Image: View, _PrimitiveView, Sendable {
  let image: UIImage?
  /// The image named `name` in the app's assets.
  public init(_ name: String) { image = UIImage(named: name) }
  /// The image named `name`, decorative: accessibility ignores it (Apple, "init(decorative:bundle:)",
  /// https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:) ; iOS 13+;
  /// high). Drawn as ``init(_:)`` draws it (the model has no accessibility tree); every name
  /// resolves, from any bundle.
  public init(decorative name: String, bundle: Bundle? = nil) { image = UIImage(named: name) }
  /// The SF Symbol named `name`.
  public init(systemName name: String) { image = UIImage(systemName: name) }
  /// The image of `uiImage`.
  public init(uiImage: UIImage) { image = uiImage }
  /// The image, resizable (the model draws every image over its frame).
  public func resizable() -> Image { self }
  /// The image drawn as its original colors or as a template (Apple, "renderingMode(_:)",
  /// https://developer.apple.com/documentation/swiftui/image/renderingmode(_:) ; iOS 13+; high):
  /// the model draws no symbol colors, so it is the same image.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  /// The symbol drawn in `mode` (Apple, "symbolRenderingMode(_:)",
  /// https://developer.apple.com/documentation/swiftui/image/symbolrenderingmode(_:) ; iOS 15+;
  /// high): the model draws no symbol colors, so it is the same image.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

  /// How an image is drawn (Apple, "Image.TemplateRenderingMode",
  /// https://developer.apple.com/documentation/swiftui/image/templaterenderingmode ; high).
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// In its own colors.
    case original
    /// As a template, in the foreground color.
    case template
  }

  @MainActor public var body: Never { primitiveBody(Self.self) }
  @MainActor package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    if graph.environment.isRedacting { return [graph.placeholder()] }
    return [UIImageView(image: image)]
  }
}

/// How a symbol image is colored (Apple, "SymbolRenderingMode",
/// https://developer.apple.com/documentation/swiftui/symbolrenderingmode ; iOS 15+; high); kept for
/// source compatibility.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One color.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// Layers of one color at different opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the styles given.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A rectangle, filled with the foreground color unless filled otherwise (Apple, "Rectangle",
/// https://developer.apple.com/documentation/swiftui/rectangle ; high).
public struct Rectangle: View, _PrimitiveView {
  package var style: (any ShapeStyle)?
  package var outline: _ShapeOutline?
  /// A rectangle filling its frame.
  public init() {}
  /// The rectangle filled with `style` (a color or a material).
  public func fill<S: ShapeStyle>(_ style: S) -> Rectangle {
    var shape = self
    shape.style = style
    return shape
  }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    if let drawn = outlineOnly(in: graph) { return drawn }
    return [graph.fill(style ?? graph.environment.foregroundColor ?? .primary)]
  }
}

/// Empty space that takes its share of a stack (Apple, "Spacer",
/// https://developer.apple.com/documentation/swiftui/spacer ; high).
public struct Spacer: View, _PrimitiveView {
  /// A spacer.
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { [UIView(frame: .zero)] }
}

/// Where a stack aligns its children (the model centers or fills them).
public struct HorizontalAlignment: Sendable {
  /// Leading.
  public static let leading = HorizontalAlignment()
  /// Center.
  public static let center = HorizontalAlignment()
  /// Trailing.
  public static let trailing = HorizontalAlignment()
}
/// Where a stack aligns its children (the model centers or fills them).
public struct VerticalAlignment: Sendable {
  /// Top.
  public static let top = VerticalAlignment()
  /// Center.
  public static let center = VerticalAlignment()
  /// Bottom.
  public static let bottom = VerticalAlignment()
}
/// Where a z-stack or an overlay aligns its children (the model fills or centers them).
public struct Alignment: Sendable {
  /// Center.
  public static let center = Alignment()
  /// Top.
  public static let top = Alignment()
  /// Bottom.
  public static let bottom = Alignment()
  /// Leading.
  public static let leading = Alignment()
  /// Trailing.
  public static let trailing = Alignment()
}

/// Views stacked front to back, later ones in front (Apple, "ZStack",
/// https://developer.apple.com/documentation/swiftui/zstack ; high).
public struct ZStack<Content: View>: View, _PrimitiveView {
  let content: Content
  /// Stacks the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    // Drawn by their z-index (``_ZIndexModifier``): the later in front, as written by default.
    [SwiftUILayoutView(.overlay, SwiftUILayoutView.drawingOrder(graph.views(of: content, slot: 0, in: node)))]
  }
}

/// Views in a column (Apple, "VStack", https://developer.apple.com/documentation/swiftui/vstack ;
/// high); see ``SwiftUILayoutView`` for the model's sizes.
public struct VStack<Content: View>: View, _PrimitiveView {
  let content: Content
  /// Stacks the views `content` builds vertically.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    [SwiftUILayoutView(.vertical, graph.views(of: content, slot: 0, in: node))]
  }
}

/// Views in a row (Apple, "HStack", https://developer.apple.com/documentation/swiftui/hstack ;
/// high); see ``SwiftUILayoutView`` for the model's sizes.
public struct HStack<Content: View>: View, _PrimitiveView {
  let content: Content
  /// Stacks the views `content` builds horizontally.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    [SwiftUILayoutView(.horizontal, graph.views(of: content, slot: 0, in: node))]
  }
}
