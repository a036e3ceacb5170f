/// Every invariant a trace breaks, not only the first: a run reports the first violation of its trace, so a fault at
/// `launch` masks whatever else the trace breaks later (`--skip-invariant` was the only way to see it). Each
/// invariant is checked alone over the whole replay (the others left out, as `--invariant` does), so the replay goes
/// on past every other invariant's failure; a failure that ends the run (a crash: no later event can happen) ends
/// every check there, and the report says so.
///
/// Replay-only and deterministic (invariants in the platform's report order, then steps): one replay per invariant,
/// plus ``FlagDependence`` for each broken one, so only `explain` asks for it.
public enum BrokenInvariants {
  /// One broken invariant: where it first breaks and what that verdict rests on.
  public nonisolated struct Entry: Hashable, Sendable {
    /// The invariant's name (`snapshot-leak`).
    public let invariant: String
    /// The step at which it first breaks (the event count for the settling after the last event).
    public let step: Int
    /// That step's event as a trace writes it, or `settle`.
    public let event: String
    /// What was seen, in one line.
    public let detail: String
    /// The open questions this invariant's verdict rests on, checked alone.
    public let dependences: [FlagDependence.Dependence]

    /// `step 2 (goHome): snapshot-leak`.
    public var title: String { "step \(step) (\(event)): \(invariant)" }
  }

  /// Every invariant a trace breaks, and where its replay had to end.
  public nonisolated struct Report: Hashable, Sendable {
    /// The broken invariants, by step, then in the platform's report order.
    public let entries: [Entry]
    /// The step whose event could not happen, with its event and why (the app crashed), or `nil` when the replay
    /// reached the settling after the last event: no invariant is checked after it.
    public let end: End?
    /// What the trace's outcome rests on, said above the section (`explain`): an entry that rests on the same
    /// questions says `depends on: as above` rather than saying it twice; `nil`: each entry says its own.
    public var above: [FlagDependence.Dependence]?
    /// The trace's profile as files write it: which answers the profile gave (``FlagDependence/explained(_:profileName:)``).
    public var profileName = ""
  }

  /// Where a replay had to stop before its last event.
  public nonisolated struct End: Hashable, Sendable {
    /// The step whose event could not happen.
    public let step: Int
    /// That event as a trace writes it.
    public let event: String
    /// Why it could not (`the app has crashed`).
    public let reason: String

    /// `the replay ends at step 3 (goHome), which cannot happen: the app has crashed; no later step is checked`.
    public var text: String {
      "the replay ends at step \(step) (\(event)), which cannot happen: \(reason); no later step is checked"
    }
  }

  /// Every invariant `trace` breaks for `strategy` (on its profile and app), each checked alone.
  @MainActor public static func find<Host: Platform>(_ trace: Trace<Host>, strategy: Host.Strategy) -> Report {
    let app = trace.app(for: strategy)
    let text = { (step: Int) in
      step < trace.events.count ? Host.vocabulary.text(of: trace.events[step]) : "settle"
    }
    var entries: [Entry] = []
    for invariant in Host.Invariant.allCases {
      var runner = TraceRunner<Host>(strategy: strategy, profile: trace.profile, app: app)
      runner.invariants = InvariantSelection(only: [invariant])
      guard case .violated(let v) = runner.run(trace.events) else { continue }
      entries.append(
        Entry(
          invariant: invariant.rawValue, step: v.step, event: text(v.step), detail: v.detail,
          dependences: FlagDependence.dependences(trace.events, runner: runner)))
    }
    // Stable: equal steps keep the report order.
    entries = entries.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }
      .map(\.element)
    // The same events with nothing checked: an event that cannot happen ends every check.
    var unchecked = TraceRunner<Host>(strategy: strategy, profile: trace.profile, app: app)
    unchecked.invariants = InvariantSelection(only: [])
    var end: End?
    if case .invalid(let step, let reason) = unchecked.run(trace.events) {
      end = End(step: step, event: text(step), reason: reason)
    }
    return Report(entries: entries, end: end)
  }
}

nonisolated extension BrokenInvariants.Report {
  /// The section's heading.
  public static let heading = "every invariant the trace breaks, each checked alone (past the others' failures)"

  /// The section as text lines of at most `width` characters: per invariant its step, its name, what it rests on
  /// and its detail, then where the replay had to end.
  public func textLines(width: Int = 100) -> [String] {
    var lines = TextWrapping.lines(Self.heading + ":", width: width, indent: "  ")
    if entries.isEmpty { lines.append("  none") }
    for e in entries {
      lines += TextWrapping.lines("  " + e.title + "; " + dependsOn(e), width: width, indent: "    ")
      lines += TextWrapping.lines("      └ " + e.detail, width: width, indent: "        ")
    }
    if let end { lines += TextWrapping.lines(end.text, width: width, indent: "  ") }
    return lines
  }

  /// The section as Markdown: a table of step, event, invariant, what it rests on and detail, then where the replay
  /// had to end (every string escaped).
  public var markdown: String {
    var out = ["**" + Self.heading.prefix(1).uppercased() + Self.heading.dropFirst() + "**", ""]
    if entries.isEmpty {
      out.append("None.")
    } else {
      out += ["| step | event | invariant | depends on | detail |", "|---:|---|---|---|---|"]
      for e in entries {
        let cells = [
          String(e.step), e.event, e.invariant, String(dependsOn(e).dropFirst("depends on: ".count)), e.detail,
        ]
        out.append("| " + cells.map(Escape.markdown).joined(separator: " | ") + " |")
      }
    }
    if let end { out += ["", Escape.markdown(end.text.prefix(1).uppercased() + end.text.dropFirst()) + "."] }
    return out.joined(separator: "\n") + "\n"
  }

  /// `depends on: ...` for `e`: `as above` when it rests on what ``above`` says (and that is some question), else its
  /// own questions, each answer said with what the others give.
  func dependsOn(_ e: BrokenInvariants.Entry) -> String {
    if let above, !above.isEmpty, e.dependences == above { return "depends on: as above" }
    return FlagDependence.explained(e.dependences, profileName: profileName)
  }

  /// The section as HTML: a heading, a list and where the replay had to end (every string escaped).
  public var html: String {
    var out = "<h2>\(Escape.html(Self.heading))</h2>\n<ul class=\"broken\">\n"
    if entries.isEmpty { out += "<li>none</li>\n" }
    for e in entries {
      out +=
        "<li>\(Escape.html(e.title + "; " + dependsOn(e))): \(Escape.html(e.detail))</li>\n"
    }
    out += "</ul>\n"
    if let end { out += "<p class=\"end\">\(Escape.html(end.text))</p>\n" }
    return out
  }
}
