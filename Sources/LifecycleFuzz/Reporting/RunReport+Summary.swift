/// The one-screen report: what a person reads first.
extension RunReport {
  /// The one-screen report of one platform's run: the header; a verdict table, one line per strategy on its profile
  /// (`holds`, `BROKEN`, `expected`, `accepted` or `not run`, then each invariant not held with its number of
  /// signatures); the summary line naming how many hold; then only what fails the run (``RunVerdicts``): each failing
  /// invariant's findings, each with its minimized trace, what leaked, what its verdict depends on
  /// (``FlagDependence``) and its replay command; the events of every finding in the table explained in one line each
  /// (``Platform/explanation(ofEvent:)``); notices, `extra` (a baseline's lines) and what stopped or lost anything.
  /// Histograms, coverage, tests to paste and the findings of expected or accepted invariants are in
  /// ``verboseText(configuration:outcome:showCoverage:verdicts:extra:)``.
  ///
  /// - Parameter quiet: only the summary line, one line per failing strategy (``quietLines(_:)``), and what stopped or
  ///   lost anything.
  public static func summaryText<Host: Platform>(
    configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>, verdicts: RunVerdicts<Host>,
    extra: [String] = [], quiet: Bool = false
  ) -> String {
    var out: [String] = []
    if !quiet {
      out.append(header(configuration))
      out.append("")
      out += table(verdicts)
      // In place of the blank line under the table: the one-screen report keeps its length.
      let note = holdsNote(verdicts, configuration: configuration)
      out += note.isEmpty ? [""] : note
    }
    // A kept trace that no longer replays fails the run: the summary says so, not only the STALE line below it.
    let stale = extra.filter { $0.hasPrefix("STALE ") }.count
    out.append(
      summaryLine(verdicts, outcome: outcome)
        + (stale == 0
          ? ""
          : "; \(count(stale, "kept trace")) no longer replay\(stale == 1 ? "s" : "") (STALE below: the run fails)"))
    if quiet {
      out += quietLines(verdicts)
    } else {
      out += failureDetails(verdicts, configuration: configuration)
      out += eventGlossary(verdicts)
    }
    if !verdicts.notices.isEmpty && !quiet {
      out.append("")
      out += noticeLines(verdicts.notices, unseen: verdicts.unseen)
    }
    // A STALE line (a kept trace that no longer replays) fails the run: --quiet keeps it, as a baseline's warnings.
    out += quiet ? extra.filter { $0.contains("WARNING") || $0.hasPrefix("STALE ") } : extra
    out += closingLines(configuration: configuration, outcome: outcome, verdicts: verdicts, detailsPrinted: !quiet)
    return Escape.terminalLines(out.joined(separator: "\n") + "\n")
  }

  /// `--quiet`'s lines on what fails the run, one per failing strategy at most (a CI log's summary: with `--profile
  /// all` a line per strategy, profile and invariant ran to thousands): its failing invariants, in the table's order,
  /// then its profile or how many, and its signatures, as the details' headings read
  /// (`BROKEN snapshot-leak, crash: NAME on PROFILE (3 signatures)`, `... on 7 profiles (...)`).
  static func quietLines<Host: Platform>(_ verdicts: RunVerdicts<Host>) -> [String] {
    var names: [String] = []
    // Looked up by name only, never iterated: the lines follow `names`, the table's order.
    var invariants: [String: [String]] = [:]
    var profiles: [String: [String]] = [:]
    var signatures: [String: Int] = [:]
    for row in verdicts.rows {
      let broken = row.cells.filter { $0.status == .broken }
      guard !broken.isEmpty else { continue }
      let name = row.result.strategy.name
      if invariants[name] == nil { names.append(name) }
      for cell in broken where !invariants[name, default: []].contains(cell.invariant.rawValue) {
        invariants[name, default: []].append(cell.invariant.rawValue)
      }
      let profile = Host.name(of: row.result.profile)
      if !profiles[name, default: []].contains(profile) { profiles[name, default: []].append(profile) }
      signatures[name, default: 0] += broken.reduce(0) { $0 + $1.failing.count }
    }
    return names.map { name in
      let on = profiles[name, default: []]
      return "BROKEN \(invariants[name, default: []].joined(separator: ", ")): \(name) on "
        + (on.count == 1 ? on[0] : "\(on.count) profiles") + " (\(count(signatures[name, default: 0], "signature")))"
    }
  }

