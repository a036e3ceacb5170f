import Foundation
import LifecycleFuzz

/// One platform's part of a `run` (or a `merge`): its configuration, the campaign parts it runs (one per profile),
/// and everything made from its outcome (the report, JUnit, SARIF, evidence, baselines, the exit code).
///
/// A command makes one per platform taking part (``PlatformOptions/selections(_:seed:)``) and drives them through
/// ``AnyRunSection``, so no command names a platform.
final class RunSection<Host: Platform>: AnyRunSection {
  /// The run's configuration for this platform, without a profile when several are named.
  let configuration: RunConfiguration<Host>
  /// The profiles named (`--profile`), or `[nil]` for each strategy's own.
  let profiles: [Host.Profile?]
  /// The platform, with its catalog.
  let platform: Host
  /// One campaign part per profile, made (and their corpus read) by ``prepare(replaysDependences:replaysEvidence:onBlock:)``.
  private(set) var parts: [CampaignPart<Host>] = []
  /// The outcome, once ``finish(stop:workerFailures:)`` ran.
  private(set) var outcome: RunOutcome<Host>?
  /// The outcome without the findings a baseline accepted, and what the baseline did.
  private(set) var baselined: BaselineOutcome<Host>?
  /// The outcome judged (``RunVerdicts``), once ``judge()`` ran.
  private(set) var verdicts: RunVerdicts<Host>?
  /// The corpus's counterexamples of earlier versions of the run's app-logic scripts, replayed with the given
  /// versions (``AppLogicVersions``), once ``finish(stop:workerFailures:)`` ran.
  private(set) var earlierVersionChecks: [CorpusIndex<Host>.EarlierVersionCheck] = []
  /// The run's `--baseline`, once ``apply(_:today:)`` ran: the SARIF log's `baselineState`s.
  private(set) var baseline: Baseline?
  /// The corpus's traces kept as holds that no longer replay (``CorpusIndex/staleKeptHoldingLines(for:earlierVersion:)``),
  /// one STALE line each, once ``finish(stop:workerFailures:)`` ran (a merge's: set with its outcome): the run fails
  /// on them as `replay` does.
  var staleKeptLines: [String] = []
  /// The line naming the corpus's traces kept as holds on a profile the run did not run
  /// (``CorpusIndex/uncheckedKeptHoldingLine(for:earlierVersion:)``), or none: not a failure, but said.
  var uncheckedKeptLines: [String] = []
  /// `--sweep-flags`' answers once ``sweepFlags(jobs:stop:announce:)`` ran: each holds with the flips swept.
  var flagSweep: [FlagSweep.Hold]?
  /// Why the flag sweep did not finish, or `nil`: an incomplete sweep is no pass (exit 4).
  var flagSweepIncompleteReason: String?

  /// A section of `selection` with `common` settings.
  init(_ selection: PlatformSelection<Host>, common: RunOptions.CommonSettings) {
    platform = selection.platform
    configuration = common.applied(
      to: selection.configuration(profile: selection.profiles.count == 1 ? selection.profiles[0] : nil))
    profiles = selection.profiles.count > 1 ? selection.profiles.map(Optional.some) : [configuration.profile]
  }

  /// A section for the merged run `configuration` of `platform` (`merge`), whose outcome ``setOutcome(_:)`` gives:
  /// judged, with a baseline, and reported as `run` judges and reports its own.
  init(merging platform: Host, configuration: RunConfiguration<Host>) {
    self.platform = platform
    self.configuration = configuration
    profiles = [configuration.profile]
  }

  /// The platform's name.
  var platformName: String { Host.name }
  /// The platform's strategies.
  var strategyCount: Int { configuration.strategies.count }
  /// The names of the strategies run, in order.
  var strategyNames: [String] { configuration.strategies.map(\.name) }
  /// Whether new counterexamples are written.
  var savesCounterexamples: Bool { configuration.savesCounterexamples }
  /// The corpus folder this section writes, when it writes one.
  var corpusFolder: String? {
    guard configuration.savesCounterexamples, let root = configuration.corpusDirectory else { return nil }
    return Corpus<Host>(root: root).directory
  }
  /// The number of profiles run one after another.
  var stageCount: Int { profiles.count }
  /// The coverage floor.
  var coverageFloor: Double? { configuration.coverageFloor }

