import Foundation

/// SARIF 2.1.0 for GitHub code scanning, from a run or a comparison: one rule per
/// ``SecurityRule``, one result per failure signature, located at its corpus trace file
/// (repository-relative) or, for a failure with no file, at the line that declares its strategy's
/// type (``SourceLocator``: for a user's app files, the app's own file). The descriptor's file (the
/// fuzzing glue), when it is another, is a related location.
///
/// The bytes depend only on the results (keys sorted, no times, no machine paths), so they are
/// the same across runs and `--jobs`.
public enum SARIFReport {
  /// The fingerprint key of ``SARIFLog/Result/partialFingerprints``.
  public static let fingerprintKey = "lifecycleFuzzSignature/v1"

  /// One platform's share of a run's log: its results and its rules.
  public struct Part {
    /// The results, one per failure signature.
    public var results: [SARIFLog.Result] = []
    /// The platform's rules, in its order.
    public var rules: [SecurityRule] = []
    /// Why the run stopped early, or `nil`.
    public var incompleteReason: String?
    /// The profiles the platform's run judged on, in its order, without repeats.
    public var profiles: [String] = []
    /// Per profile, each of the platform's flags and its answer there (``SARIFLog/RunProperties/flags``).
    public var flags: [String: [String: Bool]] = [:]
    /// Per app-logic script on a profile, the handlers no trace reached (``unreached(_:turnedOff:root:)``).
    public var notifications: [SARIFLog.Notification] = []
    /// `run --sweep-flags`: the platform's holds and the flips swept (``SARIFLog/RunProperties/flagSweep``).
    public var flagSweep: [FlagSweep.Hold]? = nil
  }

  /// `profiles`' names, without repeats, and each one's flag answers (``SARIFLog/RunProperties``).
  static func settings<Host: Platform>(of profiles: [Host.Profile], _: Host.Type) -> (
    names: [String], flags: [String: [String: Bool]]
  ) {
    var names: [String] = []
    var flags: [String: [String: Bool]] = [:]
    for profile in profiles {
      let name = Host.name(of: profile)
      guard !names.contains(name) else { continue }
      names.append(name)
      var answers: [String: Bool] = [:]
      for flag in Host.flags { answers[flag.name] = Host.flagValue(flag.name, on: profile) }
      flags[name] = answers
    }
    return (names, flags)
  }