  /// The notices of one screen: each on its line when there are at most two, else one line that counts them and
  /// names them, so that expectations a short run did not reach do not push the report past its screen
  /// (`--verbose` gives each reason): `strategy: invariant, invariant` per strategy (`unseen`, in the notices'
  /// order, each on its own profile), joined by `; ` (a reviewer reads which without a second run).
  ///
  /// - Parameter unseen: the expectations the notices are about (``RunVerdicts/unseen``); when empty, the count
  ///   alone.
  package static func noticeLines(_ notices: [String], unseen: [UnseenExpectation] = []) -> [String] {
    guard notices.count > 2 else { return notices.map { "notice: \($0)" } }
    let counted =
      "notice: \(notices.count) expected failures held in these traces (expected to break, not seen; --verbose"
    guard !unseen.isEmpty else {
      return [counted + " names each; a longer run with --traces usually reaches them)"]
    }
    // One entry per strategy, in first-seen order (the table's), its invariants in the notices' order.
    var strategies: [String] = []
    var invariants: [String: [String]] = [:]
    for u in unseen {
      if invariants[u.strategy] == nil { strategies.append(u.strategy) }
      invariants[u.strategy, default: []].append(u.invariant)
    }
    let named = strategies.map { "\($0): \(invariants[$0, default: []].joined(separator: ", "))" }
    return [
      counted + " gives each reason; a longer run with --traces usually reaches them): "
        + named.joined(separator: "; ")
    ]
  }

  /// The table: a heading, then per row its verdict word, strategy, invariants not held and profile.
  ///
  /// The strategy and not-held columns are at most 36 and 34 wide, so the table fits a terminal; a longer name
  /// is printed on a line of its own after the verdict word, and the rest of its row on the next line, in the
  /// columns (a family member's name runs to 120 characters). A longer not-held list pushes only its own
  /// row's profile along.
  static func table<Host: Platform>(_ verdicts: RunVerdicts<Host>) -> [String] {
    let names = verdicts.rows.map(\.result.strategy.name)
    let notHeld = verdicts.rows.map(notHeldText)
    let nameWidth = max("strategy".count, min(36, names.map(\.count).max() ?? 0))
    let notHeldWidth = max("not held (signatures)".count, min(34, notHeld.map(\.count).max() ?? 0))
    // `incomplete` is the one word wider than the column's 8.
    let wordWidth = max(8, verdicts.rows.map { word($0).count }.max() ?? 0)
    // Two spaces after every column, however long its text.
    var out = [
      "  " + pad("verdict", wordWidth) + "  " + pad("strategy", nameWidth) + "  "
        + pad("not held (signatures)", notHeldWidth) + "  profile"
    ]
    for (i, row) in verdicts.rows.enumerated() {
      var name = names[i]
      if name.count > nameWidth {
        out.append("  " + pad(word(row), wordWidth) + "  " + name)
        name = ""
      }
      let verdict = name.isEmpty ? "" : word(row)
      out.append(
        "  " + pad(verdict, wordWidth) + "  " + pad(name, nameWidth) + "  " + pad(notHeld[i], notHeldWidth) + "  "
          + Host.name(of: row.result.profile))
    }
    return out
  }

  /// A row's verdict: `BROKEN` when anything fails, else `accepted`, `expected`, `not run`, `incomplete` (stopped part
  /// way) or `holds`.
  static func word<Host: Platform>(_ row: RunVerdicts<Host>.Row) -> String {
    let statuses = row.cells.map(\.status)
    for status in [RunVerdicts<Host>.Status.broken, .accepted, .expected, .notRun] where statuses.contains(status) {
      return status.word
    }
    if row.isIncomplete { return RunVerdicts<Host>.Status.incomplete.word }
    return "holds"
  }