  /// Makes the campaign parts, reading this platform's corpus (a bad file stops the run before any work).
  ///
  /// - Throws: ``TraceFileError`` for an unreadable corpus trace.
  /// - Parameters:
  ///   - replaysDependences: whether workers replay each failure's open-question answers
  ///     (``RunConfiguration/workerReplaysDependences``: the reports will show every finding's).
  ///   - replaysEvidence: whether workers replay each failure's leak evidence (``RunConfiguration/workerReplaysEvidence``:
  ///     the SARIF log names every finding's).
  func prepare(
    replaysDependences: Bool, replaysEvidence: Bool, onBlock: ((String, Int, String) throws -> Void)?
  ) throws {
    parts = try profiles.map { profile in
      var c = configuration
      c.profile = profile
      c.workerReplaysDependences = replaysDependences
      c.workerReplaysEvidence = replaysEvidence
      return try CampaignPart(campaign: Campaign(configuration: c)) { block in
        // No block's text is made for nobody (`nil`: no results file).
        try onBlock?(BlockResult<Host>.field(ofStrategy: block.strategy), block.block, block.text)
      }
    }
  }

  /// Reports each block to `progress` as it is aggregated.
  func observe(_ progress: ProgressLine) {
    for part in parts { part.observer = { block, worker in progress.add(block, worker: worker, platform: Host.self) } }
  }

  /// The traces this section plans: strategies times this shard's traces per strategy, per profile.
  var plannedTraces: Int {
    configuration.strategies.count * configuration.plannedTracesPerStrategy * profiles.count
  }

  /// The part of stage `stage` (profile by profile), or `nil` when this section has fewer stages.
  func part(ofStage stage: Int) -> (any RunnablePart)? { stage < parts.count ? parts[stage] : nil }

  /// The blocks past the step budget (``CampaignPart/blocksPastBudget``), as ``ResultsFileWriter/key(strategyField:block:)``
  /// names them: a results file leaves them out.
  var blocksPastBudget: [String] {
    parts.flatMap { part in
      part.blocksPastBudget.map {
        ResultsFileWriter.key(strategyField: BlockResult<Host>.field(ofStrategy: $0.strategy), block: $0.block)
      }
    }
  }

  /// The configuration lines of a results file's header (one for a single profile).
  func headerLines() throws -> [String] {
    var recorded = configuration.runIdentity
    recorded.shard = configuration.shard
    return ["configuration\t\(try recorded.jsonText())"]
  }

  /// Folds the parts' outcomes into one (results in profile order; the first incomplete reason), with each finding
  /// replayed on the strategy's other profiles (``StrategyResult/addingReplaysOnOtherProfiles(_:invariants:)``).
  func finish(stop: StopSignal, workerFailures: [String]) {
    var results: [StrategyResult<Host>] = []
    var incomplete: String?
    var generated: [StrategyResult<Host>] = []
    for part in parts {
      let o = part.finish(stop: stop, workerFailures: workerFailures)
      generated += o.results
      earlierVersionChecks +=
        part.corpusIndex?.earlierVersionChecks(
          of: o.results, invariants: configuration.invariants, earlierVersion: Self.isEarlierVersion) ?? []
      results += addingUnreached(o.results, from: part.corpusIndex)
      staleKeptLines +=
        part.corpusIndex?.staleKeptHoldingLines(for: o.results, earlierVersion: Self.isEarlierVersion) ?? []
      incomplete = incomplete ?? o.incompleteReason
    }
    // Over every profile's results: a trace one part's profile checks is checked. Without --profile each strategy
    // runs on its own profile, and only scripts' traces on others are said: the catalog's controls there are replay's
    // (the default run gained two 800-character lines for them), a user's script's are its CI's only word on them.
    let narrowed = parts.contains { $0.campaign.configuration.profile != nil }
    uncheckedKeptLines =
      parts.lazy.compactMap(\.corpusIndex).first?.uncheckedKeptHoldingLine(
        for: generated, earlierVersion: Self.isEarlierVersion, scriptsOnly: !narrowed
      ).map { [$0] } ?? []
    // A counterexample of one profile is judged on the strategy's others too: their traces may not reach it.
    if parts.count > 1 {
      // Each saved in its profile's corpus, as that profile's own finds are.
      let stages = parts
      results = StrategyResult.addingReplaysOnOtherProfiles(results, invariants: configuration.invariants) {
        strategy, profile in
        stages.first { $0.campaign.configuration.profile(for: strategy) == profile }?.corpusIndex
      }
    }
    outcome = RunOutcome(results: results, incompleteReason: incomplete)
  }

