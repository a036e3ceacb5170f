import AppLogic
import Foundation

/// Plain-text rendering of a run's results, the same bytes for the same seed and build
/// whatever the number of jobs.
public enum RunReport {
  /// How much a report says.
  public enum Detail: Sendable {
    /// The summary line, each failing strategy in one line, and what stopped or lost anything (`--quiet`).
    case quiet
    /// One screen: the verdict table, the summary line, details of what fails only, the events explained
    /// (``summaryText(configuration:outcome:verdicts:extra:quiet:)``).
    case normal
    /// Everything (`--verbose`): per strategy every invariant with every finding and variant, a test to paste,
    /// coverage and the events generated (``verboseText(configuration:outcome:showCoverage:verdicts:extra:)``).
    case verbose
  }

  /// The report of one platform's run at `detail`.
  ///
  /// - Parameters:
  ///   - verdicts: the run's verdicts (``RunVerdicts``; default: the outcome judged with no baseline and no
  ///     expectations).
  ///   - extra: lines to print before the closing lines (a baseline's).
  public static func text<Host: Platform>(
    configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>, showCoverage: Bool = false,
    verdicts: RunVerdicts<Host>? = nil, detail: Detail = .verbose, extra: [String] = []
  ) -> String {
    let verdicts =
      verdicts
      ?? RunVerdicts(
        outcome: outcome, invariants: configuration.invariants, plannedTraces: configuration.plannedTracesPerStrategy)
    switch detail {
    case .verbose:
      return verboseText(
        configuration: configuration, outcome: outcome, showCoverage: showCoverage, verdicts: verdicts, extra: extra)
    case .normal, .quiet:
      return summaryText(
        configuration: configuration, outcome: outcome, verdicts: verdicts, extra: extra, quiet: detail == .quiet)
    }
  }

  /// The run's header line: the command, seed, traces and what the options changed.
  static func header<Host: Platform>(_ configuration: RunConfiguration<Host>) -> String {
    var header =
      "\(commandName) run\(Host.isUnnamedInFiles ? "" : " (\(Host.name))"): seed \(configuration.seed), \(configuration.tracesPerStrategy) traces per strategy, up to \(configuration.maxLength) events each"
    if configuration.shard != .whole { header += "; shard \(configuration.shard)" }
    if let m = configuration.maxSteps { header += "; step budget \(m) per strategy" }
    if !configuration.invariants.isAll {
      header += "; checking " + configuration.invariants.included.map(\.rawValue).joined(separator: ", ")
    }
    if !configuration.weightOverrides.isEmpty {
      header += "; weights " + configuration.weightOverrides.map { "\($0.name)=\($0.weight)" }.joined(separator: ", ")
    }
    // The build, so a report can be tied to the tool that wrote it (the same bytes for the same build).
    return header + "; LifecycleFuzz \(ToolVersion.text)"
  }