  /// What `holds` in the table rests on, once per run when a row says it: no counterexample in the traces those rows
  /// ran (a step budget ends a strategy before its planned traces: the plan would overstate it), a sample and not a
  /// proof (a reviewer read `holds` as "cannot leak").
  static func holdsNote<Host: Platform>(_ verdicts: RunVerdicts<Host>, configuration: RunConfiguration<Host>)
    -> [String]
  {
    let holding = verdicts.rows.filter { word($0) == "holds" }
    let ran = holding.map(\.result.traces)
    guard let fewest = ran.min(), let most = ran.max() else { return [] }
    let traces = fewest == most ? count(most, "trace") : "\(fewest) to \(most) traces"
    var out = [
      "  holds: none found in \(traces) per strategy (a sample, not a proof; explore --depth N is exhaustive)"
    ]
    // A claim the weights left unexercised is no part of that `holds`: said beside it.
    for row in holding {
      for cell in row.cells {
        guard let reason = cell.uncheckedReason else { continue }
        out.append(
          "  \(cell.invariant.rawValue) of \(row.result.strategy.name) on \(Host.name(of: row.result.profile)): "
            + configuration.uncheckedText(reason))
      }
    }
    return out
  }

  /// Each invariant not held with its signatures, marked `(expected)` or `(accepted)` when that is not the row's
  /// verdict (`stranded-cover 7, snapshot-leak 2 (expected)`); `-` when every one held.
  static func notHeldText<Host: Platform>(_ row: RunVerdicts<Host>.Row) -> String {
    let rowWord = word(row)
    let parts = row.cells.compactMap { cell -> String? in
      switch cell.status {
      case .broken: return "\(cell.invariant.rawValue) \(cell.failing.count)"
      case .accepted, .expected:
        let n = cell.findings.count
        return "\(cell.invariant.rawValue) \(n)" + (cell.status.word == rowWord ? "" : " (\(cell.status.word))")
      default: return nil
      }
    }
    // A row stopped part way says how far it got.
    let partial = row.isPartial ? [row.tracesText] : []
    return parts.isEmpty && partial.isEmpty ? "-" : (parts + partial).joined(separator: ", ")
  }

  /// `<Platform>: N strategies [on P profiles]: H hold, K break only what is expected or accepted, F fail[, R not run]; S failure
  /// signatures in G findings, X new`.
  static func summaryLine<Host: Platform>(_ verdicts: RunVerdicts<Host>, outcome: RunOutcome<Host>) -> String {
    let rows = verdicts.rows
    var parts = ["\(verdicts.holdingCount) hold"]
    if verdicts.knownCount > 0 { parts.append("\(verdicts.knownCount) break only what is expected or accepted") }
    parts.append("\(verdicts.failingCount) fail")
    if verdicts.notRunCount > 0 { parts.append("\(verdicts.notRunCount) not run") }
    if verdicts.incompleteCount > 0 { parts.append("\(verdicts.incompleteCount) incomplete") }
    let findings = rows.flatMap { $0.cells.flatMap { $0.failing + $0.expected } }
    // One replayed on another profile is its source's signature found again, not new to the corpus.
    let new = findings.filter { $0.isNew && $0.isShrunk && $0.replayedFromProfile == nil }.count
    return "\(Host.displayName): \(runsText(rows.map(\.result))): " + parts.joined(separator: ", ") + "; "
      + "\(count(findings.count, "failure signature")), \(new) new"
  }

  /// `N strategies`, or `R runs of N strategies on P profiles` when a strategy ran on more than one profile.
  static func runsText<Host: Platform>(_ results: [StrategyResult<Host>]) -> String {
    var strategies: [String] = []
    var profiles: [Host.Profile] = []
    for r in results {
      if !strategies.contains(r.strategy.name) { strategies.append(r.strategy.name) }
      if !profiles.contains(r.profile) { profiles.append(r.profile) }
    }
    let s = count(strategies.count, "strategy", plural: "strategies")
    return results.count == strategies.count
      ? s : "\(count(results.count, "run")) of \(s) on \(count(profiles.count, "profile"))"
  }

  /// What fails, in detail: per failing invariant its findings (``FindingGroup``), each with its first variant's
  /// minimized trace, what leaked, what it depends on and its replay command, and the other variants' traces. A
  /// strategy's invariant broken on several profiles is one paragraph naming them
  /// (``profilesParagraph(_:invariant:configuration:)``), where the rows' order first reaches it.
  @MainActor static func failureDetails<Host: Platform>(
    _ verdicts: RunVerdicts<Host>, configuration: RunConfiguration<Host>
  ) -> [String] {
    // Broken cells by strategy and invariant, in the rows' order (profile by profile).
    var keys: [String] = []
    var paragraphs: [(invariant: Host.Invariant, cells: [BrokenCell<Host>])] = []
    for row in verdicts.rows {
      for cell in row.cells where cell.status == .broken {
        let key = "\(row.result.strategy.name)\t\(cell.invariant.rawValue)"
        if let i = keys.firstIndex(of: key) {
          paragraphs[i].cells.append((row.result, cell.failing))
        } else {
          keys.append(key)
          paragraphs.append((cell.invariant, [(row.result, cell.failing)]))
        }
      }
    }
    var out: [String] = []
    for (invariant, cells) in paragraphs {
      out.append("")
      out +=
        cells.count == 1
        ? paragraph(cells[0].result, cells[0].failing, invariant: invariant, configuration: configuration)
        : profilesParagraph(cells, invariant: invariant, configuration: configuration)
    }
    return out
  }