  /// One platform's share of a run's log.
  ///
  /// - Parameters:
  ///   - root: the repository root; file paths are written relative to it.
  ///   - accepted: baseline reasons by failure signature; those results are suppressed (`external`), the reason as
  ///     the justification (``Baseline/justification(ofReason:)``: the placeholder reads as unreviewed).
  ///   - expected: the catalog's reasons by failure signature (``ExpectedFailure``); those results are suppressed
  ///     (`inSource`: the declaration is in the catalog's source).
  ///   - evidence: the evidence picture's path for a finding, when one was written.
  ///   - baseline: the run's `--baseline`, or `nil`: each result then says its `baselineState` (`new` or
  ///     `unchanged`), its label the same word (the corpus's `new` or `known` in `corpusLabel`), and each entry in the run's scope that no finding reached is an `absent` result
  ///     (``absent(_:baselineFile:strategy:root:of:)``).
  ///   - baselineFile: the baseline's path, which an absent result names.
  public static func part<Host: Platform>(
    configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>, root: String, directory: String? = nil,
    accepted: [String: String] = [:], expected: [String: String] = [:],
    evidence: (Finding<Host>) -> String? = { _ in nil }, baseline: Baseline? = nil, baselineFile: String = ""
  ) -> Part {
    let listed = Set(baseline?.entries.map(\.stableSignature) ?? [])
    let patterns = (baseline?.entries.map(\.stableSignature) ?? []).filter(Baseline.isPattern)
    var part = Part(rules: SecurityRule.rules(of: Host.self), incompleteReason: outcome.incompleteReason)
    (part.profiles, part.flags) = settings(of: outcome.results.map(\.profile), Host.self)
    for r in outcome.results where !r.findings.isEmpty {
      let runner = TraceRunner<Host>(strategy: r.strategy, profile: r.profile)
      // Once per strategy, not per finding: finding a declaration searches the strategy's source files (a third of
      // a SARIF log's CPU when it was found for each of a default run's thousand findings).
      let located = SourceLocator.location(of: r.strategy, platform: Host.self)
      let source = Source(
        file: relative(located.file, to: root), line: located.line,
        // An app-logic script has no Swift descriptor of the user's: the script's file is all there is.
        glue: ScriptIdentity.reportedFile(of: r.strategy.name) == nil ? relative(r.strategy.sourceFile, to: root) : nil,
        isScript: ScriptPlace.isScript(r.strategy.name))
      for f in r.findings {
        // A worker's replay, or this one's (none once a signal came: the log is marked incomplete then).
        let leak =
          f.replayedEvidence.map(\.findingEvidence)
          ?? (StopSignal.wasInterrupted
            ? nil : Host.evidence(of: f.trace.events, runner: runner, invariant: f.invariant))
        // A rule per capture kind only for a leak invariant: a lock-bypass image names its capture, under its own rule.
        let kinds = f.invariant.captureKindNames
        let rule = SecurityRule.rule(
          f.invariant, captureKind: kinds.isEmpty ? nil : leak?.captureKind ?? kinds.first, of: Host.self)
        // Only what the run fails on is judged (what the reports show): expected and accepted results are suppressed.
        let suppressed = accepted[f.signature] != nil || expected[f.signature] != nil
        // A script's finding the sample app's own UI made is located at the trace's event, not at the script's line.
        let standIn = RunReport.standInCause(of: f, runner: runner)
        var sarifResult = result(
          rule: rule, trace: f.trace, detail: f.detail, label: f.label, hits: f.hits,
          traceFile: f.file.map { relative($0, to: root, from: directory) },
          source: source.at(ScriptPlace.handlers(of: f.trace.events, invariant: f.invariant, runner: runner)),
          replay: RunReport.replayCommand(f), leak: leak,
          evidence: evidence(f).map { relative($0, to: root, from: directory) },
          dependences: FlagDependence.dependences(of: f, strategy: r.strategy),
          platformLimit: suppressed || StopSignal.wasInterrupted
            ? nil : PlatformLimit.limit(of: f, strategy: r.strategy),
          standIn: standIn.map { ($0, f.file.flatMap($0.line(inTraceFile:))) })
        if let reason = accepted[f.signature] {
          sarifResult.suppressions = [
            .init(kind: "external", status: "accepted", justification: Baseline.justification(ofReason: reason))
          ]
        } else if let reason = expected[f.signature] {
          sarifResult.suppressions = [
            .init(kind: "inSource", status: "accepted", justification: "expected by the catalog: \(reason)")
          ]
        }
        if baseline != nil {
          // A `*` entry accepts findings it does not list one by one: they are the baseline's too, not new alerts.
          let inBaseline =
            listed.contains(f.stableSignature)
            || patterns.contains { Baseline.pattern($0, accepts: f.stableSignature) }
          let state = inBaseline ? "unchanged" : "new"
          sarifResult.baselineState = state
          // Against a baseline the label says what the baseline state says (a `new` beside `unchanged` read as a
          // contradiction): the corpus's word moves to `corpusLabel`; an unshrunk trace stays `unshrunk`.
          sarifResult.properties.corpusLabel = f.label
          if f.label != "unshrunk" { sarifResult.properties.label = state }
        }
        part.results.append(sarifResult)
      }
    }
    // A claim the weights left unexercised: a note, so code scanning does not read the silence as a pass.
    for r in outcome.results {
      for invariant in Host.Invariant.allCases
      where configuration.invariants.includes(invariant) && !r.findings.contains(where: { $0.invariant == invariant }) {
        guard let reason = r.uncheckedReason(invariant) else { continue }
        part.results.append(
          unchecked(invariant, text: configuration.uncheckedText(reason), result: r, root: root))
      }
    }
    // A script's handlers no trace ran: no verdict says anything about them (the text's `never reached:` lines).
    for r in outcome.results where r.traces > 0 {
      if let note = unreached(r, turnedOff: configuration.turnedOffClassNames, root: root) {
        part.notifications.append(note)
      }
    }
    // An interrupted or incomplete run says nothing of what it did not reach: no entry reads `absent` (fixed) then.
    // Nor does a shard, which sees part of the traces: another shard may reach the entry.
    guard let baseline, outcome.incompleteReason == nil, configuration.shard == .whole else { return part }
    let reached = Set(outcome.results.flatMap { $0.findings.map(\.stableSignature) })
    let checked = { (name: String) in Host.Invariant(rawValue: name).map(configuration.invariants.includes) ?? true }
    for entry in baseline.entries
    where !entry.isReached(by: reached) && entry.isInScope(of: outcome, checked: checked) {
      guard let name = entry.parts(Host.self).map({ ScriptIdentity.name(of: $0.strategy) }),
        let strategy = outcome.results.first(where: { ScriptIdentity.name(of: $0.strategy.name) == name })?.strategy,
        let result = absent(entry, baselineFile: baselineFile, strategy: strategy, root: root, of: Host.self)
      else { continue }
      part.results.append(result)
    }
    return part
  }

