import ShieldModel

/// A leak's evidence as an SVG picture: the captured screen drawn as the user would see it (``ScreenPicture``: the
/// scene at its real size and orientation, each view at its frame with its identifier and kind, the sensitive ones
/// marked, covers, blurs, the keyboard, where the capture showed sensitive content), with a caption naming the
/// capture, the step and the leaking views; the captured frame's sample points as regions when the scene was gone.
/// XML-valid, text escaped.
public nonisolated enum EvidenceSVG {
  /// Size of one sample point, in SVG units.
  static let point = 14.0
  /// Width of the caption column, in SVG units.
  static let captionWidth = 330.0

  /// The picture as an `<svg>` element (with its namespace, so it also stands alone).
  public static func svg(_ e: LeakEvidence) -> String {
    if let picture = e.picture { return picture.svg }
    let w = Double(Frame.columns) * point
    let h = Double(Frame.rows) * point
    let n = TimelineSVG.n
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(w + captionWidth + 16))\" height=\"\(n(h + 8))\""
      + " viewBox=\"0 0 \(n(w + captionWidth + 16)) \(n(h + 8))\" font-family=\"sans-serif\">"
    out += "<title>\(Escape.html(caption(e).joined(separator: "; ")))</title><g transform=\"translate(4,4)\">"
    for (k, p) in e.frame.pixels.enumerated() {
      let x = Double(k % Frame.columns) * point
      let y = Double(k / Frame.columns) * point
      let stroke = p.contains(.sensitive) ? " stroke=\"#7f0000\" stroke-width=\"1.5\"" : ""
      out +=
        "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(point))\" height=\"\(n(point))\""
        + " fill=\"\(TimelineSVG.color(p))\"\(stroke)/>"
    }
    out +=
      "<rect x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"none\" stroke=\"#d62728\" stroke-width=\"2\"/>"
    for (i, line) in caption(e).enumerated() {
      out += TimelineSVG.text(line, x: w + 12, y: 14 + Double(i) * 16, size: 12, fill: i == 0 ? "#d62728" : "#222222")
    }
    let legend: [(String, Pixel)] = [
      ("sensitive", .sensitive), ("cover", .cover), ("blurred", .blurred), ("system", .system), ("app", .neutral),
    ]
    for (i, item) in legend.enumerated() {
      let y = h - Double(legend.count - i) * 16
      out +=
        "<rect x=\"\(n(w + 12))\" y=\"\(n(y - 9))\" width=\"10\" height=\"10\" fill=\"\(TimelineSVG.color(item.1))\"/>"
      out += TimelineSVG.text(item.0, x: w + 28, y: y, size: 11)
    }
    return out + "</g></svg>"
  }

  /// The caption lines: what leaked, when, and which views.
  public static func caption(_ e: LeakEvidence) -> [String] {
    [
      "\(e.kind.title) of scene \(e.scene) leaks",
      "at t=\(formatTime(e.time)) s, step \(e.step) (\(e.event))",
      "sensitive at \(e.frame.sensitivePointCount) of \(e.frame.pixels.count) points",
      "leaking: "
        + (e.leakingViews.isEmpty ? "no view named (the scene is gone)" : e.leakingViews.joined(separator: ", ")),
    ]
  }

  /// A standalone SVG file's text.
  public static func file(_ e: LeakEvidence) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(e) + "\n"
  }
}
