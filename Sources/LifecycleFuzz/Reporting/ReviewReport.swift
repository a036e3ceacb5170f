/// The review report of a comparison (`compare --review`), organized as MASTG tests are: one
/// section per capture kind (stored snapshot, switcher card, screenshot, recording, mirroring),
/// in it per profile (iOS version, device, app structure) and strategy the verdict, and for a
/// failing claimed cell the evidence picture and the minimized trace; then the device-state
/// invariants, and what was not covered (built-in profiles not run, platform-flag values no
/// profile ran, invariants not checked). Markdown and HTML; every string from a strategy, trace
/// or profile goes through ``Escape``.
public nonisolated enum ReviewReport {
  /// One row of a section: a strategy on a profile, its cell and what it says.
  struct Row<Host: Platform> {
    let run: StrategyRun<Host>
    let cell: ComparisonCell<Host>
    let verdict: String
  }

  /// The rows of `key`'s section, in the report's run order.
  static func rows<Host: Platform>(_ report: ComparisonReport<Host>, _ key: CellKey<Host>) -> [Row<Host>] {
    report.runs.compactMap { run in
      guard let cell = run.cells.first(where: { $0.key == key }) else { return nil }
      return Row(run: run, cell: cell, verdict: verdict(cell, run, checked: report.invariants.includes(key.invariant)))
    }
  }

  /// `LEAKS`/`FAILS` with the failing share (`by replay of #N` when only another profile's counterexample fails it),
  /// `holds`, `not claimed`, or `not checked`.
  static func verdict<Host: Platform>(_ cell: ComparisonCell<Host>, _ run: StrategyRun<Host>, checked: Bool) -> String {
    let share = "\(cell.failures)/\(run.traces) traces"
    guard checked else { return "not checked" }
    guard cell.isClaimed else {
      return cell.failures > 0 ? "not claimed (would leak in \(share))" : "not claimed (no leak in \(share))"
    }
    // A device-state invariant that judges a promise the strategy does not make cannot fail: "holds" would
    // read as evidence (a reviewer citing "lock-bypass: holds" for a cover that is no lock).
    if cell.failures == 0, cell.key.kind == nil, run.unclaimedInvariants.contains(cell.key.invariant) {
      return "not claimed (\(Host.unclaimedReason(cell.key.invariant)))"
    }
    let word = cell.key.kind == nil ? "FAILS" : "LEAKS"
    // None of this profile's traces found it, but another profile's counterexample breaks it here.
    if cell.failures == 0, let id = cell.replayedCounterexample { return "\(word) by replay of #\(id) (\(share))" }
    guard cell.failures > 0 else { return "holds (\(share))" }
    return word + " (\(share))"
  }

  /// The built-in profiles the comparison did not run, in built-in order.
  static func profilesNotRun<Host: Platform>(_ report: ComparisonReport<Host>) -> [Host.Profile] {
    Host.profiles.filter { p in !report.profiles.contains { Host.name(of: $0) == Host.name(of: p) } }
  }

  /// Per platform flag (in ``PlatformFlags/names`` order) the value no profile of the comparison
  /// ran, as `name=value (low, 1 source)`: with the evidence under the flag's default
  /// (``FlagEvidence/column``), so a reviewer sees which untried answer is the doubtful one.
  static func flagValuesNotRun<Host: Platform>(_ report: ComparisonReport<Host>) -> [String] {
    Host.flags.flatMap { flag in
      ([false, true] as [Bool]).filter { value in
        !report.profiles.contains { Host.flagValue(flag.name, on: $0) == value }
      }
      .map { "\(flag.name)=\($0) (\(flag.evidence.column))" }
    }
  }

  /// The invariants not checked (`--invariant`, `--skip-invariant`), in declaration order.
  static func invariantsNotChecked<Host: Platform>(_ report: ComparisonReport<Host>) -> [Host.Invariant] {
    Host.Invariant.allCases.filter { !report.invariants.includes($0) }
  }

  /// Per run of an app-logic script, `STRATEGY on PROFILE` and the `never reached:` lines of its handlers no trace
  /// ran (``StrategyRun/unreachedScript``), in the report's run order; none for a run that reached every one.
  static func notReached<Host: Platform>(_ report: ComparisonReport<Host>) -> [(run: String, lines: [String])] {
    report.runs.filter { !$0.unreachedScript.isEmpty }.map {
      ("\($0.strategy) on \(Host.name(of: $0.profile))", $0.unreachedScript)
    }
  }

  /// The counterexample a row links to, if any.
  static func counterexample<Host: Platform>(_ report: ComparisonReport<Host>, _ row: Row<Host>) -> Counterexample<
    Host
  >? {
    row.cell.counterexample.flatMap { id in report.counterexamples.first { $0.id == id } }
  }

  /// The introduction, unescaped.
  static func introduction<Host: Platform>(_ report: ComparisonReport<Host>) -> String {
    "Privacy-screen review against \(SecurityRule.masvsControl) (\(SecurityRule.masvsVersion)), "
      + "\(SecurityRule.masweWeakness), the way \(SecurityRule.mastgTest) tests it: every capture kind on every "
      + "profile run. Seed \(report.seed), " + traceSource(report) + " A verdict is demonstrated by the model "
      + "on these traces: a leak comes with the picture the capture showed and a minimized trace that replays it; "
      + "\"holds\" means none of these traces found one: it is a sample, not a proof (`lifecycle-fuzz explore "
      + "--depth N` searches every sequence up to N events), and the committed corpus "
      + "(`lifecycle-fuzz run`, `replay corpus`) may hold counterexamples these traces did not reach. A capture "
      + "kind whose event was weighted 0 (`--weight`) was not exercised at all. Made by LifecycleFuzz "
      + "\(ToolVersion.text)."
  }

  /// Which traces the verdicts rest on, one sentence.
  static func traceSource<Host: Platform>(_ report: ComparisonReport<Host>) -> String {
    guard report.usesRunTraces else {
      return "\(report.traces) generated traces per profile of up to \(report.maxLength) events, each replayed "
        + "against every strategy."
    }
    return "per strategy and profile the \(report.traces) traces of up to \(report.maxLength) events that "
      + "`lifecycle-fuzz run` generates for it with this seed (its own app's screens and event weights, swarm and "
      + "steering), each ending where run's ends, at its first violation."
  }

  /// `text` as Markdown: escaped, except its code spans (between backticks), which Markdown shows as they are, so the
  /// terminal shows no backslash before a backtick.
  static func markdownKeepingCode(_ text: String) -> String {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { i, part in
      i % 2 == 1 ? String(part) : Escape.markdown(String(part))
    }
    .joined(separator: "`")
  }

  // MARK: Markdown

  /// The review report as Markdown, ending with a newline.
  public static func markdown<Host: Platform>(_ report: ComparisonReport<Host>) -> String {
    var out = ["### Privacy-screen review", "", markdownKeepingCode(introduction(report))]
    if let note = ComparisonMarkdown.focusNote(report) { out += ["", Escape.markdown(note)] }
    for (kind, title) in Host.reviewCaptureKinds {
      guard let key = CellKey<Host>.row(ofCaptureKind: kind) else { continue }
      out += ["", "#### \(Escape.markdown(title))", ""]
      out += markdownSection(report, key)
    }
    out += ["", "#### Device-state invariants"]
    for key in CellKey<Host>.all where key.kind == nil {
      out += ["", "##### \(Escape.markdown(key.invariant.rawValue)): \(Escape.markdown(key.invariant.summary))", ""]
      out += markdownSection(report, key)
    }
    out += ["", "#### Not covered", ""]
    let profiles = profilesNotRun(report).map(Host.name(of:))
    out.append(
      "- Built-in profiles not run: "
        + (profiles.isEmpty ? "none." : Escape.markdown(profiles.joined(separator: ", ")) + "."))
    let flags = flagValuesNotRun(report)
    out.append(
      "- Platform-flag values no profile ran (`--flag name=value`): "
        + (flags.isEmpty ? "none." : Escape.markdown(flags.joined(separator: ", ")) + "."))
    let unchecked = invariantsNotChecked(report).map(\.rawValue)
    out.append(
      "- Invariants not checked: "
        + (unchecked.isEmpty ? "none." : Escape.markdown(unchecked.joined(separator: ", ")) + "."))
    for (run, lines) in notReached(report) {
      out.append("- Not reached by \(Escape.markdown(run)) (no verdict above says anything about it):")
      out += lines.map { "  - " + Escape.markdown($0) }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// A section's table, then each failing claimed row's evidence and minimized trace.
  static func markdownSection<Host: Platform>(_ report: ComparisonReport<Host>, _ key: CellKey<Host>) -> [String] {
    let rows = rows(report, key)
    let headers = Host.reviewProfileHeaders + ["strategy", "verdict", "counterexample"]
    var out = ["| " + headers.joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: headers.count)]
    for row in rows {
      let columns = Host.reviewProfileColumns(row.run.profile) + [row.run.strategy, row.verdict]
      out.append(
        "| " + columns.map(Escape.markdown).joined(separator: " | ") + " | "
          + ((row.cell.counterexample ?? row.cell.replayedCounterexample).map { "#\($0)" } ?? "-") + " |")
    }
    for row in rows where row.cell.isClaimed && row.cell.failures > 0 {
      guard let c = counterexample(report, row) else { continue }
      out += [
        "", "**#\(c.id) \(Escape.markdown(row.run.strategy)) on \(Escape.markdown(Host.name(of: row.run.profile)))**",
      ]
      out.append("")
      out.append("- Seen: \(Escape.markdown(c.detail))")
      // As compare and explain say it: no app code avoids this failure on that platform version.
      if let limit = c.platformLimit { out.append("- " + Escape.markdown(limit.text)) }
      if let e = c.evidence {
        out.append(
          "- Evidence: " + Escape.markdown((e.caption.isEmpty ? [e.whatLeaked] : e.caption).joined(separator: "; ")))
        if let note = sampleAppNote(e) { out.append("- Leaked: " + Escape.markdown(note)) }
      }
      let how = c.isMinimized ? "minimized from \(c.originalLength) events" : "not minimized"
      out.append("- Trace (\(c.trace.events.count) events, \(how)):")
      out.append("")
      out += fenced(c.trace.text)
    }
    return out
  }

  /// What leaked, when it names the sample app's own UI that an app-logic script never wrote (``SampleAppNote``, as
  /// run's `leaked:` line says it) and the evidence line above does not show it already; else `nil`.
  static func sampleAppNote(_ e: FindingEvidence) -> String? {
    guard e.whatLeaked.contains(SampleAppNote.anchor), !e.caption.isEmpty else { return nil }
    return e.whatLeaked
  }

  /// `text` as a fenced code block whose fence is longer than any run of backticks in it, so no
  /// line of the text can close it.
  static func fenced(_ text: String) -> [String] {
    var longest = 0
    var run = 0
    for ch in text {
      run = ch == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    return [fence] + body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [fence]
  }

  // MARK: HTML

  /// The review report as one standalone HTML document, ending with a newline.
  public static func html<Host: Platform>(_ report: ComparisonReport<Host>) -> String {
    var out = ComparisonHTML.head("LifecycleFuzz privacy-screen review")
    out += "<h1>Privacy-screen review</h1>\n<p>\(Escape.html(introduction(report)))</p>\n"
    if let note = ComparisonMarkdown.focusNote(report) { out += "<p class=\"note\">\(Escape.html(note))</p>\n" }
    out += Host.timelineLegendHTML
    for (kind, title) in Host.reviewCaptureKinds {
      guard let key = CellKey<Host>.row(ofCaptureKind: kind) else { continue }
      out += "<h2>\(Escape.html(title))</h2>\n"
      out += htmlSection(report, key)
    }
    out += "<h2>Device-state invariants</h2>\n"
    for key in CellKey<Host>.all where key.kind == nil {
      out += "<h3>\(Escape.html(key.invariant.rawValue)): \(Escape.html(key.invariant.summary))</h3>\n"
      out += htmlSection(report, key)
    }
    out += "<h2>Not covered</h2>\n<ul>\n"
    let items: [(String, [String])] = [
      ("Built-in profiles not run", profilesNotRun(report).map(Host.name(of:))),
      ("Platform-flag values no profile ran (--flag name=value)", flagValuesNotRun(report)),
      ("Invariants not checked", invariantsNotChecked(report).map(\.rawValue)),
    ]
    for (label, names) in items {
      out += "<li>\(Escape.html(label)): \(Escape.html(names.isEmpty ? "none" : names.joined(separator: ", "))).</li>\n"
    }
    for (run, lines) in notReached(report) {
      out += "<li>Not reached by \(Escape.html(run)) (no verdict above says anything about it):<ul>\n"
      out += lines.map { "<li>\(Escape.html($0))</li>\n" }.joined() + "</ul></li>\n"
    }
    return out + "</ul>\n</body>\n</html>\n"
  }

  /// A section's table, then each failing claimed row's evidence picture and minimized trace.
  static func htmlSection<Host: Platform>(_ report: ComparisonReport<Host>, _ key: CellKey<Host>) -> String {
    let rows = rows(report, key)
    let headers = Host.reviewProfileHeaders + ["strategy", "verdict"]
    var out = "<table>\n<tr>" + headers.map { "<th>\($0)</th>" }.joined() + "</tr>\n"
    for row in rows {
      let cells = Host.reviewProfileColumns(row.run.profile) + [row.run.strategy]
      var verdict = Escape.html(row.verdict)
      if let id = row.cell.counterexample ?? row.cell.replayedCounterexample, row.cell.isClaimed {
        verdict = "<a href=\"#rv-\(id)\">\(verdict)</a>"
      }
      let style = row.cell.isClaimed && row.cell.fails ? " style=\"background:#ffb0b0\"" : ""
      out += "<tr>" + cells.map { "<td>\(Escape.html($0))</td>" }.joined() + "<td\(style)>\(verdict)</td></tr>\n"
    }
    out += "</table>\n"
    // A counterexample shared by several cells gets its anchor once, at its first section.
    for row in rows where row.cell.isClaimed && row.cell.failures > 0 {
      guard let c = counterexample(report, row) else { continue }
      let anchor = firstSection(of: c.id, in: report) == key ? " id=\"rv-\(c.id)\"" : ""
      out +=
        "<h4\(anchor)>#\(c.id) \(Escape.html(row.run.strategy)) on \(Escape.html(Host.name(of: row.run.profile)))</h4>\n"
      out += "<p>\(Escape.html(c.detail))</p>\n"
      if let limit = c.platformLimit { out += "<p><strong>\(Escape.html(limit.text))</strong></p>\n" }
      if let e = c.evidence, let note = sampleAppNote(e) { out += "<p>Leaked: \(Escape.html(note))</p>\n" }
      if let e = c.evidence {
        out += ComparisonHTML.evidenceBlock(
          e, caption: EvidenceCaption.lines(trace: c.trace, dependences: c.dependences))
      }
      out += "<pre>\(Escape.html(c.trace.text))</pre>\n"
    }
    return out
  }

  /// The first section (capture kinds, then device-state invariants) whose claimed failing cell
  /// points to counterexample `id`.
  static func firstSection<Host: Platform>(of id: Int, in report: ComparisonReport<Host>) -> CellKey<Host>? {
    let order =
      Host.reviewCaptureKinds.compactMap { CellKey<Host>.row(ofCaptureKind: $0.kind) }
      + CellKey<Host>.all.filter { $0.kind == nil }
    return order.first { key in
      report.runs.contains { run in
        run.cells.contains { $0.key == key && $0.isClaimed && $0.failures > 0 && $0.counterexample == id }
      }
    }
  }
}