  /// The `note` result of an invariant the run did not check though the strategy claims it
  /// (``StrategyResult/uncheckedReason(_:)``), at the strategy's source (an app-logic script's file).
  static func unchecked<Host: Platform>(
    _ invariant: Host.Invariant, text: String, result r: StrategyResult<Host>, root: String
  ) -> SARIFLog.Result {
    let rule = SecurityRule.rule(invariant, captureKind: invariant.captureKindNames.first, of: Host.self)
    let index = SecurityRule.rules(of: Host.self).firstIndex(of: rule) ?? 0
    let located = SourceLocator.location(of: r.strategy, platform: Host.self)
    let profile = Host.name(of: r.profile)
    let signature = "\(invariant.rawValue) \(r.strategy.name) \(profile) not-checked"
    let location = sourceLocation(located, root: root)
    return SARIFLog.Result(
      ruleId: rule.id, ruleIndex: index, level: "note",
      message: .init(text: "\(invariant.rawValue) of \(r.strategy.name) on \(profile): \(text)", markdown: nil),
      locations: [location], relatedLocations: nil, suppressions: nil,
      partialFingerprints: [fingerprintKey: hex16(fnv1a(signature))],
      properties: .init(
        signature: signature, strategy: r.strategy.name, profile: profile, label: "not-checked", hits: 0,
        events: [], captureKind: nil, leakingViews: nil, dependsOn: nil))
  }

  /// One note for the points of `r`'s app-logic script no trace reached: its text the `never reached:` lines, its
  /// locations their lines (each once), so a script of 200 handlers is one note and no alert; `nil` when every point
  /// was reached, or for a strategy with no script.
  static func unreached<Host: Platform>(_ r: StrategyResult<Host>, turnedOff: [String], root: String)
    -> SARIFLog.Notification?
  {
    let branches = r.unreachedScriptBranches
    guard !branches.isEmpty else { return nil }
    let file = relative(SourceLocator.location(of: r.strategy, platform: Host.self).file, to: root)
    var lines: [Int] = []
    for b in branches where !lines.contains(b.line) { lines.append(b.line) }
    let text = RunReport.unreachedLines(of: r, turnedOff: turnedOff)
    let count = text.count == 1 ? "1 point" : "\(text.count) points"
    return SARIFLog.Notification(
      level: "note",
      message: .init(
        text: "\(file) on \(Host.name(of: r.profile)), \(r.traces) traces: \(count) of the script no trace reached, so"
          + " no result says anything about them: " + text.joined(separator: "; "), markdown: nil),
      locations: lines.map {
        SARIFLog.Location(
          id: nil, physicalLocation: .init(artifactLocation: artifact(file), region: .init(startLine: $0)), message: nil
        )
      })
  }

  /// A note's location: the strategy's source (`located`), relative to `root`, at its line.
  private static func sourceLocation(_ located: SourceLocator.Location, root: String) -> SARIFLog.Location {
    SARIFLog.Location(
      id: nil,
      physicalLocation: .init(
        artifactLocation: artifact(relative(located.file, to: root)), region: .init(startLine: located.line)),
      message: nil)
  }

