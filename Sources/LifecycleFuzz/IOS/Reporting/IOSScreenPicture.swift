import Foundation
import ShieldModel

/// iOS's ``ScreenPicture`` of a scene when a capture was taken: its bounds (landscape when rotated), every visible
/// layer that draws (as the renderer walks them: windows in order, sublayers in scene coordinates, model values)
/// named after its view's accessibility identifier and class, the keyboard and the call banner where the renderer
/// puts them, and the capture's sensitive sample points as the leaked rectangles.
enum IOSScreenPicture {
  /// The picture of `scene` on `device` for `capture` (the frame it took), with `caption`.
  @MainActor static func picture(of scene: UIWindowScene, on device: Device, capture: Capture, caption: [String])
    -> ScreenPicture
  {
    let bounds = scene.bounds
    var picture = ScreenPicture(width: Double(bounds.width), height: Double(bounds.height))
    picture.caption = caption
    for window in scene.windows where !window.isHidden {
      collect(window.hostLayer, origin: .zero, opacity: 1, into: &picture.elements)
    }
    if let field = device.keyboard.firstResponder, field.window?.windowScene === scene {
      // As the renderer draws it: the system keyboard's model height at the bottom of the scene.
      let landscape = bounds.width > bounds.height
      let height: Double = device.profile.device == .iPhone ? (landscape ? 209 : 336) : 398
      picture.elements.append(
        ScreenPicture.Element(
          x: 0, y: Double(bounds.height) - height, width: Double(bounds.width), height: height, kind: .keyboard,
          name: "keyboard", detail: "for '\(field.accessibilityIdentifier ?? "a text field")'"))
    }
    if device.isCallBannerShown, scene.isInteractive {
      picture.elements.append(
        ScreenPicture.Element(
          x: 0, y: 0, width: Double(bounds.width), height: 70, kind: .system, name: "call banner", detail: "system UI"))
    }
    picture.leaked = leakedRegions(capture.frame, bounds: bounds)
    return picture
  }

  /// The visible layers under `layer` that draw something, bottom to top.
  @MainActor private static func collect(
    _ layer: CALayer, origin: CGPoint, opacity: Double, into elements: inout [ScreenPicture.Element]
  ) {
    guard !layer.isHidden else { return }
    let op = opacity * Double(layer.opacity)
    guard op > 0.0005 else { return }
    let rect = layer.frame.offsetBy(dx: origin.x, dy: origin.y)
    let fill = max(Double(layer.backgroundColor?.alpha ?? 0), layer.contents == nil ? 0 : 1)
    let blur = layer.backdropBlurRadius
    if fill > 0 || blur > 0, rect.width > 0, rect.height > 0 {
      let view = layer.owningView
      let kind: ScreenPicture.Kind
      if blur > 0 {
        kind = .blur
      } else {
        switch layer.contentRole {
        case .appSensitive, .systemSensitive: kind = .sensitive
        case .appNeutral: kind = .app
        case .system: kind = .system
        case .unclassified: kind = .cover
        }
      }
      elements.append(
        ScreenPicture.Element(
          x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height),
          kind: kind, name: view?.accessibilityIdentifier ?? (kind == .cover ? "cover" : nil),
          detail: view.map(describe) ?? (blur > 0 ? "blur radius \(Int(Double(blur)))" : nil)))
    }
    for sub in layer.sublayerStorage { collect(sub, origin: rect.origin, opacity: op, into: &elements) }
  }

  /// What a view is: its class, and for a label or a text field its text (`UILabel "$ 12,480.17"`).
  @MainActor private static func describe(_ view: UIView) -> String {
    let type = String(describing: Swift.type(of: view))
    if let label = view as? UILabel, let text = label.text, !text.isEmpty { return "\(type) \"\(text)\"" }
    if let field = view as? UITextField {
      if field.isSecureTextEntry { return "\(type) (secure entry)" }
      if let text = field.text, !text.isEmpty { return "\(type) \"\(text)\"" }
    }
    return type
  }

  /// The capture's sensitive sample points as rectangles of the scene (one per run of sensitive cells in a row,
  /// merged down columns), each a cell of the 8 by 20 sampling grid.
  static func leakedRegions(_ frame: Frame, bounds: CGRect) -> [ScreenPicture.Element] {
    let cw = Double(bounds.width) / Double(Frame.columns)
    let ch = Double(bounds.height) / Double(Frame.rows)
    var runs: [(c0: Int, c1: Int, r0: Int, r1: Int)] = []
    for r in 0..<Frame.rows {
      var c = 0
      while c < Frame.columns {
        guard frame.pixels[r * Frame.columns + c].contains(.sensitive) else {
          c += 1
          continue
        }
        var end = c
        while end + 1 < Frame.columns, frame.pixels[r * Frame.columns + end + 1].contains(.sensitive) { end += 1 }
        // The same columns as the run just above extend it downwards.
        if let i = runs.lastIndex(where: { $0.c0 == c && $0.c1 == end && $0.r1 == r - 1 }) {
          runs[i].r1 = r
        } else {
          runs.append((c, end, r, r))
        }
        c = end + 1
      }
    }
    return runs.map { run in
      ScreenPicture.Element(
        x: Double(run.c0) * cw, y: Double(run.r0) * ch, width: Double(run.c1 - run.c0 + 1) * cw,
        height: Double(run.r1 - run.r0 + 1) * ch, kind: .sensitive, name: "the capture shows sensitive content here")
    }
  }
}
