/// A bitmap drawing context (Core Graphics' `CGContext`), reduced to what the model's images
/// keep: the regions drawn into it (``ImageDrawing``). Views draw into it with
/// ``UIView/drawHierarchy(in:afterScreenUpdates:)`` and ``CALayer/render(in:)``; code fills
/// rectangles with ``fill(_:)``.
nonisolated public final class CGContext: @unchecked Sendable {
  nonisolated deinit {}
  /// What has been drawn so far.
  package private(set) var drawing: ImageDrawing
  private var fillAlpha: Double = 1

  /// A context of `size` points whose bitmap has `scale` pixels per point.
  package init(size: CGSize, scale: CGFloat = 1) { drawing = ImageDrawing(size: size, pixelsPerPoint: scale) }

  /// Sets the color of later fills; only its opacity matters to the model.
  public func setFillColor(_ color: CGColor) { fillAlpha = Double(color.alpha) }
  /// Fills `rect` (points) with the fill color.
  public func fill(_ rect: CGRect) { drawing.fill(rect, alpha: fillAlpha) }
  /// Clears `rect`: what was drawn under it is gone.
  public func clear(_ rect: CGRect) {
    drawing.regions.removeAll { rect.contains($0.rect) }
  }

  @MainActor package func draw(_ layer: CALayer, in rect: CGRect) { drawing.draw(layer, in: rect) }

  /// Appends what `image` shows, scaled from its size onto `rect` (``UIImage/draw(in:)``).
  package func draw(_ image: UIImage, in rect: CGRect) {
    guard let shown = image.drawing, shown.size.width > 0, shown.size.height > 0 else {
      drawing.fill(rect, alpha: 1)
      return
    }
    let sx = rect.width / shown.size.width
    let sy = rect.height / shown.size.height
    for region in shown.regions {
      var scaled = region
      scaled.rect = CGRect(
        x: rect.minX + region.rect.minX * sx, y: rect.minY + region.rect.minY * sy,
        width: region.rect.width * sx, height: region.rect.height * sy)
      scaled.role = region.role.scaled(by: min(sx, sy))
      scaled.blur = region.blur * min(sx, sy)
      drawing.regions.append(scaled)
    }
  }

  /// How scaled images are smoothed (Apple, "interpolationQuality",
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/interpolationquality );
  /// kept, not drawn: smoothing changes no region the model tracks.
  public var interpolationQuality: CGInterpolationQuality = .default
}

/// UIKit's stack of current drawing contexts (per thread in UIKit; the model's drawing code runs
/// on the main thread).
nonisolated(unsafe) private var graphicsContextStack: [CGContext] = []

/// Makes a bitmap context of `size` points the current context (UIKit's
/// `UIGraphicsBeginImageContextWithOptions`): its bitmap has `scale` pixels per point, the main
/// screen's when `scale` is 0 ("If you specify a value of 0.0, the scale factor is set to the
/// scale factor of the device's main screen", Apple,
/// https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:) ;
/// high). `opaque` does not matter to the model.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  graphicsContextStack.append(CGContext(size: size, scale: scale > 0 ? scale : mainScreenScale()))
}

/// Makes a bitmap context of `size` points the current context (UIKit's `UIGraphicsBeginImageContext`:
/// "equivalent to calling `UIGraphicsBeginImageContextWithOptions` with the opaque parameter set
/// to false and a scale factor of 1.0", Apple,
/// https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontext(_:) ; high).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current drawing context, for nonisolated model code (``UIImage/draw(in:)``).
nonisolated package func currentGraphicsContext() -> CGContext? { graphicsContextStack.last }

/// The current drawing context, if any (UIKit's `UIGraphicsGetCurrentContext`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetCurrentContext() -> CGContext? { graphicsContextStack.last }

/// An image of what the current bitmap context holds (UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext`); `nil` with no current context.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  graphicsContextStack.last.map { UIImage(drawing: $0.drawing) }
}

/// Removes the current bitmap context (UIKit's `UIGraphicsEndImageContext`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsEndImageContext() { _ = graphicsContextStack.popLast() }