  /// The `absent` result of a baseline entry the run covered but did not reach (SARIF 2.1.0 §3.27.24: in the
  /// baseline, not in this run): a `note` at the strategy's source, with the entry's signature and fingerprint, so
  /// code scanning can close the alert it matched; `nil` when the entry names no invariant of `Host`.
  static func absent<Host: Platform>(
    _ entry: Baseline.Entry, baselineFile: String, strategy: Host.Strategy, root: String, of host: Host.Type
  ) -> SARIFLog.Result? {
    guard let parts = entry.parts(Host.self), let invariant = Host.Invariant(rawValue: parts.invariant) else {
      return nil
    }
    let rule = SecurityRule.rule(invariant, captureKind: invariant.captureKindNames.first, of: Host.self)
    let index = SecurityRule.rules(of: Host.self).firstIndex(of: rule) ?? 0
    let located = SourceLocator.location(of: strategy, platform: Host.self)
    let text =
      "\(ScriptPlace.isScript(strategy.name) ? relative(located.file, to: root) : parts.strategy) on \(parts.profile) no longer breaks \(parts.invariant) as the baseline entry at "
      + "\(baselineFile):\(entry.line) records (absent: not reached by this run, which covered its strategy, profile "
      + "and invariant): \(entry.stableSignature)"
    let location = sourceLocation(located, root: root)
    return SARIFLog.Result(
      ruleId: rule.id, ruleIndex: index, level: "note", message: .init(text: text, markdown: nil),
      locations: [location], relatedLocations: nil, suppressions: nil,
      partialFingerprints: [fingerprintKey: hex16(fnv1a(entry.stableSignature))],
      properties: .init(
        signature: entry.stableSignature, strategy: parts.strategy, profile: parts.profile, label: "absent", hits: 0,
        events: parts.events, captureKind: nil, leakingViews: nil, dependsOn: nil),
      baselineState: "absent")
  }

  /// The log of a run over every platform's `parts`: their rules in order, each result pointing at its rule.
  public static func log(_ parts: [Part], seed: UInt64, traces: Int) -> SARIFLog {
    var rules: [SecurityRule] = []
    for p in parts { for r in p.rules where !rules.contains(r) { rules.append(r) } }
    var results = parts.flatMap(\.results)
    for i in results.indices { results[i].ruleIndex = rules.firstIndex { $0.id == results[i].ruleId } ?? 0 }
    var properties = SARIFLog.RunProperties(
      command: "run", seed: seed, traces: traces, masvsVersion: SecurityRule.masvsVersion)
    properties.profiles = parts.flatMap(\.profiles)
    properties.flags = parts.reduce(into: [:]) { all, p in all.merge(p.flags) { a, _ in a } }
    // Only with --sweep-flags, so every other log keeps its bytes.
    if parts.contains(where: { $0.flagSweep != nil }) { properties.flagSweep = parts.flatMap { $0.flagSweep ?? [] } }
    var log = SARIFLog(runs: [run("run", results, properties, rules: rules)])
    let incomplete = parts.lazy.compactMap(\.incompleteReason).first
    let notes = parts.flatMap(\.notifications)
    log.runs[0].invocations = [
      .init(
        executionSuccessful: incomplete == nil, exitCodeDescription: incomplete.map { "INCOMPLETE: \($0)" },
        toolExecutionNotifications: notes.isEmpty ? nil : notes)
    ]
    return log
  }

  /// The log of one platform's run.
  public static func log<Host: Platform>(
    configuration: RunConfiguration<Host>, outcome: RunOutcome<Host>, root: String, directory: String? = nil,
    accepted: [String: String] = [:], evidence: (Finding<Host>) -> String? = { _ in nil }
  ) -> SARIFLog {
    log(
      [
        part(
          configuration: configuration, outcome: outcome, root: root, directory: directory, accepted: accepted,
          evidence: evidence)
      ], seed: configuration.seed, traces: configuration.tracesPerStrategy)
  }

