import ShieldModel

extension StrandedCoverCheck {
  /// What a stranded cover is, for the finding's detail (and so for `explain` and the reports): the top-most drawing
  /// of a cover or a blur (an unclassified layer with a fill, or a backdrop blur) over a cover or blurred point of
  /// `frame`, widened to the outermost view above it that still draws so (the cover, not a label on it), named by its
  /// view (type, `accessibilityIdentifier`, `tag` when not 0), its window (index in the scene,
  /// type, level as `normal`, `statusBar` or `alert` plus an offset) and the strategy whose code added it (the app's
  /// own screens draw only classified content): `strategy`, its name, else its type; `nil` when no layer holds such a point (the renderer's
  /// presentation values put it there: an animation in flight).
  ///
  /// The walk follows the renderer's order (windows in the scene's order, sublayers in drawing order, model values),
  /// so the last drawing found is the top-most one.
  @MainActor static func strandedDrawing(
    in scene: UIWindowScene, frame: Frame, device: Device, strategy: String? = nil
  ) -> String? {
    let bounds = scene.bounds
    guard bounds.width > 0, bounds.height > 0 else { return nil }
    var points: [CGPoint] = []
    for (k, p) in frame.pixels.enumerated() where p.contains(.cover) || p.contains(.blurred) {
      points.append(
        CGPoint(
          x: (Double(k % Frame.columns) + 0.5) * Double(bounds.width) / Double(Frame.columns),
          y: (Double(k / Frame.columns) + 0.5) * Double(bounds.height) / Double(Frame.rows)))
    }
    var top: (layer: CALayer, window: UIWindow, index: Int)?
    func walk(_ layer: CALayer, origin: CGPoint, opacity: Double, window: UIWindow, index: Int) {
      let a = layer.appearance
      guard !a.isHidden else { return }
      let op = opacity * Double(a.opacity)
      guard op > 0.0005 else { return }
      let rect = a.frame.offsetBy(dx: origin.x, dy: origin.y)
      if drawsCover(layer), points.contains(where: { rect.contains($0) }) { top = (layer, window, index) }
      for sub in layer.hasZPositionedSublayers ? layer.sublayersInDrawingOrder : layer.sublayerStorage {
        walk(sub, origin: rect.origin, opacity: op, window: window, index: index)
      }
    }
    for (i, window) in scene.windows.enumerated() where !window.isHidden && !window.awaitsFirstFrame {
      walk(window.hostLayer, origin: .zero, opacity: 1, window: window, index: i)
    }
    guard let top else { return nil }
    var view = "a layer"
    if var v = top.layer.owningView {
      // The cover itself, not a label on it: the outermost view that still draws cover content (a lock screen's
      // background, not its Unlock button).
      while let parent = v.superview, !(parent is UIWindow), Self.drawsCover(parent.layer) { v = parent }
      view = "view \(type(of: v))"
      if let id = v.accessibilityIdentifier { view += " '\(id)'" }
      if v.tag != 0 { view += " tag \(v.tag)" }
    }
    let owner = (strategy ?? device.strategy.map { "\(type(of: $0))" }).map { " (added by \($0))" } ?? ""
    return
      "\(view) in window \(top.index) (\(type(of: top.window)), level \(levelName(top.window.windowLevel)))\(owner)"
  }

  /// Whether `layer` draws what the renderer counts as cover content: an unclassified fill, or a backdrop blur.
  @MainActor private static func drawsCover(_ layer: CALayer) -> Bool {
    let a = layer.appearance
    return !a.isHidden && a.opacity > 0 && ((a.contentRole == .unclassified && a.fill > 0) || a.backdropBlurRadius > 0)
  }

  /// `normal`, `statusBar`, `alert`, or the nearest of them below with the offset (`alert+1`), else the raw value.
  nonisolated static func levelName(_ level: UIWindow.Level) -> String {
    let named: [(String, UIWindow.Level)] = [("alert", .alert), ("statusBar", .statusBar), ("normal", .normal)]
    guard let (name, base) = named.first(where: { $0.1 <= level }) else { return formatNumber(level.rawValue) }
    let offset = level.rawValue - base.rawValue
    return offset == 0 ? name : "\(name)+\(formatNumber(offset))"
  }

  /// A level's number without a needless fraction (`1`, `0.5`).
  nonisolated private static func formatNumber(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
  }
}
