import Foundation

extension UIImage {
  /// How an image draws its colors (UIKit's `UIImage.RenderingMode`; Apple,
  /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode ; high).
  nonisolated public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The size, weight and scale of an SF Symbol (UIKit's `UIImage.SymbolConfiguration`, iOS 13+;
  /// Apple, https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration ; high).
  /// Kept, not drawn: a symbol draws opaquely over its image view's frame in the model.
  nonisolated public final class SymbolConfiguration: Sendable {
    nonisolated deinit {}
    /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
    public typealias Weight = UIImage.SymbolWeight
    /// A configuration at `pointSize` points and `weight`.
    public init(pointSize: CGFloat, weight: UIImage.SymbolWeight = .regular, scale: UIImage.SymbolScale = .default) {}
    /// A configuration at `scale`.
    public init(scale: UIImage.SymbolScale) {}
    /// A configuration at `weight`.
    public init(weight: UIImage.SymbolWeight) {}
    /// A configuration of the text style `textStyle`.
    public init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale = .default) {}
    /// A configuration drawn in `color` (iOS 15+).
    public init(hierarchicalColor: UIColor) {}
    /// A configuration drawn in `colors` (iOS 15+).
    public init(paletteColors: [UIColor]) {}
    /// This configuration combined with `other`.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration { self }
  }

  /// An SF Symbol's weight (UIKit's `UIImage.SymbolWeight`; Apple, high).
  nonisolated public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// An SF Symbol's scale (UIKit's `UIImage.SymbolScale`; Apple, high).
  nonisolated public enum SymbolScale: Int, Sendable {
    case `default`, unspecified, small, medium, large
  }

  /// Loads an SF Symbol by name with a configuration (kept, not drawn; see ``init(systemName:)``).
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: name)
  }
  /// Loads a named image from `bundle` (every name resolves in the model; see ``init(named:)``).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }
  /// Loads a named image from `bundle` with a configuration (see ``init(named:)``).
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
    self.init(named: name)
  }
  /// This image drawn in `renderingMode` (Apple, "withRenderingMode(_:)"; high). The same image
  /// in the model, which draws images opaquely whatever their colors.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  /// This image tinted `color` (iOS 13+; Apple, "withTintColor(_:)"; high). The same image in the
  /// model (colors are not drawn).
  public func withTintColor(_ color: UIColor) -> UIImage { self }
  /// This image tinted `color`, drawn in `renderingMode`. The same image in the model.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
  /// This image with a configuration applied. The same image in the model.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
  /// This image stretched between `capInsets` (Apple, "resizableImage(withCapInsets:)"; high):
  /// the same image in the model, which draws an image over its whole frame.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  /// The image encoded as PNG (Apple, "pngData()",
  /// https://developer.apple.com/documentation/uikit/uiimage/pngdata() ; high: `nil` "if the
  /// image has no data"). The model encodes nothing: `nil` for the empty image, else stand-in
  /// bytes that ``init(data:)`` reads back as an opaque image (what was drawn is not kept).
  public func pngData() -> Data? { isEmpty ? nil : Data(("model-image:" + name).utf8) }
  /// The image encoded as JPEG at `compressionQuality` (0 to 1); as ``pngData()``.
  public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }
}

extension UIImageView {
  /// An image view showing `image` (highlighted: `highlightedImage`, kept, not drawn).
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
  }
}