  /// `results` with the corpus's counterexamples of their strategies and profiles that the traces did not reach
  /// but that still break (``CorpusIndex/addingUnreached(to:invariants:leavingOut:)``), leaving out the catalog's
  /// expected faults: a committed counterexample is no pass, whatever the number of traces.
  func addingUnreached(_ results: [StrategyResult<Host>], from corpus: CorpusIndex<Host>?) -> [StrategyResult<Host>] {
    guard let corpus else { return results }
    let expected = platform.expectedFailures
    return corpus.addingUnreached(
      to: results, invariants: configuration.invariants, earlierVersion: Self.isEarlierVersion
    ) { strategy, invariant, profile in
      expected.reason(strategy, invariant, on: profile, of: Host.self) != nil
    }
  }

  /// Whether a trace of `recorded` was found with an earlier version of the app-logic script `strategy`.
  static func isEarlierVersion(_ recorded: String, _ strategy: Host.Strategy) -> Bool {
    AppLogicVersions.isEarlierVersion(recorded, of: strategy.name)
  }

  /// The report's lines on ``earlierVersionChecks``: one per script file, in the order the checks came.
  var earlierVersionLines: [String] {
    var strategies: [String] = []
    for c in earlierVersionChecks where !strategies.contains(c.strategy) { strategies.append(c.strategy) }
    return strategies.flatMap { name in
      AppLogicVersions.line(
        earlierVersionChecks.filter { $0.strategy == name }.map { ($0.path, $0.stillBreaks, $0.removedEvent) },
        file: RunReport.appLogicFiles[name] ?? name)
    }
  }

  /// The results file's `known` lines (``KnownLine``): the corpus counterexamples the outcome replayed because no
  /// trace reached them, then those its traces reached that the corpus held, each with its position in its corpus, in
  /// the outcome's order. The reached ones let a merge without that corpus label them known, as this shard did: when
  /// every shard reached one, no shard replayed it, and the merge said `new`.
  func knownLines() -> [String] {
    guard let outcome else { return [] }
    let indexes = parts.compactMap(\.corpusIndex)
    let known = { (f: Finding<Host>) in f.isReplayedFromCorpus || (!f.isNew && f.isShrunk) }
    return outcome.results.flatMap { r in
      r.findings.filter(known).compactMap { f -> String? in
        guard let file = f.file else { return nil }
        let ordinal =
          indexes.lazy.compactMap {
            f.wasKeptHolding
              ? $0.keptHolding.firstIndex { $0.path == file } : $0.counterexamples.firstIndex { $0.path == file }
          }.first ?? 0
        return KnownLine.line(f.trace, path: file, ordinal: ordinal, keptHolding: f.wasKeptHolding, of: Host.self)
      }
    }
  }

  /// Sets the outcome (a merge's).
  func setOutcome(_ o: RunOutcome<Host>) { outcome = o }

  /// Applies `baseline` to the outcome.
  /// Whether a baseline entry's invariant is in this run's scope: one the run checks; none for a shard, which sees
  /// part of the traces, so that it neither drops nor calls stale an entry another shard reaches (a breaker's
  /// `--shard 1/2 --update-baseline` dropped a reviewed entry).
  var baselineScope: (String) -> Bool {
    guard configuration.shard == .whole else { return { _ in false } }
    let invariants = configuration.invariants
    return { (name: String) in Host.Invariant(rawValue: name).map(invariants.includes) ?? true }
  }

  func apply(_ baseline: Baseline, today: String) {
    self.baseline = baseline
    guard let outcome else { return }
    let checked = baselineScope
    baselined = baseline.apply(to: outcome, today: today, checked: checked)
  }

  /// Judges the outcome: the baseline's acceptances (after ``apply(_:today:)``) and the catalog's expectations.
  func judge() {
    guard let outcome else { return }
    let accepted = Dictionary(
      (baselined?.accepted ?? []).map { ($0.finding.signature, $0.entry.reason) }, uniquingKeysWith: { a, _ in a })
    verdicts = RunVerdicts(
      outcome: outcome, expectedFailures: platform.expectedFailures, invariants: configuration.invariants,
      accepted: accepted, seesEverything: configuration.shard == .whole && outcome.incompleteReason == nil,
      plannedTraces: configuration.plannedTracesPerStrategy)
  }

