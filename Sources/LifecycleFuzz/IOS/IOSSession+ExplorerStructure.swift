import Foundation
import ShieldModel

extension IOSSession {
  /// Every window of every scene as the explorer must tell it apart: its level and visibility, then its layer tree
  /// (each layer's visibility, opacity and frame) and its view tree (each view's class, tag, visibility, alpha,
  /// frame and whether it takes touches), hidden ones included.
  ///
  /// The summary names only what is drawn on top: a cover the app added under a lock window, or a view hidden behind
  /// another, changes no summary but decides what shows once the top goes (a reviewer's `explore` merged
  /// "recordingStart · launch" into "launch · recordingStart", whose capture cover sat under the lock, and reported
  /// no leak at depth 3 where `replay` found one).
  static func structure(of device: Device) -> [String] {
    var lines: [String] = []
    for scene in device.windowScenes {
      lines.append("scene \(scene.identifier)")
      for window in scene.windows {
        lines.append("window \(window.windowLevel.rawValue) hidden=\(window.isHidden)")
        layers(window.hostLayer, depth: 0, into: &lines)
        views(window, depth: 0, into: &lines)
      }
    }
    return lines
  }

  private static func layers(_ layer: CALayer, depth: Int, into lines: inout [String]) {
    lines.append("L\(depth) \(layer.isHidden) \(layer.opacity) \(layer.frame)")
    for sublayer in layer.sublayers ?? [] { layers(sublayer, depth: depth + 1, into: &lines) }
  }

  private static func views(_ view: UIView, depth: Int, into lines: inout [String]) {
    lines.append(
      "V\(depth) \(type(of: view)) \(view.tag) \(view.isHidden) \(view.alpha) \(view.frame) \(view.isUserInteractionEnabled)"
    )
    for subview in view.subviews { views(subview, depth: depth + 1, into: &lines) }
  }
}
