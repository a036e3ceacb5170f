import CoverStrategies
import Foundation
import ShieldModel

extension LeakEvidence {
  /// Why a secure text field does not hide leaking views: the views of `views` (named as
  /// ``sensitiveViews(in:frame:device:)`` names them) drawn under a field whose `isSecureTextEntry` is on but
  /// outside that field's secure canvas, one line per place: the field layer's sublayer they are in and
  /// the one that is the canvas on `version` (the first sublayer up to iOS 16, the last from iOS 17; see
  /// ``UITextField``). Empty when no leaking view is under a secure field.
  @MainActor static func canvasNotes(in scene: UIWindowScene, views: [String], version: OSVersion) -> [String] {
    // (the field layer's sublayer the views are in, its sublayer count, the canvas's index): the views there.
    var places: [(place: (via: Int, count: Int, canvas: Int?), names: [String])] = []
    func walk(_ layer: CALayer, path: String, under field: (field: UITextField, via: Int)?) {
      guard !layer.isHidden else { return }
      // Inside a secure field's canvas the field hides what is drawn: nothing there leaks for the canvas's place.
      if layer.secureCanvasOwner?.isSecureTextEntry == true { return }
      let name = layer.owningView?.accessibilityIdentifier ?? path
      if let field, layer.contentRole.isSensitive, views.contains(name),
        !places.contains(where: { $0.names.contains(name) })
      {
        let sublayers = field.field.layer.sublayerStorage
        let place = (field.via, sublayers.count, sublayers.firstIndex { $0.secureCanvasOwner === field.field })
        if let k = places.firstIndex(where: { $0.place == place }) {
          places[k].names.append(name)
        } else {
          places.append((place, [name]))
        }
      }
      if let owner = layer.owningView as? UITextField, owner.layer === layer, owner.isSecureTextEntry {
        for (i, sub) in layer.sublayerStorage.enumerated() { walk(sub, path: "\(path).\(i)", under: (owner, i)) }
      } else {
        for (i, sub) in layer.sublayerStorage.enumerated() { walk(sub, path: "\(path).\(i)", under: field) }
      }
    }
    for (i, window) in scene.windows.enumerated() where !window.isHidden {
      walk(window.hostLayer, path: "window \(i) layer 0", under: nil)
    }
    return places.map { entry in
      // In the leak line's order (top-most first).
      let names = views.filter { entry.names.contains($0) }.map { "'\($0)'" }.joined(separator: ", ")
      let canvas =
        entry.place.canvas.map { "its secure canvas on iOS \(version) is sublayer \($0)" } ?? "it has no secure canvas"
      return "\(names) drawn under a secure text field's layer but outside its canvas: in the field layer's sublayer "
        + "\(entry.place.via) of \(entry.place.count), and \(canvas)"
    }
  }
}