  /// The signatures the outcome reached, a script's by its file (for a baseline's stale entries).
  var reachedSignatures: [String] { outcome?.results.flatMap { $0.findings.map(\.stableSignature) } ?? [] }

  /// Whether `entry` of a baseline is in this run's scope (its strategy ran on its profile, its invariant checked).
  func covers(_ entry: Baseline.Entry) -> Bool {
    guard let outcome else { return false }
    let checked = baselineScope
    return entry.isInScope(of: outcome, checked: checked)
  }

  /// The accepted findings, for the baseline's section of the report.
  var accepted: [(signature: String, hits: Int, reason: String)] {
    (baselined?.accepted ?? []).map { ($0.finding.stableSignature, $0.finding.hits, $0.entry.reason) }
  }

  /// The report: the run report with its flag-dependence section, `extra` lines before its summary.
  func render(showCoverage: Bool, extra: [String], detail: RunReport.Detail) -> String {
    guard let outcome else { return "" }
    return RunCommand.render(
      configuration, outcome, showCoverage: showCoverage,
      extra: earlierVersionLines + staleKeptLines + uncheckedKeptLines + extra,
      verdicts: verdicts,
      detail: detail)
  }

  /// The break set of the strategies run on their own profiles, as the catalog's data list declares it (one
  /// `("strategy", "invariant", "reason"),` line per broken invariant; the declared reason kept, `TODO` for a new
  /// one): `run --print-break-set`, for `scripts/expected-failures.sh`.
  func breakSet() -> [String] {
    guard let outcome else { return [] }
    var lines: [String] = []
    for r in outcome.results where r.profile == r.strategy.defaultProfile {
      for invariant in Host.Invariant.allCases where r.findings.contains(where: { $0.invariant == invariant }) {
        let reason =
          platform.expectedFailures.first { $0.strategy == r.strategy.name && $0.invariant == invariant.rawValue }?
          .reason ?? "TODO: why it breaks \(invariant.rawValue)"
        lines.append(
          "    (\(Escape.swiftLiteral(r.strategy.name)), \(Escape.swiftLiteral(invariant.rawValue)), \(Escape.swiftLiteral(reason))),"
        )
      }
    }
    return lines
  }

  /// The exit code of this section alone.
  var exitCode: ExitCode {
    guard let outcome else { return .success }
    var code = RunCommand.exitCode(configuration, outcome, verdicts)
    // A kept trace that no longer replays tests nothing: no pass, as `replay` fails it (STALE).
    if !staleKeptLines.isEmpty { code = RunCommand.worse(code, .failure) }
    // A sweep cut short is no pass; one that finished changes no exit code, whatever broke under a flip.
    return flagSweepIncompleteReason == nil ? code : RunCommand.worse(code, .incomplete)
  }

  /// Whether the run stopped early, or its flag sweep did.
  var incompleteReason: String? {
    outcome?.incompleteReason ?? flagSweepIncompleteReason.map { "flag sweep \($0)" }
  }

  /// JUnit test suites of this section.
  func junit() -> JUnitReport.Suites {
    var suites = JUnitReport.suites(
      configuration: configuration, outcome: outcome ?? RunOutcome(results: [], incompleteReason: nil),
      verdicts: verdicts, flagSweep: flagSweep ?? [])
    suites.addStaleKept(staleKeptLines, platform: Host.isUnnamedInFiles ? "" : Host.name)
    suites.incompleteReason = incompleteReason
    return suites
  }

  /// Writes each leak finding's evidence picture next to its corpus file.
  ///
  /// - Returns: the pictures' paths by trace file, and an error for each picture that could not be written (the
  ///   others are still written).
  @discardableResult
  func writeEvidence() -> (written: [String: String], errors: [OutputFileError]) {
    guard let outcome, configuration.savesCounterexamples else { return ([:], []) }
    var written: [String: String] = [:]
    var errors: [OutputFileError] = []
    for r in outcome.results {
      let runner = TraceRunner<Host>(strategy: r.strategy, profile: r.profile)
      // A trace that could not be saved has no file to stand beside (its text is in the report).
      for f in r.findings where f.saveError == nil {
        guard let file = f.file,
          let svg = Host.evidencePicture(of: f.trace.events, runner: runner, invariant: f.invariant)
        else { continue }
        let path = (file.hasSuffix(".trace") ? String(file.dropLast(6)) : file) + ".evidence.svg"
        let caption = EvidenceCaption.lines(
          trace: f.trace, dependences: FlagDependence.dependences(of: f, strategy: r.strategy))
        do throws(OutputFileError) {
          try OutputFile.write(EvidenceCaption.framed(svg, lines: caption), to: path)
          written[file] = path
        } catch {
          errors.append(error)
        }
      }
    }
    return (written, errors)
  }

