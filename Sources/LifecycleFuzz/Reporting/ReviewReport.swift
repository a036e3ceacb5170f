import ShieldModel

/// The review report of a comparison (`compare --review`), organized as MASTG tests are: one
/// section per capture kind (stored snapshot, switcher card, screenshot, recording, mirroring),
/// in it per profile (iOS version, device, app structure) and strategy the verdict, and for a
/// failing claimed cell the evidence picture and the minimized trace; then the device-state
/// invariants, and what was not covered (built-in profiles not run, platform-flag values no
/// profile ran, invariants not checked). Markdown and HTML; every string from a strategy, trace
/// or profile goes through ``Escape``.
public nonisolated enum ReviewReport {
  /// The capture kinds in the order a MASTG-TEST-0290 review takes them: the stored snapshot
  /// it pulls off the device first, then what the switcher, screenshots and screen sharing show.
  static let captureKinds: [CaptureKind] = [
    .switcherSnapshot, .switcherCard, .screenshot, .recording, .mirroring, .iPhoneMirroring,
  ]

  /// A capture kind's section title.
  static func title(_ kind: CaptureKind) -> String {
    switch kind {
    case .switcherSnapshot: "Stored snapshot (the app-switcher snapshot iOS writes to disk)"
    case .switcherCard: "App-switcher card"
    case .screenshot: "Screenshot"
    case .recording: "Screen recording"
    case .mirroring: "Screen mirroring (AirPlay, external display)"
    case .iPhoneMirroring: "iPhone Mirroring (a Mac on macOS 15)"
    }
  }

  /// One row of a section: a strategy on a profile, its cell and what it says.
  struct Row {
    let run: StrategyRun
    let cell: ComparisonCell
    let verdict: String
  }

  /// The rows of `key`'s section, in the report's run order.
  static func rows(_ report: ComparisonReport, _ key: CellKey) -> [Row] {
    report.runs.compactMap { run in
      guard let cell = run.cells.first(where: { $0.key == key }) else { return nil }
      return Row(run: run, cell: cell, verdict: verdict(cell, run, checked: report.invariants.includes(key.invariant)))
    }
  }

  /// `LEAKS`/`FAILS` with the failing share, `holds`, `not claimed`, or `not checked`.
  static func verdict(_ cell: ComparisonCell, _ run: StrategyRun, checked: Bool) -> String {
    let share = "\(cell.failures)/\(run.traces) traces"
    guard checked else { return "not checked" }
    guard cell.isClaimed else {
      return cell.failures > 0 ? "not claimed (would leak in \(share))" : "not claimed (no leak in \(share))"
    }
    guard cell.failures > 0 else { return "holds (\(share))" }
    return (cell.key.kind == nil ? "FAILS" : "LEAKS") + " (\(share))"
  }

  /// A profile's three review columns: iOS version, device, app structure.
  static func profileColumns(_ p: Profile) -> [String] {
    ["iOS \(p.osVersion)", p.device.rawValue, p.appStructure.name]
  }

  /// The built-in profiles the comparison did not run, in built-in order.
  static func profilesNotRun(_ report: ComparisonReport) -> [Profile] {
    Profile.builtIn.filter { p in !report.profiles.contains { $0.name == p.name } }
  }

  /// Per platform flag (in ``PlatformFlags/names`` order) the value no profile of the comparison
  /// ran, as `name=value`.
  static func flagValuesNotRun(_ report: ComparisonReport) -> [String] {
    PlatformFlags.names.flatMap { name in
      ([false, true] as [Bool]).filter { value in !report.profiles.contains { $0.flags.value(of: name) == value } }
        .map { "\(name)=\($0)" }
    }
  }

  /// The invariants not checked (`--invariant`, `--skip-invariant`), in declaration order.
  static func invariantsNotChecked(_ report: ComparisonReport) -> [Invariant] {
    Invariant.allCases.filter { !report.invariants.includes($0) }
  }

  /// The counterexample a row links to, if any.
  static func counterexample(_ report: ComparisonReport, _ row: Row) -> Counterexample? {
    row.cell.counterexample.flatMap { id in report.counterexamples.first { $0.id == id } }
  }

  /// The introduction, unescaped.
  static func introduction(_ report: ComparisonReport) -> String {
    "Privacy-screen review against \(SecurityRule.masvsControl) (\(SecurityRule.masvsVersion)), "
      + "\(SecurityRule.masweWeakness), the way \(SecurityRule.mastgTest) tests it: every capture kind on every "
      + "profile run. Seed \(report.seed), \(report.traces) generated traces per profile of up to "
      + "\(report.maxLength) events, each replayed against every strategy. A verdict is demonstrated by the model "
      + "on these traces: a leak comes with the picture the capture showed and a minimized trace that replays it; "
      + "\"holds\" means none of these traces found one: it is a sample, not a proof, and the committed corpus "
      + "(`lifecycle-fuzz run`, `replay corpus`) may hold counterexamples these traces did not reach. A capture "
      + "kind whose event was weighted 0 (`--weight`) was not exercised at all."
  }

  // MARK: Markdown

  /// The review report as Markdown, ending with a newline.
  public static func markdown(_ report: ComparisonReport) -> String {
    var out = ["### Privacy-screen review", "", Escape.markdown(introduction(report))]
    if let note = ComparisonMarkdown.focusNote(report) { out += ["", Escape.markdown(note)] }
    for kind in captureKinds {
      out += ["", "#### \(Escape.markdown(title(kind)))", ""]
      out += markdownSection(report, CellKey(invariant: kind.invariant, kind: kind))
    }
    out += ["", "#### Device-state invariants"]
    for key in CellKey.all where key.kind == nil {
      out += ["", "##### \(Escape.markdown(key.invariant.rawValue)): \(Escape.markdown(key.invariant.summary))", ""]
      out += markdownSection(report, key)
    }
    out += ["", "#### Not covered", ""]
    let profiles = profilesNotRun(report).map(\.name)
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
    return out.joined(separator: "\n") + "\n"
  }

  /// A section's table, then each failing claimed row's evidence and minimized trace.
  static func markdownSection(_ report: ComparisonReport, _ key: CellKey) -> [String] {
    let rows = rows(report, key)
    var out = ["| iOS | device | app | strategy | verdict | counterexample |", "|---|---|---|---|---|---|"]
    for row in rows {
      let columns = profileColumns(row.run.profile) + [row.run.strategy, row.verdict]
      out.append(
        "| " + columns.map(Escape.markdown).joined(separator: " | ") + " | "
          + (row.cell.counterexample.map { "#\($0)" } ?? "-") + " |")
    }
    for row in rows where row.cell.isClaimed && row.cell.failures > 0 {
      guard let c = counterexample(report, row) else { continue }
      out += ["", "**#\(c.id) \(Escape.markdown(row.run.strategy)) on \(Escape.markdown(row.run.profile.name))**"]
      out.append("")
      out.append("- Seen: \(Escape.markdown(c.detail))")
      if let e = c.evidence {
        out.append("- Evidence: " + Escape.markdown(EvidenceSVG.caption(e).joined(separator: "; ")))
      }
      let how = c.isMinimized ? "minimized from \(c.originalLength) events" : "not minimized"
      out.append("- Trace (\(c.trace.events.count) events, \(how)):")
      out.append("")
      out += fenced(c.trace.text)
    }
    return out
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
  public static func html(_ report: ComparisonReport) -> String {
    var out = ComparisonHTML.head("LifecycleFuzz privacy-screen review")
    out += "<h1>Privacy-screen review</h1>\n<p>\(Escape.html(introduction(report)))</p>\n"
    if let note = ComparisonMarkdown.focusNote(report) { out += "<p class=\"note\">\(Escape.html(note))</p>\n" }
    out += ComparisonHTML.legend
    for kind in captureKinds {
      out += "<h2>\(Escape.html(title(kind)))</h2>\n"
      out += htmlSection(report, CellKey(invariant: kind.invariant, kind: kind))
    }
    out += "<h2>Device-state invariants</h2>\n"
    for key in CellKey.all where key.kind == nil {
      out += "<h3>\(Escape.html(key.invariant.rawValue)): \(Escape.html(key.invariant.summary))</h3>\n"
      out += htmlSection(report, key)
    }
    out += "<h2>Not covered</h2>\n<ul>\n"
    let items: [(String, [String])] = [
      ("Built-in profiles not run", profilesNotRun(report).map(\.name)),
      ("Platform-flag values no profile ran (--flag name=value)", flagValuesNotRun(report)),
      ("Invariants not checked", invariantsNotChecked(report).map(\.rawValue)),
    ]
    for (label, names) in items {
      out += "<li>\(Escape.html(label)): \(Escape.html(names.isEmpty ? "none" : names.joined(separator: ", "))).</li>\n"
    }
    return out + "</ul>\n</body>\n</html>\n"
  }

  /// A section's table, then each failing claimed row's evidence picture and minimized trace.
  static func htmlSection(_ report: ComparisonReport, _ key: CellKey) -> String {
    let rows = rows(report, key)
    var out = "<table>\n<tr><th>iOS</th><th>device</th><th>app</th><th>strategy</th><th>verdict</th></tr>\n"
    for row in rows {
      let cells = profileColumns(row.run.profile) + [row.run.strategy]
      var verdict = Escape.html(row.verdict)
      if let id = row.cell.counterexample, row.cell.isClaimed { verdict = "<a href=\"#rv-\(id)\">\(verdict)</a>" }
      let style = row.cell.isClaimed && row.cell.failures > 0 ? " style=\"background:#ffb0b0\"" : ""
      out += "<tr>" + cells.map { "<td>\(Escape.html($0))</td>" }.joined() + "<td\(style)>\(verdict)</td></tr>\n"
    }
    out += "</table>\n"
    // A counterexample shared by several cells gets its anchor once, at its first section.
    for row in rows where row.cell.isClaimed && row.cell.failures > 0 {
      guard let c = counterexample(report, row) else { continue }
      let anchor = firstSection(of: c.id, in: report) == key ? " id=\"rv-\(c.id)\"" : ""
      out +=
        "<h4\(anchor)>#\(c.id) \(Escape.html(row.run.strategy)) on \(Escape.html(row.run.profile.name))</h4>\n"
      out += "<p>\(Escape.html(c.detail))</p>\n"
      if let e = c.evidence { out += ComparisonHTML.evidenceBlock(e) }
      out += "<pre>\(Escape.html(c.trace.text))</pre>\n"
    }
    return out
  }

  /// The first section (capture kinds, then device-state invariants) whose claimed failing cell
  /// points to counterexample `id`.
  static func firstSection(of id: Int, in report: ComparisonReport) -> CellKey? {
    let order = captureKinds.map { CellKey(invariant: $0.invariant, kind: $0) } + CellKey.all.filter { $0.kind == nil }
    return order.first { key in
      report.runs.contains { run in
        run.cells.contains { $0.key == key && $0.isClaimed && $0.failures > 0 && $0.counterexample == id }
      }
    }
  }
}
