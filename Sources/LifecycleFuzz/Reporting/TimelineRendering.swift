/// The formats `explain` renders a timeline in.
public nonisolated enum TimelineFormat: String, Sendable, CaseIterable {
  /// A table of at most 100 columns.
  case text
  /// A Markdown table.
  case markdown
  /// A standalone HTML page.
  case html
}

/// A platform's timeline in the engine's own table, for platforms that render none of their own: per step the
/// event, the captures, the verdict and the session's checkpoint.
public nonisolated enum TimelineTable {
  /// `timeline` in `format`, with the trace's header and comments.
  public static func render<Host: Platform>(_ timeline: Timeline<Host>, trace: Trace<Host>, format: TimelineFormat)
    -> String
  {
    let title =
      "\(trace.strategy) on \(Host.name(of: trace.profile)), \(trace.events.count) events; expect \(trace.expected)"
    let rows = timeline.steps.map { step -> [String] in
      let captured = step.captureRecords.map { "\($0.kind)\($0.showsSensitiveContent ? "!" : "")" }
      return [
        String(step.step), step.eventText, captured.isEmpty ? "-" : captured.joined(separator: ","),
        step.violation?.invariant.rawValue ?? "ok", readableCheckpoint(step.shownState),
      ]
    }
    let outcome = "outcome: " + outcomeText(timeline.outcome)
    switch format {
    case .text:
      var lines = [title] + trace.comments.map { "# " + $0 }
      lines += wrappedRow(["step", "event", "captured", "verdict", "state"])
      for (r, step) in zip(rows, timeline.steps) {
        lines += wrappedRow(r)
        if !step.callbacks.isEmpty {
          lines += TextWrapping.list(step.callbacks, prefix: "      callbacks: ", width: 100, indent: "        ")
        }
        if let v = step.violation { lines.append("      └ " + v.detail) }
      }
      lines.append(outcome)
      lines.append("captured: kind, ! = shows sensitive content; state: the session's checkpoint (windows named by")
      lines.append("their activity's screen);")
      lines.append("callbacks: what the platform delivered to the app in the step, in order")
      // Wrapped, not cut: a wide cell continues under its column, a long line on the next.
      return lines.flatMap { TextWrapping.lines(Escape.terminal($0), width: 100, indent: "        ") }
        .joined(separator: "\n") + "\n"
    case .markdown:
      var out = ["**" + Escape.markdown(title) + "**"] + trace.comments.map { "\n> " + Escape.markdown($0) }
      out += ["", "| step | event | captured | verdict | state | callbacks |", "|---:|---|---|---|---|---|"]
      for (r, step) in zip(rows, timeline.steps) {
        let callbacks = step.callbacks.isEmpty ? "-" : step.callbacks.joined(separator: ", ")
        out.append("| " + (r + [callbacks]).map(Escape.markdown).joined(separator: " | ") + " |")
      }
      out += ["", Escape.markdown(outcome)]
      return out.joined(separator: "\n") + "\n"
    case .html:
      var out =
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>\(Escape.html(title))</title></head><body>\n"
      out += "<h1>\(Escape.html(title))</h1>\n<pre>\(Escape.html(trace.readableText))</pre>\n<table>\n"
      // The callbacks as the text and Markdown forms show them (the HTML left them out).
      out += "<tr><th>step</th><th>event</th><th>captured</th><th>verdict</th><th>state</th><th>callbacks</th></tr>\n"
      for (r, step) in zip(rows, timeline.steps) {
        let callbacks = step.callbacks.isEmpty ? "-" : step.callbacks.joined(separator: ", ")
        out += "<tr>" + (r + [callbacks]).map { "<td>\(Escape.html($0))</td>" }.joined() + "</tr>\n"
      }
      out += "</table>\n<p>\(Escape.html(outcome))</p>\n</body></html>\n"
      return out
    }
  }

  /// The outcome in words.
  public static func outcomeText<Host: Platform>(_ outcome: TraceOutcome<Host>) -> String {
    switch outcome {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at step \(v.step): \(v.detail)"
    case .invalid(let step, let reason): return "run ended at step \(step): \(reason)"
    }
  }

  private static let widths = [4, 26, 22, 15]

  /// `cells` as a row and, when a cell is wider than its column, continuation rows holding the rest of each wide
  /// cell under its column (the state takes what the 100 columns leave).
  private static func wrappedRow(_ cells: [String]) -> [String] {
    let fixed = widths.reduce(0) { $0 + $1 + 1 }
    var pieces = cells.enumerated().map { i, cell in
      TextWrapping.pieces(cell, width: i < widths.count ? widths[i] : max(1, 100 - fixed))
    }
    let count = pieces.map(\.count).max() ?? 1
    guard count > 1 else { return [row(cells)] }
    for i in pieces.indices { pieces[i] += Array(repeating: "", count: count - pieces[i].count) }
    return (0..<count).map { line in
      let text = row(pieces.map { $0[line] })
      return line == 0 ? text : String(text.reversed().drop { $0 == " " }.reversed())
    }
  }

  private static func row(_ cells: [String]) -> String {
    var out = ""
    for (i, cell) in cells.enumerated() {
      guard i < widths.count else {
        out += cell
        continue
      }
      let c = clip(cell, widths[i])
      out +=
        (i == 0
          ? String(repeating: " ", count: widths[i] - c.count) + c
          : c + String(repeating: " ", count: widths[i] - c.count)) + " "
    }
    return out
  }

  private static func clip(_ s: String, _ width: Int) -> String {
    s.count <= width ? s : String(s.prefix(width - 1)) + "…"
  }
}

nonisolated extension TimelineTable {
  /// `timeline` as an HTML table (step, event, captured, verdict, state).
  public static func htmlTable<Host: Platform>(_ timeline: Timeline<Host>) -> String {
    var out = "<table>\n<tr><th>step</th><th>event</th><th>captured</th><th>verdict</th><th>state</th></tr>\n"
    for step in timeline.steps {
      let captured = step.captureRecords.map { "\($0.kind)\($0.showsSensitiveContent ? "!" : "")" }
      let cells = [
        String(step.step), step.eventText, captured.isEmpty ? "-" : captured.joined(separator: ","),
        step.violation.map { "\($0.invariant.rawValue): \($0.detail)" } ?? "ok", readableCheckpoint(step.shownState),
      ]
      out += "<tr>" + cells.map { "<td>\(Escape.html($0))</td>" }.joined() + "</tr>\n"
    }
    return out + "</table>\n"
  }

  /// `timeline` as JSON: per step the event, time, checkpoint, captures and violation.
  public static func json<Host: Platform>(_ timeline: Timeline<Host>) -> JSONValue {
    .array(
      timeline.steps.map { s in
        .object([
          "step": .int(s.step), "event": .string(s.eventText), "time": .double(s.time),
          "state": .string(s.checkpoint),
          "captures": .array(
            s.captureRecords.map { c in
              .object([
                "kind": .string(c.kind), "scene": .string(c.scene), "time": .double(c.time),
                "sensitive": .bool(c.showsSensitiveContent),
              ])
            }),
          "violation": s.violation.map {
            .object(["invariant": .string($0.invariant.rawValue), "detail": .string($0.detail)])
          } ?? .null,
        ])
      })
  }
}
