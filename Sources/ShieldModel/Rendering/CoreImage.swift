/// Core Image as far as a privacy cover uses it: an image made from a ``UIImage``, put through a
/// blur filter and rendered back to an image (Apple, "Core Image",
/// https://developer.apple.com/documentation/coreimage ; iOS 5+; high). An app file's
/// `import CoreImage` becomes `import ShieldModel` (the AppFiles rewriter).
///
/// Model: a Core Image image is the drawing of the image it was made from (``ImageDrawing``:
/// regions with their opacity, content role and blur). A blur filter lays a blur of its radius
/// over the whole image, so that a snapshot blurred through Core Image hides text as the model's other
/// blurs do (``BlurLegibility``); colour filters change no region (what content shows is the
/// same, only its colours differ). A named image (no drawing) counts as one opaque region over
/// its size, showing no app content.
///
/// Units: Core Image works in the image's pixels, so a blur's radius is in pixels ("The radius of
/// the blur, in pixels", Apple, "CIGaussianBlur", https://developer.apple.com/documentation/coreimage/cigaussianblur ,
/// and the same words for "CIBoxBlur" and "CIDiscBlur", https://developer.apple.com/documentation/coreimage/ciboxblur ,
/// https://developer.apple.com/documentation/coreimage/cidiscblur ; high). An image drawn by a
/// renderer has the renderer's scale in pixels per point (the main screen's by default: 3 on the
/// model's iPhone, 2 on its iPad), so a radius of r pixels spans r / scale of the image's points
/// (``ImageDrawing/pixelsPerPoint``): a snapshot blurred by 30 spans 10 points on an iPhone and 15
/// on an iPad. The model keeps the image's ``extent`` in points (Core Image gives pixels), so a
/// rectangle cut with `cropped(to:)` or `createCGImage(_:from:)` is the same part of the image
/// only when it is the image's own extent, as apps pass it; a rectangle in view points is not
/// scaled by the model where a device would cut a smaller part.
nonisolated public final class CIImage: @unchecked Sendable {
  nonisolated deinit {}
  /// What the image shows.
  package let drawing: ImageDrawing
  /// The image's rectangle, in its own points (Apple, "extent",
  /// https://developer.apple.com/documentation/coreimage/ciimage/extent ).
  public let extent: CGRect

  package init(drawing: ImageDrawing, extent: CGRect) {
    self.drawing = drawing
    self.extent = extent
  }

  /// An image of `image`'s content (Apple, "init(image:options:)",
  /// https://developer.apple.com/documentation/coreimage/ciimage/init(image:options:) ).
  /// The options (a colour space) change nothing in the model.
  public convenience init?(image: UIImage, options: [CIImageOption: Any]? = nil) {
    var drawing = image.drawing ?? ImageDrawing(size: image.size, pixelsPerPoint: image.scale)
    if image.drawing == nil { drawing.fill(CGRect(origin: .zero, size: image.size), alpha: 1) }
    self.init(drawing: drawing, extent: CGRect(origin: .zero, size: drawing.size))
  }

  /// The same image extended without end by its edge pixels (Apple, "clampedToExtent()",
  /// https://developer.apple.com/documentation/coreimage/ciimage/clampedtoextent() ). Model:
  /// the same regions (the extension repeats the edges, showing nothing new).
  public func clampedToExtent() -> CIImage { self }

  /// The image cut to `rect` (Apple, "cropped(to:)",
  /// https://developer.apple.com/documentation/coreimage/ciimage/cropped(to:) ).
  public func cropped(to rect: CGRect) -> CIImage {
    CIImage(drawing: drawing, extent: extent.intersection(rect))
  }
}

/// The options of ``CIImage/init(image:options:)`` (kept for source compatibility).
nonisolated public struct CIImageOption: Hashable, Sendable {
  /// The option's name.
  public let rawValue: String
  /// An option named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The colour space to read the image in (ignored by the model).
  public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
}

/// A colour space (Core Graphics' `CGColorSpace`); kept for source compatibility.
nonisolated public final class CGColorSpace: Sendable {
  nonisolated deinit {}
  package init() {}
}

/// The device's RGB colour space (Apple, "CGColorSpaceCreateDeviceRGB()",
/// https://developer.apple.com/documentation/coregraphics/1408837-cgcolorspacecreatedevicergb ).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// The input image key of a filter (Apple, "kCIInputImageKey",
/// https://developer.apple.com/documentation/coreimage/kciinputimagekey ).
nonisolated public let kCIInputImageKey = "inputImage"
/// The radius key of a blur filter (Apple, "kCIInputRadiusKey",
/// https://developer.apple.com/documentation/coreimage/kciinputradiuskey ).
nonisolated public let kCIInputRadiusKey = "inputRadius"
/// The saturation key of `CIColorControls` (Apple, "kCIInputSaturationKey",
/// https://developer.apple.com/documentation/coreimage/kciinputsaturationkey ).
nonisolated public let kCIInputSaturationKey = "inputSaturation"
/// The contrast key of `CIColorControls` (Apple, "kCIInputContrastKey",
/// https://developer.apple.com/documentation/coreimage/kciinputcontrastkey ).
nonisolated public let kCIInputContrastKey = "inputContrast"
/// The brightness key of `CIColorControls` (Apple, "kCIInputBrightnessKey",
/// https://developer.apple.com/documentation/coreimage/kciinputbrightnesskey ).
nonisolated public let kCIInputBrightnessKey = "inputBrightness"