  /// One strategy's `failing` findings of `invariant` on one profile: a heading, then each finding
  /// (``FindingGroup``) with its first variant in full and the others' traces.
  @MainActor static func paragraph<Host: Platform>(
    _ result: StrategyResult<Host>, _ failing: [Finding<Host>], invariant: Host.Invariant,
    configuration: RunConfiguration<Host>
  ) -> [String] {
    var runner = TraceRunner<Host>(strategy: result.strategy, profile: result.profile)
    runner.invariants = configuration.invariants
    let groups = FindingGroup.groups(failing, runner: runner)
    var out = [
      "BROKEN \(invariant.rawValue): \(result.strategy.name) on \(Host.name(of: result.profile)) "
        + "(\(count(failing.count, "signature")) in \(count(groups.count, "finding")))"
    ]
    for (g, group) in groups.enumerated() {
      let (f, evidence) = group.variants[0]
      let variants = group.variants.count == 1 ? "" : " (\(group.variants.count) variants)"
      out.append("  \(g + 1). \(group.headline)\(variants)")
      out.append(
        "     \(f.trace.eventSummary)   [\(f.label); \(f.hitsText); \(count(f.trace.events.count, "event"))]"
      )
      out += body(f, evidence, headline: group.headline, runner: runner, strategy: result.strategy)
      out += notSaved(f, indent: "     ")
      out.append("     replay: \(replayCommand(f))")
      out += otherVariants(group.variants.dropFirst().map { ($0.finding, $0.finding.hitsText) })
    }
    return out
  }

  /// The lines under a finding's trace: its detail when the headline is not it, what leaked, what else the trace
  /// breaks, what the verdict depends on and the platform's limit.
  @MainActor static func body<Host: Platform>(
    _ f: Finding<Host>, _ evidence: FindingEvidence?, headline: String, runner: TraceRunner<Host>,
    strategy: Host.Strategy
  ) -> [String] {
    var out: [String] = []
    if evidence == nil, f.detail != headline { out.append("     \(f.detail)") }
    if let evidence { out.append("     leaked: \(evidence.whatLeaked)") }
    if let cause = standInCause(of: f, runner: runner) {
      out.append("     " + cause.sentence(script: ScriptIdentity.reportedFile(of: strategy.name)))
    }
    if let also = f.alsoBroken(runner: runner) { out.append("     \(also)") }
    out.append("     " + FlagDependence.headline(FlagDependence.dependences(of: f, strategy: strategy)))
    if let limit = PlatformLimit.limit(of: f, strategy: strategy) { out.append("     \(limit.text)") }
    return out
  }

  /// What of the stand-in app put a script's finding there (``StandInCause``): `nil` for a built-in strategy, whose
  /// reports keep their bytes, and once a stop signal came.
  @MainActor static func standInCause<Host: Platform>(of f: Finding<Host>, runner: TraceRunner<Host>)
    -> StandInCause?
  {
    guard ScriptPlace.isScript(runner.strategy.name), !StopSignal.wasInterrupted else { return nil }
    return Host.standInCause(of: f.trace.events, runner: runner, invariant: f.invariant)
  }

  /// The `also:` lines of a finding's other variants, each with what its brackets say after its label (its hits,
  /// and on a paragraph of several profiles where it was found): two, every one that could not be saved (its trace
  /// exists nowhere else), and how many more.
  static func otherVariants<Host: Platform>(_ others: [(finding: Finding<Host>, hits: String)]) -> [String] {
    var out: [String] = []
    let listed = others.enumerated().filter { $0.offset < 2 || $0.element.finding.saveError != nil }.map(\.element)
    for (v, hits) in listed {
      out.append("     also: \(v.trace.eventSummary)   [\(v.label); \(hits)]")
      out += notSaved(v, indent: "       ")
    }
    if others.count > listed.count {
      out.append("     and \(others.count - listed.count) more variant(s) (--verbose lists them)")
    }
    return out
  }