  /// The full report: a header; per strategy every invariant as broken (its findings, signatures
  /// that share a root cause grouped as one with its variants (``FindingGroup``), each
  /// signature with what leaked and where for a leak, what its verdict depends on, its minimized counterexample, new,
  /// known or unshrunk, replay command and a ready-to-paste Swift Testing test), expected, accepted or held; coverage
  /// and event distribution; a closing line (signatures and findings), `UNSAVED` when a counterexample could not be
  /// written (its trace text is printed under it, since the replay command has no file to name), and `INCOMPLETE`
  /// when the run stopped early (then a strategy it never reached shows each invariant as `not run`, and the
  /// `INCOMPLETE` line counts such strategies).
  public static func verboseText<Host: Platform>(
    configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>, showCoverage: Bool = false,
    verdicts: RunVerdicts<Host>, extra: [String] = []
  ) -> String {
    var out: [String] = []
    out.append(header(configuration))
    var findingCount = 0
    for result in outcome.results {
      out.append("")
      out.append(
        "\(result.strategy.name) (source: \(sourceText(result.strategy.source))) on \(Host.name(of: result.profile)); claims \(result.strategy.claimsText); \(result.traces) traces, \(result.steps) events, \(result.failingTraces) failing"
      )
      guard let row = verdicts.row(result) else { continue }
      for cell in row.cells {
        let invariant = cell.invariant
        // A stopped run's strategy it never reached held nothing: it was not tested.
        let acceptedCount = cell.accepted.count
        let found = cell.status == .expected ? cell.expected : cell.failing
        if found.isEmpty {
          let word =
            cell.status == .accepted
            ? "accepted (baseline): \(acceptedCount) signature(s)"
            : cell.status == .incomplete
              ? "incomplete: held in \(row.tracesText)"
              : cell.uncheckedReason.map(configuration.uncheckedText) ?? cell.status.word
          out.append("  \(pad(invariant.rawValue, 15)) \(word)")
          continue
        }
        var runner = TraceRunner<Host>(strategy: result.strategy, profile: result.profile)
        runner.invariants = configuration.invariants
        let groups = FindingGroup.groups(found, runner: runner)
        findingCount += groups.count
        let head =
          cell.status == .expected
          ? "expected: \(found.count) distinct signature(s) in \(groups.count) finding(s) (\(cell.expectedReason ?? ""))"
          : "BROKEN: \(found.count) distinct signature(s) in \(groups.count) finding(s)"
            + (cell.expected.isEmpty ? "" : " (and \(cell.expected.count) expected)")
        out.append(
          "  \(pad(invariant.rawValue, 15)) \(head)"
            + (acceptedCount > 0 ? " (and \(acceptedCount) accepted by the baseline)" : ""))
        for (g, group) in groups.enumerated() {
          let variants = group.variants.count == 1 ? "1 variant" : "\(group.variants.count) variants"
          out.append("    finding \(g + 1) of \(groups.count) (\(variants)): \(group.headline)")
          for (f, evidence) in group.variants {
            let shrink =
              f.cutoff.map { "shrink cut short after \(f.shrinkReplays) replays: \($0.description)" }
              ?? "shrunk from \(f.originalLength) in \(f.shrinkReplays) replays"
            let n = f.trace.events.count
            let events = f.isShrunk ? "\(n) events" : "\(n) of \(f.originalLength) events"
            if f.isReplayedFromCorpus || f.replayedFromProfile != nil {
              out.append("    - \(f.trace.eventSummary)   [\(f.label); \(f.hitsText); \(events)]")
            } else {
              let hits = "\(f.hits) trace(s), first #\(f.traceIndex)"
              out.append("    - \(f.trace.eventSummary)   [\(f.label); \(hits); \(events), \(shrink)]")
            }
            out.append("      \(f.detail)")
            if let evidence { out.append("      leaked: \(evidence.whatLeaked)") }
            if let cause = standInCause(of: f, runner: runner) {
              out.append("      " + cause.sentence(script: ScriptIdentity.reportedFile(of: result.strategy.name)))
            }
            if let also = f.alsoBroken(runner: runner) { out.append("      \(also)") }
            out.append(
              "      " + FlagDependence.headline(FlagDependence.dependences(of: f, strategy: result.strategy)))
            if cell.status == .broken, let limit = PlatformLimit.limit(of: f, strategy: result.strategy) {
              out.append("      \(limit.text)")
            }
            if let e = f.saveError {
              out.append("      NOT SAVED: could not save \(e.path): \(e.reason); the trace file, to paste into one:")
              for line in f.trace.text.split(separator: "\n") { out.append("        \(line)") }
            }
            out.append("      replay: \(replayCommand(f))")
            for line in Host.testSnippet(for: f) { out.append("      \(line)") }
          }
        }
      }
      // Measured, not judged: what the card showed before it settled, what the live tile or the prompt's dim showed.
      for (c, channel) in Host.exposureChannels.enumerated() {
        let ms = c < result.exposureMilliseconds.count ? result.exposureMilliseconds[c] : 0
        out.append("  \(channel.label): \(ms) ms")
      }
      let cov = result.coverage
      out.append(
        "  coverage: \(cov.states.count) of \(cov.universeCount) abstract states (\(formatPercent(cov.percent))), \(cov.transitions.count) transitions; \(cov.neverReached.count) never reached"
      )
      if showCoverage {
        for s in cov.neverReached { out.append("    never reached: \(s)") }
      }
      out.append("  events: \(distribution(result.eventCounts, profile: result.profile, of: Host.self))")
    }
    let accepted = verdicts.rows.reduce(0) { $0 + $1.cells.reduce(0) { $0 + $1.accepted.count } }
    let distinct = outcome.results.reduce(0) { $0 + $1.findings.count } - accepted
    // Accepted findings are not failures: neither counted nor new.
    let new = verdicts.rows.flatMap { $0.cells.flatMap { $0.failing + $0.expected } }.filter {
      $0.isNew && $0.isShrunk && $0.replayedFromProfile == nil
    }.count
    let unshrunk = outcome.unshrunkCounterexamples
    let savedUnshrunk = unshrunk.filter { $0.file != nil }.count
    var unshrunkNote = ""
    if !unshrunk.isEmpty {
      // Only a saved one can be finished later; without a corpus, its replay line is all there is.
      unshrunkNote =
        savedUnshrunk == unshrunk.count
        ? "; \(unshrunk.count) unshrunk (saved as --unshrunk; 'lifecycle-fuzz minimize' finishes them)"
        : "; \(unshrunk.count) unshrunk (\(savedUnshrunk) saved as --unshrunk, the others not saved: replay them"
          + " with the commands above)"
    }
    out += extra
    out.append("")
    out.append(
      "\(distinct) failure signature(s) across \(runsText(outcome.results)) (\(findingCount) finding(s)); "
        + "\(new) new" + unshrunkNote)
    out.append(verdictLine(verdicts))
    for notice in verdicts.notices { out.append("notice: \(notice)") }
    out += unreachedScriptLines(
      outcome.results, turnedOff: configuration.turnedOffClassNames, planned: configuration.plannedTracesPerStrategy)
    let unsaved = outcome.unsavedCounterexamples
    if !unsaved.isEmpty {
      let what = "\(unsaved.count) counterexample(s) could not be saved to the corpus"
      out.append("UNSAVED: \(what); their trace files are printed above:")
      for f in unsaved { out.append("  \(f.saveError!.path): \(f.saveError!.reason)") }
    }
    out += shortfallLines(configuration: configuration, outcome: outcome, verdicts: verdicts)
    // Details, file names and strategy names can come from files: no control character
    // reaches the terminal.
    return Escape.terminalLines(out.joined(separator: "\n") + "\n")
  }