/// An image filter made by name (Apple, "CIFilter",
/// https://developer.apple.com/documentation/coreimage/cifilter ; "Core Image Filter Reference").
///
/// Modeled names: the blurs `CIGaussianBlur` (default radius 10), `CIBoxBlur` (10) and
/// `CIDiscBlur` (8) (the `inputRadius` defaults in Apple's Core Image Filter Reference, "Default
/// value: 10.00", "10.00", "8.00",
/// https://developer.apple.com/library/archive/documentation/GraphicsImaging/Reference/CoreImageFilterReference/index.html ,
/// published 2016-03-10, read in a copy of the page; iOS 6+ (Gaussian), iOS 9+ (box, disc); high
/// for the documented defaults), and the colour filters `CIColorControls`, `CIExposureAdjust`,
/// `CIColorMatrix`, `CIPhotoEffectNoir`, `CIPhotoEffectMono`; any other name gives `nil`, as an
/// unknown name does in Core Image (names Core Image knows but the model does not are named in
/// docs/model-behaviours.md as not modeled).
nonisolated public final class CIFilter: @unchecked Sendable {
  nonisolated deinit {}
  /// The filter's name.
  public let name: String
  private var inputs: [String: Any] = [:]
  private let defaultRadius: CGFloat?

  private static let blurRadii: [String: CGFloat] = ["CIGaussianBlur": 10, "CIBoxBlur": 10, "CIDiscBlur": 8]
  private static let colorFilters = [
    "CIColorControls", "CIExposureAdjust", "CIColorMatrix", "CIPhotoEffectNoir", "CIPhotoEffectMono",
  ]

  /// The filter named `name`, or `nil` for a name the model does not know (Apple,
  /// "init(name:)", https://developer.apple.com/documentation/coreimage/cifilter/init(name:) ).
  public init?(name: String) {
    guard Self.blurRadii[name] != nil || Self.colorFilters.contains(name) else { return nil }
    self.name = name
    defaultRadius = Self.blurRadii[name]
  }

  /// Sets the input `key` (key-value coding, as Core Image's filters take their inputs).
  public func setValue(_ value: Any?, forKey key: String) { inputs[key] = value }

  /// The input named `key`, if set.
  public func value(forKey key: String) -> Any? { inputs[key] }

  /// The input image (Apple, "inputImage").
  public var inputImage: CIImage? {
    get { inputs[kCIInputImageKey] as? CIImage }
    set { inputs[kCIInputImageKey] = newValue }
  }

  /// The filtered image, `nil` without an input image (Apple, "outputImage",
  /// https://developer.apple.com/documentation/coreimage/cifilter/outputimage ). A blur lays a
  /// blur of its radius over the whole image, in front of what it shows (the renderer's blur:
  /// text behind it is judged by ``BlurLegibility``); the radius is in the image's pixels, so it
  /// spans radius / ``ImageDrawing/pixelsPerPoint`` of the image's points (see ``CIImage``);
  /// where the image is transparent the renderer also blurs what lies behind the image
  /// (approximated).
  public var outputImage: CIImage? {
    guard let input = inputImage else { return nil }
    guard let fallback = defaultRadius else { return input }
    let radius = Self.number(inputs[kCIInputRadiusKey]) ?? fallback
    var drawing = input.drawing
    drawing.regions.append(
      ImageDrawing.Region(
        rect: CGRect(origin: .zero, size: drawing.size), alpha: 0, role: .unclassified,
        blur: drawing.pixelsPerPoint > 0 ? radius / drawing.pixelsPerPoint : radius))
    return CIImage(drawing: drawing, extent: input.extent)
  }

  /// A number given as any of Swift's numeric types (the filter's inputs are untyped).
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }
}

/// Renders Core Image images (Apple, "CIContext",
/// https://developer.apple.com/documentation/coreimage/cicontext ).
nonisolated public final class CIContext: @unchecked Sendable {
  nonisolated deinit {}
  /// A context; the options change nothing in the model.
  public init(options: [String: Any]? = nil) {}

  /// The part `rect` of `image` as a Core Graphics image (the model's stand-in for `CGImage` is
  /// ``UIImage``, as ``UIImage/cgImage`` is) (Apple, "createCGImage(_:from:)",
  /// https://developer.apple.com/documentation/coreimage/cicontext/createcgimage(_:from:) ).
  public func createCGImage(_ image: CIImage, from rect: CGRect) -> UIImage? {
    guard rect.width > 0, rect.height > 0 else { return nil }
    var drawing = ImageDrawing(size: rect.size, pixelsPerPoint: image.drawing.pixelsPerPoint)
    for region in image.drawing.regions {
      var moved = region
      moved.rect = region.rect.offsetBy(dx: -rect.minX, dy: -rect.minY)
        .intersection(CGRect(origin: .zero, size: rect.size))
      if !moved.rect.isEmpty { drawing.regions.append(moved) }
    }
    return UIImage(drawing: drawing)
  }
}
