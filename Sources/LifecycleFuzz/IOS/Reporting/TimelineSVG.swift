import ShieldModel

/// A timeline drawn as an SVG picture: one column per step, lanes for each scene's state and
/// screen, cover visibility, system UI, captures and snapshots (drawn as 8x20 pictures), touches,
/// main-queue work, animations and the verdict. Markup is XML-valid; text is escaped.
nonisolated enum TimelineSVG {
  /// Wide enough for three captures side by side and an invariant's whole name in the verdict lane.
  static let column = 124.0
  static let labelWidth = 118.0
  /// Tall enough for a slanted event name of 25 characters.
  static let header = 104.0
  /// Size of one sample point of a frame picture, in SVG units: a capture is 36 by 90 units (47 by 117 pixels as
  /// drawn), large enough to read which rows leak.
  static let point = 4.5

  /// Fill color for a sample point.
  static func color(_ p: Pixel) -> String {
    if p.contains(.sensitive) { return "#d62728" }
    if p.contains(.cover) { return "#1f77b4" }
    if p.contains(.blurred) { return "#9467bd" }
    if p.contains(.system) { return "#555555" }
    if p.contains(.neutral) { return "#c7c7c7" }
    return "#ffffff"
  }

  static func stateColor(_ s: UIScene.ActivationState) -> String {
    switch s {
    case .foregroundActive: return "#2ca02c"
    case .foregroundInactive: return "#ff9f1c"
    case .background: return "#8c8c8c"
    case .unattached: return "#dddddd"
    }
  }

  static func n(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(format: "%.1f", d) }

  /// A frame as a small picture at (`x`, `y`), rows run-length encoded, with a border (red when
  /// it shows sensitive content).
  static func picture(_ frame: Frame, x: Double, y: Double, title: String) -> String {
    var out = "<g transform=\"translate(\(n(x)),\(n(y)))\"><title>\(Escape.html(title))</title>"
    for r in 0..<Frame.rows {
      var c = 0
      while c < Frame.columns {
        let fill = color(frame.pixels[r * Frame.columns + c])
        var end = c + 1
        while end < Frame.columns, color(frame.pixels[r * Frame.columns + end]) == fill { end += 1 }
        out +=
          "<rect x=\"\(n(Double(c) * point))\" y=\"\(n(Double(r) * point))\" width=\"\(n(Double(end - c) * point))\" height=\"\(n(point))\" fill=\"\(fill)\"/>"
        c = end
      }
    }
    let stroke = frame.showsSensitiveContent ? "#d62728" : "#333333"
    out +=
      "<rect x=\"-0.5\" y=\"-0.5\" width=\"\(n(Double(Frame.columns) * point + 1))\" height=\"\(n(Double(Frame.rows) * point + 1))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1\"/></g>"
    return out
  }

  static func text(
    _ s: String, x: Double, y: Double, size: Double = 9, anchor: String = "start", fill: String = "#222222",
    extra: String = ""
  ) -> String {
    "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\"\(extra)>\(Escape.html(s))</text>"
  }

  /// The SVG element for `timeline`.
  static func svg(_ timeline: Timeline<IOSPlatform>) -> String {
    let steps = timeline.steps
    var sceneIDs: [String] = []
    for s in steps {
      for sc in s.state.scenes where !sceneIDs.contains(sc.identifier) { sceneIDs.append(sc.identifier) }
    }
    let frameH = Double(Frame.rows) * point
    // (label, height, body for column i at x, y)
    var lanes: [(String, Double, (Int, Double, Double) -> String)] = []
    for id in sceneIDs {
      lanes.append(
        (
          "scene \(id) state", 18,
          { i, x, y in
            guard let sc = steps[i].state.scenes.first(where: { $0.identifier == id }) else { return "" }
            return
              "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 2))\" width=\"\(n(column - 2))\" height=\"14\" fill=\"\(stateColor(sc.activationState))\"><title>\(Escape.html("scene \(id): \(sc.activationState)"))</title></rect>"
              + text(sc.activationState.shortName, x: x + column / 2, y: y + 12.5, anchor: "middle", fill: "#ffffff")
          }
        ))
      lanes.append(
        (
          "scene \(id) screen", frameH + 6,
          { i, x, y in
            guard let sc = steps[i].state.scenes.first(where: { $0.identifier == id }) else { return "" }
            return picture(
              sc.display, x: x + (column - Double(Frame.columns) * point) / 2, y: y + 3,
              title: "scene \(id) on screen after step \(steps[i].step)")
          }
        ))
      lanes.append(
        (
          "scene \(id) cover", 12,
          { i, x, y in
            guard let sc = steps[i].state.scenes.first(where: { $0.identifier == id }), sc.display.showsCover else {
              return ""
            }
            return
              "<rect x=\"\(n(x))\" y=\"\(n(y + 3))\" width=\"\(n(column))\" height=\"6\" fill=\"#1f77b4\"><title>cover visible on scene \(Escape.html(id))</title></rect>"
          }
        ))
    }
    lanes.append(
      (
        "system UI", 18,
        { i, x, y in
          let st = steps[i].state
          var parts: [String] = []
          if let o = st.overlay { parts.append(DeviceSummary.name(o)) }
          if !st.isAppInForeground && st.isLaunched { parts.append("home") }
          if st.isRecording { parts.append("rec") }
          if st.isMirroring { parts.append("mirror") }
          if st.isKeyboardUp { parts.append("kb") }
          guard !parts.isEmpty else { return "" }
          let label = parts.joined(separator: " ")
          return
            "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 2))\" width=\"\(n(column - 2))\" height=\"14\" fill=\"#eeeeee\"><title>\(Escape.html(label))</title></rect>"
            + text(TimelineText.clip(label, 26), x: x + 3, y: y + 12, size: 8)
        }
      ))
    lanes.append(
      (
        "captures", frameH + 16,
        { i, x, y in
          var out = ""
          for (k, c) in steps[i].captures.prefix(3).enumerated() {
            let cx = x + 3 + Double(k) * (Double(Frame.columns) * point + 3)
            out += picture(
              c.frame, x: cx, y: y + 3,
              title:
                "\(c.kind.rawValue) of scene \(c.scene) at t=\(formatTime(c.time)) s\(c.frame.showsSensitiveContent ? ": sensitive content at \(c.frame.sensitivePointCount) points" : "")"
            )
            out += text(
              String(c.kind.shortName.prefix(4)), x: cx + Double(Frame.columns) * point / 2, y: y + frameH + 13,
              size: 7, anchor: "middle")
          }
          if steps[i].captures.count > 3 {
            out += text("+\(steps[i].captures.count - 3)", x: x + column - 2, y: y + 10, size: 7, anchor: "end")
          }
          return out
        }
      ))
    lanes.append(
      (
        "touches", 16,
        { i, x, y in
          guard let t = steps[i].touch else { return "" }
          return "<g><title>\(Escape.html("touch on scene \(t.scene) reached \(t.target)"))</title>"
            + text("→" + TimelineText.clip(t.target, 20), x: x + 2, y: y + 11, size: 8) + "</g>"
        }
      ))
    lanes.append(
      (
        "main queue", 16,
        { i, x, y in
          let st = steps[i].state
          let work = st.queuedBlocks + st.timers
          guard work > 0 else { return "" }
          return
            "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 3))\" width=\"\(n(min(column - 2, Double(work) * 8)))\" height=\"10\" fill=\"#bcbd22\"><title>\(st.queuedBlocks) queued block(s), \(st.timers) timer(s)</title></rect>"
        }
      ))
    lanes.append(
      (
        "animations", 16,
        { i, x, y in
          let a = steps[i].state.animatingLayers
          guard a > 0 else { return "" }
          return
            "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 3))\" width=\"\(n(min(column - 2, Double(a) * 8)))\" height=\"10\" fill=\"#17becf\"><title>\(a) layer(s) animating</title></rect>"
        }
      ))
    lanes.append(
      (
        "verdict", 18,
        { i, x, y in
          guard let v = steps[i].violation else {
            return text("ok", x: x + column / 2, y: y + 12, size: 8, anchor: "middle", fill: "#2ca02c")
          }
          return
            "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 2))\" width=\"\(n(column - 2))\" height=\"14\" fill=\"#d62728\"><title>\(Escape.html(v.detail))</title></rect>"
            + text(
              TimelineText.clip(v.invariant.rawValue, 22), x: x + column / 2, y: y + 12, size: 8, anchor: "middle",
              fill: "#ffffff")
        }
      ))

    let width = labelWidth + Double(steps.count) * column
    let height = header + lanes.reduce(0) { $0 + $1.1 } + 4
    // Drawn at 1.3 times its coordinates so 8-unit text and 2.5-unit points stay legible.
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * 1.3))\" height=\"\(n(height * 1.3))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" shape-rendering=\"crispEdges\">"
    // Header: step, time and the event, slanted so long names fit.
    for (i, s) in steps.enumerated() {
      let x = labelWidth + Double(i) * column
      if i % 2 == 0 {
        out += "<rect x=\"\(n(x))\" y=\"0\" width=\"\(n(column))\" height=\"\(n(height))\" fill=\"#f6f8fa\"/>"
      }
      out += text("\(s.step) t=\(formatTime(s.state.time))", x: x + 3, y: header - 4, size: 8, fill: "#666666")
      out += text(
        s.eventText, x: x + 6, y: header - 16, size: 9,
        extra: " transform=\"rotate(-30 \(n(x + 6)) \(n(header - 16)))\"")
    }
    var y = header
    for (label, h, body) in lanes {
      out += "<line x1=\"0\" y1=\"\(n(y))\" x2=\"\(n(width))\" y2=\"\(n(y))\" stroke=\"#dddddd\"/>"
      out += text(label, x: 4, y: y + min(h, 18) / 2 + 4, size: 9, fill: "#444444")
      for i in steps.indices { out += body(i, labelWidth + Double(i) * column, y) }
      y += h
    }
    return out + "</svg>"
  }
}