  /// The run's verdict in one line: how many strategies hold, break only what is expected or accepted, or fail.
  public static func verdictLine<Host: Platform>(_ verdicts: RunVerdicts<Host>) -> String {
    let n = verdicts.rows.count
    let what = n == 1 ? "1 strategy" : "\(n) strategies"
    var parts = ["\(verdicts.holdingCount) hold"]
    if verdicts.knownCount > 0 { parts.append("\(verdicts.knownCount) break only what is expected or accepted") }
    parts.append("\(verdicts.failingCount) fail")
    if verdicts.notRunCount > 0 { parts.append("\(verdicts.notRunCount) not run") }
    if verdicts.incompleteCount > 0 { parts.append("\(verdicts.incompleteCount) incomplete") }
    return "verdict: \(what): " + parts.joined(separator: ", ")
  }

  /// The executable the replay hints name (`swift run <name> replay ...`, unless ``invokedCommand`` is set): `lifecycle-fuzz`,
  /// or a user's own tool built with `CommandLineTool(strategies:name:)`. Set once per process
  /// by the command line before it reports.
  nonisolated(unsafe) public static var commandName = "lifecycle-fuzz"

  /// The command as this process was invoked, for the replay hints (`lifecycle-fuzz`, `./bin/lifecycle-fuzz`), already
  /// quoted for a POSIX shell; `nil` (the default) for `swift run <commandName>`. Set once per process by the
  /// command line from its `argv[0]`.
  nonisolated(unsafe) public static var invokedCommand: String?

  /// The words a replay hint starts with: ``invokedCommand``, or `swift run <commandName>`.
  package static var toolCommand: String { invokedCommand ?? "swift run \(ShellQuoting.word(commandName))" }

