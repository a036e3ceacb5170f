import ShieldModel

/// A timeline as a Markdown table, every string from the trace escaped; the last column lists the callbacks and
/// notifications UIKit delivered to the app in each step.
public nonisolated enum TimelineMarkdown {
  /// The table, preceded by the trace's strategy, profile and comments.
  public static func text(_ timeline: Timeline<IOSPlatform>, trace: Trace<IOSPlatform>) -> String {
    var out: [String] = []
    out.append(
      "**\(Escape.markdown(trace.strategy))** on \(Escape.markdown(trace.profile.name)); expect \(Escape.markdown(trace.expected.description))"
    )
    for c in trace.comments {
      out.append("")
      out.append("> " + Escape.markdown(c))
    }
    out.append("")
    out.append("| step | t (s) | event | app | scenes | cover | captured | verdict | callbacks |")
    out.append("|---:|---:|---|---|---|---|---|---|---|")
    for s in timeline.steps {
      let st = s.state
      let covers = st.scenes.filter { $0.display.showsCover }.map(\.identifier)
      var captured = s.captures.map {
        "\($0.kind.shortName) \($0.scene)\($0.frame.showsSensitiveContent ? " (sensitive)" : "")"
      }
      if let t = s.touch { captured.insert("touch → \(t.target)", at: 0) }
      let cells: [String] = [
        String(s.step), formatTime(st.time), s.eventText, TimelineText.appState(st),
        st.scenes.map { "\($0.identifier): \($0.activationState.shortName)" }.joined(separator: ", "),
        covers.isEmpty ? "-" : covers.joined(separator: ", "),
        captured.isEmpty ? "-" : captured.joined(separator: ", "),
        s.violation.map { "\($0.invariant.rawValue): \($0.detail)" } ?? "ok",
        s.callbacks.isEmpty ? "-" : s.callbacks.joined(separator: ", "),
      ]
      out.append("| " + cells.map(Escape.markdown).joined(separator: " | ") + " |")
    }
    out.append("")
    out.append("Outcome: " + Escape.markdown(TimelineText.outcomeText(timeline.outcome)))
    return out.joined(separator: "\n") + "\n"
  }
}