  /// A finding that could not be saved: why, and its trace file to paste (the replay command has no file to name).
  static func notSaved<Host: Platform>(_ f: Finding<Host>, indent: String) -> [String] {
    guard let e = f.saveError else { return [] }
    return ["\(indent)NOT SAVED: could not save \(e.path): \(e.reason); the trace file, to paste into one:"]
      + f.trace.text.split(separator: "\n").map { "\(indent)  \($0)" }
  }

  /// How many event kinds the glossary explains; the less used ones are named on one line. The default run's
  /// findings use some 45 kinds on iOS: every kind the generator gains would otherwise take the one screen's lines.
  static let glossaryExplainedKinds = 24

  /// Every event kind in the minimized traces of the table's findings (failing, expected or accepted), most used
  /// first, each with the number of strategies whose findings use it and what it means: the
  /// ``glossaryExplainedKinds`` most used, then the others named on one line with their numbers.
  static func eventGlossary<Host: Platform>(_ verdicts: RunVerdicts<Host>) -> [String] {
    var uses: [String: Int] = [:]
    var order: [String] = []
    // A strategy on several profiles (`--profile a,b`) is one strategy: its rows were counted once each.
    var seen: Set<[String]> = []
    for row in verdicts.rows {
      for f in row.cells.flatMap(\.findings) {
        for e in f.trace.events {
          let name = Host.vocabulary.definitions[Host.definitionIndex(of: e)].name
          guard seen.insert([row.result.strategy.name, name]).inserted else { continue }
          if uses[name] == nil { order.append(name) }
          uses[name, default: 0] += 1
        }
      }
    }
    guard !order.isEmpty else { return [] }
    // Most used first; ties in catalog order, so the bytes never depend on a set's order.
    let catalog = Host.vocabulary.definitions.map(\.name)
    let sorted = order.sorted {
      uses[$0]! != uses[$1]! ? uses[$0]! > uses[$1]! : catalog.firstIndex(of: $0)! < catalog.firstIndex(of: $1)!
    }
    let width = min(24, sorted.map(\.count).max() ?? 0)
    var out = [
      "",
      "what the events of this run's findings mean (in brackets: strategies whose findings use it; --verbose shows every finding):",
    ]
    for name in sorted.prefix(glossaryExplainedKinds) {
      let meaning = Host.explanation(ofEvent: name) ?? ""
      let lead = "  " + pad(name, width) + " " + pad("(\(uses[name]!))", 5) + " "
      out += wrap(meaning, first: lead, rest: String(repeating: " ", count: lead.count), width: 120)
    }
    let others = sorted.dropFirst(glossaryExplainedKinds)
    if !others.isEmpty {
      let names = others.map { "\($0) (\(uses[$0]!))" }.joined(separator: ", ")
      let list = "\(commandName) list events" + (Host.isUnnamedInFiles ? "" : " --platform \(Host.name)")
      out += wrap(names + "; '\(list)' explains them", first: "  also: ", rest: "        ", width: 120)
    }
    return out
  }