  /// The one-line command that replays a finding, its words quoted for a POSIX shell where needed
  /// (``ShellQuoting/word(_:)``), so it pastes as printed. A file that names its script by the bare word
  /// (`strategy: app-logic`, no `app-logic:` lines) replays only with the script given: `--app-logic FILE` first.
  public static func replayCommand<Host: Platform>(_ f: Finding<Host>) -> String {
    guard let file = f.file else { return replayCommand(f.trace) }
    let script = appLogicFiles[f.trace.strategy].flatMap { namesScriptByWord(file) ? $0 : nil }
    return "\(toolCommand) replay \(script.map { "--app-logic \(ShellQuoting.path($0)) " } ?? "")"
      + ShellQuoting.path(file)
  }

  /// Whether the trace file at `path` names its script by the bare word (`strategy: app-logic`) without carrying
  /// it (`app-logic:` lines), so only a given script replays it.
  static func namesScriptByWord(_ path: String) -> Bool {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
    let header = text.split(whereSeparator: \.isNewline).prefix { !$0.contains("=>") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return header.contains("strategy: \(Trace<IOSPlatform>.scriptWord)")
      && !header.contains { $0.hasPrefix("app-logic:") }
  }

  /// The script file each app-logic strategy of this process was read from (`run --app-logic FILE`), by strategy
  /// name: a replay hint names the file, since a new process knows no script by its name alone. Set by the command
  /// line as it reads the options.
  nonisolated(unsafe) public static var appLogicFiles: [String: String] = [:]

  /// The one-line command that replays `trace` from its events (no file), its words quoted for a POSIX shell where
  /// needed (a family name's brackets, the events' spaces); an app-logic strategy by its script's file.
  public static func replayCommand<Host: Platform>(_ trace: Trace<Host>) -> String {
    let q = ShellQuoting.word
    let platform = Host.isUnnamedInFiles ? "" : " --platform \(q(Host.name))"
    // A script read from a results file (`merge`) by the file its lines note: replay knows no script by its name.
    let strategy =
      (appLogicFiles[trace.strategy] ?? notedScriptFile(trace.strategy, of: Host.self))
      .map { "--app-logic \(ShellQuoting.path($0))" } ?? "--strategy \(q(trace.strategy))"
    return
      "\(toolCommand) replay\(platform) \(strategy)"
      + " --profile \(q(Host.name(of: trace.profile))) --expect \(q(trace.expected.description))"
      + " --events \(ShellQuoting.quoted(trace.eventSummary))"
  }

  /// The file the registered script of strategy `name` was read from, as its lines note it (`# ios/lock.logic:3`:
  /// its path, ``ScriptIdentity/path(of:in:)``), or `nil` for no script or lines that note none.
  static func notedScriptFile<Host: Platform>(_ name: String, of: Host.Type) -> String? {
    let lines = Host.appLogicLines(forStrategy: name)
    guard !lines.isEmpty, let script = try? AppLogicScript(parsing: lines.joined(separator: "\n")) else { return nil }
    return AppLogicScript.placing(script, notedIn: lines).file
  }

  /// `class p%` for each generated event class, catalog order, then `; never generated: ...`
  /// naming the classes never used that `profile` allows, and `; not on this profile: ...` the
  /// ones it rules out (``SystemEvent/Kind/isPossible(on:)``), each in catalog order.
  static func distribution<Host: Platform>(_ counts: [String: Int], profile: Host.Profile, of: Host.Type) -> String {
    let total = max(1, counts.values.reduce(0, +))
    let vocabulary = Host.vocabulary
    let used = vocabulary.classNames.compactMap { c in
      counts[c].map { "\(c) \(formatPercent(Double($0) * 100 / Double(total)))" }
    }.joined(separator: ", ")
    let unused = vocabulary.classNames.filter { counts[$0] == nil }
    let possible = { (c: String) in
      vocabulary.generatedClasses.first { $0.name == c }?.isPossible?(profile) ?? true
    }
    // A class of default weight 0 is left out by choice, not never reached.
    let never = unused.filter { possible($0) && (vocabulary.defaultWeights[$0] ?? 0) > 0 }
    let ruledOut = unused.filter { !possible($0) }
    var line = never.isEmpty ? used : used + "; never generated: " + never.joined(separator: ", ")
    if !ruledOut.isEmpty { line += "; not on this profile: " + ruledOut.joined(separator: ", ") }
    return line
  }

  /// `s` padded with spaces to `width` characters (never cut).
  package nonisolated static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
  }
}