/// Draws images (UIKit's `UIGraphicsImageRenderer`, iOS 10+): `image(actions:)` runs the
/// drawing actions with a fresh context of the renderer's size as the current context, and the
/// image keeps what they drew (Apple, "UIGraphicsImageRenderer",
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer ; high).
nonisolated public final class UIGraphicsImageRenderer: @unchecked Sendable {
  nonisolated deinit {}
  /// The images' size in points.
  public let size: CGSize
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images of `size` points.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.size = size
    self.format = format
  }
  /// A renderer of images of `bounds`' size (the model draws from its origin).
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.init(size: bounds.size, format: format)
  }

  /// An image of what `actions` draw into the renderer's context.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(size: size, scale: format.scale)
    graphicsContextStack.append(context)
    actions(UIGraphicsImageRendererContext(cgContext: context))
    graphicsContextStack.removeAll { $0 === context }
    return UIImage(drawing: context.drawing)
  }
}

/// The format of a ``UIGraphicsImageRenderer``'s images; kept for source compatibility.
nonisolated public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
  nonisolated deinit {}
  /// Whether the images are opaque (not used by the model).
  public var opaque = false
  /// The images' pixels per point: "The default value is equal to the scale of the main screen"
  /// (Apple, "scale", https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale ;
  /// iOS 10+; high). A Core Image blur of the image is in these pixels.
  public var scale: CGFloat
  /// Whether the images use an extended color range (not used by the model).
  public var prefersExtendedRange = false
  /// A format for the main screen.
  public init() { scale = mainScreenScale() }
  /// The default format.
  public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// The preferred format.
  public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a ``UIGraphicsImageRenderer`` passes to its drawing actions.
nonisolated public final class UIGraphicsImageRendererContext: @unchecked Sendable {
  nonisolated deinit {}
  /// The Core Graphics context being drawn into.
  public let cgContext: CGContext
  /// The image drawn so far.
  public var currentImage: UIImage { UIImage(drawing: cgContext.drawing) }
  init(cgContext: CGContext) { self.cgContext = cgContext }
  /// Fills `rect` with the current fill color.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }
}

extension UIColor {
  /// Makes this color the fill color of the current context (UIKit's `setFill()`).
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
}

extension UIView {
  /// Draws the view's hierarchy as it shows on screen into the current context, scaled from the
  /// view's bounds onto `rect` (UIKit's `drawHierarchy(in:afterScreenUpdates:)`: "Renders a
  /// snapshot of the complete view hierarchy as visible onscreen into the current context",
  /// https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:) ;
  /// iOS 7+; high). What it copies is what ``snapshotView(afterScreenUpdates:)`` copies: the
  /// drawing with its content roles, so an image of sensitive content shows sensitive content;
  /// the model has no pending screen updates, so `afterUpdates` changes nothing. Returns `false`
  /// with no current context.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    context.draw(layer, in: rect)
    return true
  }
}

extension CALayer {
  /// Draws the layer's subtree into `context` at its bounds (Core Animation's `render(in:)`,
  /// https://developer.apple.com/documentation/quartzcore/calayer/render(in:) ; iOS 2+). The
  /// model draws what ``UIView/drawHierarchy(in:afterScreenUpdates:)`` draws.
  public func render(in context: CGContext) { context.draw(self, in: bounds) }
}

/// Core Graphics' image smoothing levels (Apple, "CGInterpolationQuality",
/// https://developer.apple.com/documentation/coregraphics/cginterpolationquality ).
nonisolated public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's default.
  case `default` = 0
  /// No smoothing.
  case none = 1
  /// Low.
  case low = 2
  /// High.
  case high = 3
  /// Medium.
  case medium = 4
}

/// How drawn colors combine with what is under them (Core Graphics' `CGBlendMode`; Apple,
/// https://developer.apple.com/documentation/coregraphics/cgblendmode ; high): the common
/// cases, accepted and not applied (see ``UIImage/draw(in:blendMode:alpha:)``).
nonisolated public enum CGBlendMode: Int32, Sendable {
  /// Source over destination.
  case normal
  /// Multiply.
  case multiply
  /// Screen.
  case screen
  /// Overlay.
  case overlay
  /// Darken.
  case darken
  /// Lighten.
  case lighten
  /// Clear.
  case clear = 16
  /// Copy.
  case copy
  /// Source in.
  case sourceIn
  /// Source out.
  case sourceOut
  /// Source atop.
  case sourceAtop
  /// Destination over.
  case destinationOver
  /// Destination in.
  case destinationIn
  /// Destination out.
  case destinationOut
  /// Destination atop.
  case destinationAtop
}