  /// The log for a comparison: one result per claimed failing cell's counterexample, located at
  /// its strategy's source file (a comparison saves no traces).
  public static func log<Host: Platform>(
    comparison report: ComparisonReport<Host>, strategies: [Host.Strategy], root: String
  ) -> SARIFLog {
    var results: [SARIFLog.Result] = []
    for run in report.runs {
      // Each strategy at the file that declares it (a built-in's own file, a user's cover), not the catalog.
      let strategy = strategies.first { $0.name == run.strategy }
      let located = strategy.map { SourceLocator.location(of: $0, platform: Host.self) }
      let source = Source(
        file: relative(located?.file ?? "Package.swift", to: root), line: located?.line ?? 1,
        glue: strategy.flatMap {
          ScriptIdentity.reportedFile(of: $0.name) == nil ? relative($0.sourceFile, to: root) : nil
        },
        isScript: ScriptPlace.isScript(run.strategy))
      for cell in run.cells {
        guard let id = cell.counterexample, let c = report.counterexamples.first(where: { $0.id == id }) else {
          continue
        }
        let leak = c.evidence
        let trace = c.trace
        let replay = RunReport.replayCommand(trace)
        results.append(
          result(
            rule: SecurityRule.rule(cell.key.invariant, captureKind: cell.key.kind, of: Host.self),
            trace: trace, detail: c.detail, label: c.isMinimized ? "minimized" : "cut",
            hits: cell.failures, traceFile: nil, source: source, replay: replay, leak: leak,
            evidence: nil, dependences: c.dependences, platformLimit: c.platformLimit))
      }
    }
    var properties = SARIFLog.RunProperties(
      command: "compare", seed: report.seed, traces: report.traces, masvsVersion: SecurityRule.masvsVersion)
    (properties.profiles, properties.flags) = settings(of: report.runs.map(\.profile), Host.self)
    return SARIFLog(runs: [run("compare", results, properties, rules: SecurityRule.rules(of: Host.self))])
  }