  /// `text` in lines of at most `width` characters (a longer word stays whole), the first after `first`, the others
  /// after `rest`.
  static func wrap(_ text: String, first: String, rest: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for word in text.split(separator: " ") {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = rest
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }

  /// The `never reached:` lines the default report shows a strategy (``unreachedScriptLines(_:turnedOff:limit:)``).
  static let unreachedLinesShown = 20

  /// What stopped the run or lost anything: `UNSAVED`, `COVERAGE FLOOR MISSED`, `INCOMPLETE`.
  ///
  /// An unsaved counterexample the details did not print (one expected or accepted, or any with `--quiet`, which
  /// prints no details) is printed here with its trace file's text: it exists nowhere else.
  ///
  /// - Parameter detailsPrinted: whether ``failureDetails(_:configuration:)`` (which prints every failing unsaved
  ///   one) is in the report; without it (`--quiet`) the `never reached:` lines are one line of totals
  ///   (``unreachedTotalLine(_:)``).
  static func closingLines<Host: Platform>(
    configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>, verdicts: RunVerdicts<Host>,
    detailsPrinted: Bool = true
  ) -> [String] {
    // --quiet: one line for them all (a CI log's summary printed a block per script).
    var out: [String] =
      detailsPrinted
      ? unreachedScriptLines(
        outcome.results, turnedOff: configuration.turnedOffClassNames, limit: unreachedLinesShown,
        planned: configuration.plannedTracesPerStrategy)
      : unreachedTotalLine(outcome.results)
    let unshrunk = outcome.unshrunkCounterexamples
    if !unshrunk.isEmpty {
      let saved = unshrunk.filter { $0.file != nil }.count
      out.append(
        "\(count(unshrunk.count, "counterexample")) unshrunk (\(saved) saved as --unshrunk; '\(commandName) minimize'"
          + " finishes them)")
    }
    let unsaved = outcome.unsavedCounterexamples
    if !unsaved.isEmpty {
      let what = "\(unsaved.count) counterexample(s) could not be saved to the corpus"
      let shown = detailsPrinted ? Set(verdicts.failing.map(\.signature)) : []
      for f in unsaved where !shown.contains(f.signature) { out += notSaved(f, indent: "  ") }
      out.append("UNSAVED: \(what); their trace files are printed above:")
      for f in unsaved { out.append("  \(f.saveError!.path): \(f.saveError!.reason)") }
    }
    out += shortfallLines(configuration: configuration, outcome: outcome, verdicts: verdicts)
    return out
  }

  /// `1 signature`, `3 signatures`.
  /// `COVERAGE FLOOR MISSED` per strategy under the floor, `SCRIPT NOT REACHED` per script with a point no trace ran
  /// under ``RunConfiguration/requiresScriptReached``, and `INCOMPLETE` for a cut run: the lines that
  /// make a run not a pass though nothing failed (the summary and the verbose report both end with them).
  static func shortfallLines<Host: Platform>(
    configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>, verdicts: RunVerdicts<Host>
  ) -> [String] {
    var out: [String] = []
    if let floor = configuration.coverageFloor {
      for r in outcome.results where r.coverage.percent < floor {
        out.append(
          "COVERAGE FLOOR MISSED: \(r.strategy.name) visited \(formatPercent(r.coverage.percent)) of abstract states, floor \(formatPercent(floor))"
        )
      }
    }
    // Under --require-reached a script point no trace ran fails the run (exit 3), as a missed floor does.
    if configuration.requiresScriptReached {
      for r in outcome.results where r.traces > 0 {
        let count = r.unreachedScriptBranches.count
        guard count > 0 else { continue }
        // The points no trace can reach on the profile are told apart: no longer run passes them (s40 new user).
        let cannot = unreachedLines(of: r, turnedOff: configuration.turnedOffClassNames)
          .filter { $0.contains(": cannot run on ") }.count
        let which =
          cannot == 0
          ? ""
          : cannot == count
            ? (count == 1 ? ", which" : ", all of which") + " cannot run on this profile"
            : ", \(cannot) of which cannot run on this profile"
        out.append(
          "SCRIPT NOT REACHED: \(ScriptPlace.displayName(of: r.strategy.name)) on \(Host.name(of: r.profile)): "
            + "\(count == 1 ? "1 point" : "\(count) points") of the script no trace ran\(which) (--require-reached)")
      }
    }
    if let reason = outcome.incompleteReason {
      let done = outcome.results.reduce(0) { $0 + $1.traces }
      // Every strategy on every profile (the verdicts' rows), as JUnit counts each.
      let planned =
        verdicts.plannedTraceCount ?? outcome.results.count * configuration.plannedTracesPerStrategy
      let notRun = outcome.results.filter { $0.traces == 0 }.count
      let notRunText = notRun > 0 ? "; \(notRun) of \(outcome.results.count) strategies not run" : ""
      out.append(
        "INCOMPLETE: \(reason) after \(done) of \(planned) traces\(notRunText); everything found so far is kept."
          + " Not a pass.")
    }
    return out
  }

  static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
  }

  /// A strategy's source as a report names it: a seed article's number reads as one, not as a random seed
  /// (`seed 003` becomes `seed article 003`).
  static func sourceText(_ source: String) -> String {
    source.replacingOccurrences(of: "seed 0", with: "seed article 0")
  }
}
