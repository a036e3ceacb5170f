import ShieldModel

/// A timeline as text: one row per step, at most 100 columns, for `lifecycle-fuzz explain`. A cell wider than its
/// column, and a line wider than the table, continue on the lines below it: nothing is cut off.
public nonisolated enum TimelineText {
  /// Column widths: step, time, event, app, scenes, cover, captured; the verdict takes the rest.
  static let widths = [4, 5, 20, 12, 14, 5, 16]
  /// The widest line written, in characters.
  public static let maxWidth = 100

  /// The table for `timeline`, with a header naming the trace's strategy and profile and its
  /// comment lines (untrusted: control characters are replaced), each line at most 100
  /// characters; under each step's row the callbacks and notifications the app was delivered in it.
  public static func text(_ timeline: Timeline<IOSPlatform>, trace: Trace<IOSPlatform>? = nil) -> String {
    var lines: [String] = []
    let events = timeline.steps.count(where: { $0.event != nil })
    lines.append(
      "\(timeline.strategy) on \(timeline.profile.name), \(events) events"
        + (trace.map { "; expect \($0.expected)" } ?? ""))
    for comment in trace?.comments ?? [] { lines.append("# " + comment) }
    let labels = sceneLabels(timeline)
    let label = { (id: String) in labels.first { $0.scene == id }?.label ?? id }
    let several = labels.count > 1
    lines +=
      rows([
        "step", "t (s)", "event", "app", several ? labels.map(\.label).joined(separator: " ") : "scenes", "cover",
        "captured", "verdict",
      ])
    for step in timeline.steps {
      let st = step.state
      let covers = st.scenes.filter { $0.display.showsCover }.map { label($0.identifier) }
      var captured = step.captures.map {
        "\($0.kind.shortName) \(label($0.scene))\($0.frame.showsSensitiveContent ? "!" : "")"
      }
      if let touch = step.touch { captured.insert("touch→\(touch.target)", at: 0) }
      // Several scenes: one letter per scene, under its label in the header.
      let scenes =
        several
        ? labels.map { l in
          let state = st.scenes.first { $0.identifier == l.scene }?.activationState
          return Self.letter(state) + String(repeating: " ", count: l.label.count - 1)
        }.joined(separator: " ")
        : st.scenes.map { "\($0.identifier):\($0.activationState.shortName)" }.joined(separator: " ")
      lines +=
        rows([
          String(step.step), formatTime(st.time), step.eventText, appState(st), scenes,
          covers.isEmpty ? "-" : covers.joined(separator: ","),
          captured.isEmpty ? "-" : captured.joined(separator: ","),
          step.violation?.invariant.rawValue ?? "ok",
        ])
      lines += callbackLines(step.callbacks)
      if let v = step.violation { lines.append("      └ " + v.detail) }
    }
    lines.append("outcome: " + outcomeText(timeline.outcome))
    lines.append("app: fg/bg/susp, sw switcher, cc/nc Control/Notification Center, alert, rec, mir, kb keyboard,")
    lines.append("     q queued blocks, a animating layers; captured: kind scene, ! = shows sensitive content;")
    lines.append("     callbacks: what the model logged in the step, in order: UIKit callbacks, notifications")
    if several {
      let renamed = labels.filter { $0.label != $0.scene }.map { "\($0.label) = \($0.scene)" }
      lines.append(
        "scenes: a active, i inactive, b background, u unattached, . not connected"
          + (renamed.isEmpty ? "" : "; " + renamed.joined(separator: ", ")))
    }
    return lines.flatMap { TextWrapping.lines(Escape.terminal($0), width: maxWidth, indent: "        ") }
      .joined(separator: "\n") + "\n"
  }

  /// `      callbacks: a, b, c` for a step's callbacks (none when it delivered none).
  static func callbackLines(_ callbacks: [String]) -> [String] {
    callbacks.isEmpty
      ? [] : TextWrapping.list(callbacks, prefix: "      callbacks: ", width: maxWidth, indent: "        ")
  }

  /// Every scene the timeline shows, in order of first appearance, with a label of at most two
  /// characters: its identifier when that is short, else a free letter (`external` → `E`).
  static func sceneLabels(_ timeline: Timeline<IOSPlatform>) -> [(scene: String, label: String)] {
    var ids: [String] = []
    for step in timeline.steps {
      for id in step.state.scenes.map(\.identifier) + step.captures.map(\.scene) where !ids.contains(id) {
        ids.append(id)
      }
    }
    var out: [(scene: String, label: String)] = []
    for id in ids {
      let taken = out.map(\.label) + ids.filter { $0.count <= 2 }
      let candidates =
        [id.count <= 2 ? id : String(id.prefix(1)).uppercased()] + ["X", "Y", "Z"] + (1...99).map { "S\($0)" }
      out.append((id, candidates.first { !taken.contains($0) || $0 == id }!))
    }
    return out
  }

  /// One letter for a scene's state: `a`ctive, `i`nactive, `b`ackground, `u`nattached; `.` when
  /// the scene is not connected.
  static func letter(_ state: UIScene.ActivationState?) -> String {
    switch state {
    case .foregroundActive?: return "a"
    case .foregroundInactive?: return "i"
    case .background?: return "b"
    case .unattached?: return "u"
    case nil: return "."
    }
  }

  /// The outcome in words.
  public static func outcomeText(_ outcome: TraceOutcome<IOSPlatform>) -> String {
    switch outcome {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at step \(v.step): \(v.detail)"
    case .invalid(let step, let reason): return "run ended at step \(step): \(reason)"
    }
  }

  /// The app's state in a few short words: `fg sw rec q1 a2`.
  static func appState(_ st: DeviceSummary) -> String {
    var parts = [
      !st.isLaunched ? "off" : st.isCrashed ? "crashed" : st.isSuspended ? "susp" : st.isAppInForeground ? "fg" : "bg"
    ]
    switch st.overlay {
    case .appSwitcher: parts.append("sw")
    case .controlCenter: parts.append("cc")
    case .notificationCenter: parts.append("nc")
    case .systemAlert: parts.append("alert")
    case nil: break
    }
    if st.isRecording { parts.append("rec") }
    if st.isMirroring { parts.append("mir") }
    if st.isKeyboardUp { parts.append("kb") }
    if st.queuedBlocks + st.timers > 0 { parts.append("q\(st.queuedBlocks + st.timers)") }
    if st.animatingLayers > 0 { parts.append("a\(st.animatingLayers)") }
    return parts.joined(separator: " ")
  }

  /// `cells` as a row and, when a cell is wider than its column, continuation rows holding the rest of each wide
  /// cell under its column (the last cell takes what the 100 columns leave).
  static func rows(_ cells: [String]) -> [String] {
    let fixed = widths.reduce(0) { $0 + $1 + 1 }
    var pieces = cells.enumerated().map { i, cell in
      TextWrapping.pieces(cell, width: i < widths.count ? widths[i] : max(1, maxWidth - fixed))
    }
    let count = pieces.map(\.count).max() ?? 1
    guard count > 1 else { return [row(cells)] }
    for i in pieces.indices { pieces[i] += Array(repeating: "", count: count - pieces[i].count) }
    return (0..<count).map { line in
      let text = row(pieces.map { $0[line] })
      guard line > 0 else { return text }
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
  }

  static func row(_ cells: [String]) -> String {
    var out = ""
    for (i, cell) in cells.enumerated() {
      if i < widths.count {
        let c = clip(cell, widths[i])
        let padded =
          i <= 1
          ? String(repeating: " ", count: widths[i] - c.count) + c
          : c + String(repeating: " ", count: widths[i] - c.count)
        out += padded + " "
      } else {
        out += cell
      }
    }
    return out
  }

  /// `s` cut to `width` characters, ending in `…` when cut.
  static func clip(_ s: String, _ width: Int) -> String {
    s.count <= width ? s : String(s.prefix(width - 1)) + "…"
  }
}
