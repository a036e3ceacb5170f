/// What an image drawn from views shows (model-only): the regions the views drew, in the image's
/// own points, each with its opacity, content role and blur, so that an image of sensitive
/// content is sensitive content wherever it is shown (a blur-snapshot cover made from the app's
/// screen shows that screen, as the image does on iOS).
nonisolated public struct ImageDrawing: Equatable, Sendable {
  /// One drawn region, in the image's points.
  nonisolated package struct Region: Equatable, Sendable {
    package var rect: CGRect
    package var alpha: Double
    package var role: ContentRole
    package var blur: CGFloat
  }

  /// The image's size in points (its context's size).
  public let size: CGSize
  /// Back to front.
  package var regions: [Region] = []
  /// The bitmap's pixels per point of ``size`` (its context's scale: a renderer's format's
  /// `scale`, the main screen's by default; 1 for `UIGraphicsBeginImageContext`). The drawing
  /// keeps points; a filter that works in pixels, as a Core Image blur does, divides by it.
  package var pixelsPerPoint: CGFloat = 1

  package init(size: CGSize, pixelsPerPoint: CGFloat = 1) {
    self.size = size
    self.pixelsPerPoint = pixelsPerPoint
  }

  /// Whether any region shows the app's sensitive content.
  public var showsSensitiveContent: Bool { regions.contains { $0.role.isSensitive && $0.alpha > 0 } }

  /// Appends what `layer`'s subtree shows on the display, mapped from its bounds onto `rect` of
  /// the image (points). A layer outside a device draws nothing.
  @MainActor package mutating func draw(_ layer: CALayer, in rect: CGRect) {
    guard let device = Device.current, layer.bounds.width > 0, layer.bounds.height > 0 else { return }
    let sx = rect.width / layer.bounds.width
    let sy = rect.height / layer.bounds.height
    for p in Renderer(device: device, purpose: .display).primitives(drawing: layer) {
      let r = CGRect(
        x: rect.minX + p.rect.minX * sx, y: rect.minY + p.rect.minY * sy, width: p.rect.width * sx,
        height: p.rect.height * sy)
      regions.append(Region(rect: r, alpha: p.alpha, role: p.role.scaled(by: min(sx, sy)), blur: p.blur * min(sx, sy)))
    }
  }

  /// Fills `rect` with a color of opacity `alpha` (code drawing into the context: a cover's own
  /// drawing, unclassified).
  package mutating func fill(_ rect: CGRect, alpha: Double) {
    regions.append(Region(rect: rect, alpha: alpha, role: .unclassified, blur: 0))
  }

  /// Appends the regions scaled from the image's size onto `rect` (the layer showing it, in
  /// render coordinates), clipped to `clip`, their opacity multiplied by `opacity`.
  func append(to prims: inout [Renderer.Primitive], in rect: CGRect, clip: CGRect, opacity: Double) {
    guard size.width > 0, size.height > 0 else { return }
    let sx = rect.width / size.width
    let sy = rect.height / size.height
    for region in regions {
      let r = CGRect(
        x: rect.minX + region.rect.minX * sx, y: rect.minY + region.rect.minY * sy,
        width: region.rect.width * sx, height: region.rect.height * sy
      ).intersection(clip)
      guard !r.isEmpty else { continue }
      prims.append(
        Renderer.Primitive(
          rect: r, alpha: region.alpha * opacity, role: region.role.scaled(by: min(sx, sy)),
          blur: region.blur * min(sx, sy)))
    }
  }
}

extension ContentRole {
  /// The same content drawn at `scale`: text shrinks or grows with it, which decides how much
  /// blur hides it (``BlurLegibility``).
  nonisolated func scaled(by scale: CGFloat) -> ContentRole {
    guard scale != 1 else { return self }
    switch self {
    case .appSensitive(let h): return .appSensitive(textHeight: h * scale)
    case .systemSensitive(let h): return .systemSensitive(textHeight: h * scale)
    default: return self
    }
  }
}