  /// The log as pretty JSON with sorted keys and a final newline.
  public static func text(_ log: SARIFLog) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Every field encodes; a failure here is a programming error.
    let data = try! encoder.encode(log)
    // A strategy's name, a detail or a path may carry a right-to-left override; code scanning shows the decoded
    // text, where it would make a line read differently from its bytes.
    return Escape.jsonStrings(String(decoding: data, as: UTF8.self)) + "\n"
  }

  static func run(
    _ command: String, _ results: [SARIFLog.Result], _ properties: SARIFLog.RunProperties, rules: [SecurityRule]
  ) -> SARIFLog.Run {
    SARIFLog.Run(
      tool: .init(
        driver: .init(
          name: "lifecycle-fuzz", version: ToolVersion.text, semanticVersion: ToolVersion.semantic,
          informationUri: "https://mas.owasp.org/MASTG/tests/ios/MASVS-PLATFORM/MASTG-TEST-0290",
          rules: rules.map(\.sarif))),
      results: results, automationDetails: .init(id: "lifecycle-fuzz-\(command)/"),
      originalUriBaseIds: [
        "%SRCROOT%": .init(
          description: .init(
            text: "The repository root: the folder lifecycle-fuzz ran in (corpus traces and strategy sources are"
              + " relative to it).", markdown: nil))
      ], properties: properties, invocations: [.init(executionSuccessful: true)])
  }

  /// Where a result's strategy is: the file and line that declare its type, and the file its descriptor was made in
  /// (the fuzzing glue for a user's app files), each repository-relative.
  struct Source {
    /// The file that declares the strategy's type.
    let file: String
    /// The declaration's line.
    let line: Int
    /// The descriptor's file, or `nil` when unknown.
    let glue: String?
    /// Whether the strategy is an app-logic script: `file` is the script, which names the strategy in messages and
    /// is the result's location (at ``line``, its handler's), the trace file a related location.
    var isScript = false

    /// The handlers a script's finding is placed at (``ScriptPlace/handlers(of:invariant:runner:)``), or `nil`.
    var handlers: ScriptPlace.Handlers?

    /// This source at the script's `handlers` (a script's finding), or as it is.
    func at(_ handlers: ScriptPlace.Handlers?) -> Source {
      guard isScript, let handlers else { return self }
      return Source(file: file, line: handlers.line, glue: glue, isScript: true, handlers: handlers)
    }
  }

  /// A result at `traceFile` (a corpus trace) or else at `source`'s declaration; a result at its trace file points
  /// at the declaration too, and every result at the descriptor's file when that is another.
  static func result<Host: Platform>(
    rule: SecurityRule, trace: Trace<Host>, detail: String, label: String, hits: Int, traceFile: String?,
    source: Source, replay: String, leak: FindingEvidence?, evidence: String?,
    dependences: [FlagDependence.Dependence], platformLimit: PlatformLimit.Limit? = nil,
    standIn: (cause: StandInCause, line: Int?)? = nil
  ) -> SARIFLog.Result {
    let isTraceFile = traceFile != nil
    let index = SecurityRule.rules(of: Host.self).firstIndex(of: rule) ?? 0
    // A script's by its file, not its fingerprint: an edit of the script keeps the alert (``ScriptIdentity``).
    let signature = ScriptIdentity.signature(FailureSignature(trace: trace).text)
    let events = trace.events.map(Host.vocabulary.text(of:))
    let profile = Host.name(of: trace.profile)
    let dependsOn = FlagDependence.headline(dependences)
    // An app-logic script by its file (its `app-logic#FINGERPRINT` is in the properties' strategy).
    let named = source.isScript ? source.file : trace.strategy
    var text = "\(named) on \(profile) breaks \(rule.invariant): \(detail); \(dependsOn)."
    if let views = leak?.views, !views.isEmpty { text += " Leaking: \(views.joined(separator: ", "))." }
    if let platformLimit { text += " \(platformLimit.sentence)" }
    text += " Minimized trace (\(events.count) events): \(trace.eventSummary). Replay: \(replay)"
    // The sample app's own UI made it: located at the trace's event, which no line of the script wrote.
    let standInSentence = standIn.map { $0.cause.sentence(script: source.file) }
    if source.isScript, let standIn, let standInSentence {
      text +=
        " Located at step \(standIn.cause.step) of the minimized trace (\(standIn.cause.event)), not at a line of "
        + "\(source.file): \(standInSentence)."
    } else if source.isScript {
      text +=
        " Located at " + (source.handlers.map { $0.text(file: source.file) + "." } ?? "\(source.file):\(source.line).")
    } else if !isTraceFile {
      text += " (no trace file: located at the strategy's source)"
    }
    var markdown = "**\(named)** on `\(profile)` breaks `\(rule.invariant)`: \(detail); \(dependsOn)."
    if let views = leak?.views, !views.isEmpty {
      markdown += " Leaking: " + views.map { "`\($0)`" }.joined(separator: ", ") + "."
    }
    if let platformLimit { markdown += " **\(platformLimit.sentence)**" }
    markdown +=
      "\n\nMinimized trace (\(events.count) events):\n\n```\n" + events.joined(separator: "\n")
      + "\n```\n\nReplay: `\(replay)`"
    if let evidence { markdown += "\n\nEvidence: [\(evidence)](\(Escape.markdownLinkDestination(evidence)))" }
    if let standInSentence, source.isScript { markdown += "\n\n**\(StandInCause.label)**: " + standInSentence }
    // A script's finding is located in the script (where the fix goes); its trace file is a related location. One
    // the sample app's own UI made is at its event in the trace file (the script's file, no line, without one).
    let isStandIn = standIn != nil && source.isScript
    let atTrace = isTraceFile && (!source.isScript || isStandIn)
    let region: SARIFLog.Region? =
      isStandIn
      ? (atTrace ? standIn?.line.map { .init(startLine: $0) } : nil)
      : .init(startLine: atTrace ? 1 : source.line)
    let location = SARIFLog.Location(
      id: nil,
      physicalLocation: .init(
        artifactLocation: artifact(atTrace ? traceFile ?? source.file : source.file), region: region),
      message: nil)
    var related: [SARIFLog.Location] = []
    if let path = evidence {
      related.append(
        SARIFLog.Location(
          id: 1, physicalLocation: .init(artifactLocation: artifact(path), region: nil),
          message: .init(
            text: "what the \(leak.map { Host.captureKindTitle($0.captureKind) } ?? "capture") showed (SVG)")))
    }
    // A result at its trace file also points at the strategy's code, where the fix goes.
    if let traceFile, source.isScript, !isStandIn {
      related.append(
        SARIFLog.Location(
          id: 2, physicalLocation: .init(artifactLocation: artifact(traceFile), region: .init(startLine: 1)),
          message: .init(text: "the minimized trace (replay it: \(replay))")))
    } else if isTraceFile {
      related.append(
        SARIFLog.Location(
          id: 2,
          physicalLocation: .init(artifactLocation: artifact(source.file), region: .init(startLine: source.line)),
          message: .init(text: "the strategy's source")))
    }
    // The descriptor's own file, where it is not the declaration's: the glue that names the app's type.
    if let glue = source.glue, glue != source.file {
      related.append(
        SARIFLog.Location(
          id: 3, physicalLocation: .init(artifactLocation: artifact(glue), region: .init(startLine: 1)),
          message: .init(text: "the strategy's descriptor (where the fuzzer is told of it)")))
    }
    return SARIFLog.Result(
      ruleId: rule.id, ruleIndex: index, level: rule.level, message: .init(text: text, markdown: markdown),
      locations: [location], relatedLocations: related.isEmpty ? nil : related, suppressions: nil,
      partialFingerprints: [fingerprintKey: hex16(fnv1a(signature))],
      properties: .init(
        signature: signature, strategy: trace.strategy, profile: profile, label: label, hits: hits,
        events: events, captureKind: leak?.captureKind, leakingViews: leak.map(\.views),
        dependsOn: dependences.map(\.text),
        dependsOnEvidence: flagEvidence(dependences), platformLimit: platformLimit?.text))
  }

  /// The evidence under each flag or duration of `dependences`, in order (both of a pair), or `nil` when none has any
  /// (the key is left out).
  static func flagEvidence(_ dependences: [FlagDependence.Dependence]) -> [SARIFLog.FlagConfidence]? {
    var flags: [SARIFLog.FlagConfidence] = []
    for d in dependences {
      if let e = d.evidence {
        flags.append(
          .init(
            name: d.name, confidence: e.level.rawValue, sources: e.sources, why: e.why, together: d.partner?.name))
      }
      if let p = d.partner, let e = p.evidence {
        flags.append(
          .init(name: p.name, confidence: e.level.rawValue, sources: e.sources, why: e.why, together: d.name))
      }
    }
    return flags.isEmpty ? nil : flags
  }

  /// A repository-relative path under `%SRCROOT%`; an absolute one (a corpus outside the
  /// repository) as a `file://` URI of its own.
  public static func artifact(_ path: String) -> SARIFLog.ArtifactLocation {
    // A URI reference: `#` would start a fragment (an app-logic script's corpus file, `app-logic#…`), `%` an escape.
    let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    guard path.hasPrefix("/") else { return .init(uri: escaped, uriBaseId: "%SRCROOT%") }
    return .init(uri: "file://" + escaped, uriBaseId: nil)
  }

  /// `path` relative to `root` when inside it (`./` dropped; a relative path is first resolved
  /// against `directory`, where the tool ran). A Swift file outside it (a strategy's `#filePath`
  /// from another build) is cut to its SwiftPM part from `Sources/` on, relative to its package's
  /// root; any other path outside it stays absolute.
  public static func relative(_ path: String, to root: String, from directory: String? = nil) -> String {
    var p = path
    while p.hasPrefix("./") { p.removeFirst(2) }
    // A relative path is relative to the directory the tool ran in, which may lie below the root.
    if !p.hasPrefix("/"), let directory {
      p =
        URL(fileURLWithPath: p, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
        .standardizedFileURL.path
    }
    let base = root.hasSuffix("/") ? root : root + "/"
    if p.hasPrefix(base) { return String(p.dropFirst(base.count)) }
    guard p.hasPrefix("/") else { return p }
    // A strategy's `#filePath` from another build machine: its SwiftPM part is package-relative.
    if directory == nil || p.hasSuffix(".swift"),
      let r = p.range(of: "/Sources/", options: .backwards)
    {
      return String(p[p.index(after: r.lowerBound)...])
    }
    return p
  }
}