  /// The run's seed and traces per strategy, which a SARIF or JUnit report names (a merge's: its shards' run's).
  var seedAndTraces: (seed: UInt64, traces: Int) { (configuration.seed, configuration.tracesPerStrategy) }

  /// SARIF results and rules of this section.
  func sarif(root: String, directory: String, evidence: [String: String], baselineFile: String) -> SARIFReport.Part {
    let accepted = Dictionary(
      (baselined?.accepted ?? []).map { ($0.finding.signature, $0.entry.reason) }, uniquingKeysWith: { a, _ in a })
    var expected: [String: String] = [:]
    for row in verdicts?.rows ?? [] {
      for cell in row.cells {
        for f in cell.expected {
          // The catalog's entry for the finding's path when it has one (a sheet above the cover, a rotation), else
          // the expectation's own reason.
          expected[f.signature] =
            platform.expectedFailureCauses.reason(
              strategy: row.result.strategy.name, invariant: cell.invariant.rawValue,
              events: f.trace.events.map { "\($0)" }) ?? cell.expectedReason ?? ""
        }
      }
    }
    var part = SARIFReport.part(
      configuration: configuration, outcome: outcome ?? RunOutcome(results: [], incompleteReason: nil), root: root,
      directory: directory, accepted: accepted, expected: expected, evidence: { $0.file.flatMap { evidence[$0] } },
      baseline: baseline, baselineFile: baselineFile)
    part.flagSweep = flagSweep
    part.incompleteReason = incompleteReason
    part.notifications += SARIFReport.corpusNotifications(
      stale: staleKeptLines, unchecked: uncheckedKeptLines, root: root, directory: directory)
    return part
  }

  /// The findings of the full outcome, as baseline entries for an update.
  func updatedEntries(_ previous: Baseline, reason: String, today: String) -> Baseline {
    guard let outcome else { return previous }
    let checked = baselineScope
    let neverGenerated = configuration.weightOverrides.filter { $0.weight == 0 }.map(\.name)
    return previous.updated(
      with: outcome, reason: reason, today: today, checked: checked, neverGenerated: neverGenerated)
  }
}

/// ``RunSection`` of any platform.
protocol AnyRunSection: AnyObject {
  var platformName: String { get }
  var strategyCount: Int { get }
  var strategyNames: [String] { get }
  var savesCounterexamples: Bool { get }
  var corpusFolder: String? { get }
  var stageCount: Int { get }
  var coverageFloor: Double? { get }
  func prepare(
    replaysDependences: Bool, replaysEvidence: Bool, onBlock: ((String, Int, String) throws -> Void)?
  ) throws
  func observe(_ progress: ProgressLine)
  var plannedTraces: Int { get }
  func part(ofStage stage: Int) -> (any RunnablePart)?
  func headerLines() throws -> [String]
  func knownLines() -> [String]
  var blocksPastBudget: [String] { get }
  func finish(stop: StopSignal, workerFailures: [String])
  func apply(_ baseline: Baseline, today: String)
  func judge()
  func sweepFlags(jobs: Int, stop: StopSignal, announce: (String) -> Void) throws -> [String]
  func breakSet() -> [String]
  var reachedSignatures: [String] { get }
  func covers(_ entry: Baseline.Entry) -> Bool
  var accepted: [(signature: String, hits: Int, reason: String)] { get }
  func render(showCoverage: Bool, extra: [String], detail: RunReport.Detail) -> String
  var flagSweepText: String { get }
  var exitCode: ExitCode { get }
  var incompleteReason: String? { get }
  func junit() -> JUnitReport.Suites
  func writeEvidence() -> (written: [String: String], errors: [OutputFileError])
  func sarif(root: String, directory: String, evidence: [String: String], baselineFile: String) -> SARIFReport.Part
  var seedAndTraces: (seed: UInt64, traces: Int) { get }
  func updatedEntries(_ previous: Baseline, reason: String, today: String) -> Baseline
}
