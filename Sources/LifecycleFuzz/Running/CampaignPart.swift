import Foundation

/// One platform's campaign inside a run: the corpus it reads and writes, the aggregate of its blocks, and the
/// work items it gives the worker pool. A run of several platforms is several parts sharing one pool
/// (``CampaignGroup``); in a worker, a part is decoded from its configuration line and runs the items it claims.
public final class CampaignPart<Host: Platform>: WorkerPoolPart {
  /// The campaign.
  public let campaign: Campaign<Host>
  /// The corpus: in the parent, read when the part is made (known signatures, settled at the end); in a worker,
  /// opened for saving before the first block.
  private(set) var corpus: CorpusIndex<Host>?
  private var aggregator: RunAggregator<Host>
  private let onBlock: (BlockResult<Host>) throws -> Void
  /// Told of each block as it is aggregated, with the worker that ran it (`nil`: this process): for a progress
  /// display only, never for a report.
  public var observer: ((BlockResult<Host>, _ worker: Int?) -> Void)?
  /// The strategies' blocks this shard runs (the same for every strategy).
  private let blocks: [Int]

  /// A part of the parent's run: reads the corpus now (a bad file stops the run before any work).
  ///
  /// - Parameter onBlock: called with each block as it arrives (in any order with workers), after aggregating it.
  /// - Throws: ``TraceFileError`` when the corpus cannot be read, or holds a counterexample of one of the run's
  ///   strategies that its app could never be given or that names an app call it does not answer
  ///   (``CorpusIndex/refusedCounterexampleError(strategies:)``).
  public init(campaign: Campaign<Host>, onBlock: @escaping (BlockResult<Host>) throws -> Void = { _ in }) throws {
    let configuration = campaign.configuration
    let corpus = try configuration.corpusDirectory.map {
      try CorpusIndex<Host>(
        directory: $0, writes: configuration.savesCounterexamples, givenScripts: configuration.givenScripts)
    }
    if let error = corpus?.refusedCounterexampleError(strategies: configuration.strategies) { throw error }
    corpus?.shrinksKeptTraces(with: configuration.strategies, turnedOff: campaign.turnedOffClasses)
    self.campaign = campaign
    self.corpus = corpus
    aggregator = RunAggregator(configuration: configuration, corpus: corpus)
    self.onBlock = onBlock
    blocks = configuration.shardBlocks
  }

  /// A part of a worker: nothing read until ``openCorpusForSaving()``.
  init(workerCampaign campaign: Campaign<Host>) {
    self.campaign = campaign
    // The parent's `--flag-pairs`, so the dependences this worker hands back are the ones the parent would replay.
    if campaign.configuration.checksFlagPairs { FlagDependence.pairsAreReplayed = true }
    aggregator = RunAggregator(configuration: campaign.configuration, corpus: nil)
    onBlock = { _ in }
    blocks = campaign.configuration.shardBlocks
  }

  /// The corpus as it was when the part was made (plus this run's writes), or `nil` without one.
  public var corpusIndex: CorpusIndex<Host>? { corpus }

  /// The platform's name in block lines, or `nil` when files leave it out.
  package var platformName: String? { Host.isUnnamedInFiles ? nil : Host.name }

  /// Strategies times this shard's blocks.
  package var itemCount: Int { campaign.configuration.strategies.count * blocks.count }

  /// The configuration as one line of JSON.
  package func configurationLine() throws -> String { try campaign.configuration.jsonText() }

  /// Opens the corpus for saving, unless the run saves nothing. With a step budget a worker does not save: it
  /// cannot know whether the blocks before its own, run by other workers, used the budget up, and the parent
  /// writes what the budget keeps when every block is in (``CorpusIndex/settle(_:)``).
  package func openCorpusForSaving() throws {
    let configuration = campaign.configuration
    guard configuration.savesCounterexamples, configuration.maxSteps == nil else { return }
    corpus = try configuration.corpusDirectory.map {
      try CorpusIndex(directory: $0, givenScripts: configuration.givenScripts)
    }
    corpus?.shrinksKeptTraces(with: configuration.strategies, turnedOff: campaign.turnedOffClasses)
  }

  /// Runs item `item`: block `item % blocks` of strategy `item / blocks`, in this shard's order; with
  /// ``RunConfiguration/workerReplaysDependences`` or ``RunConfiguration/workerReplaysEvidence``, each failure's
  /// open-question answers or leak evidence too (what the parent's reports would otherwise replay after its workers).
  /// Under a step budget the block takes what the strategy's earlier blocks (`stepsBefore` steps) left of it
  /// (``Campaign/blockStepLimit``).
  package func run(item: Int, stepsBefore: Int? = nil, stop: StopSignal) -> (text: String, complete: Bool) {
    let (s, position) = place(ofItem: item)
    let strategy = campaign.configuration.strategies[s]
    var running = campaign
    running.blockStepLimit = campaign.configuration.maxSteps.map { $0 - (stepsBefore ?? 0) }
    var result = running.runBlock(strategy, block: blocks[position], corpus: corpus, stop: stop)
    replayForReports(&result, strategy: strategy)
    return (result.text(withDependences: true), result.complete)
  }

  /// Whether the run has a step budget (``RunConfiguration/maxSteps``): its workers run a block only once the
  /// blocks before it of its strategy are in, under the budget (``StepBudgetGate``).
  package var hasStepBudget: Bool { campaign.configuration.maxSteps != nil }

  /// Item `item`'s strategy (its place in the configuration's strategies) and block (its place in this shard's
  /// blocks): strategy by strategy, or under a step budget block by block (every strategy's first block, then every
  /// second one, ...), so that a strategy's earlier blocks are mostly in when a worker claims its next one and the
  /// gate rarely keeps a worker waiting.
  package func place(ofItem item: Int) -> (strategy: Int, position: Int) {
    let strategies = campaign.configuration.strategies.count
    return hasStepBudget ? (item % strategies, item / strategies) : (item / blocks.count, item % blocks.count)
  }

  /// Parent: per strategy, what the step budget's gate knows (``RunAggregator/budgetKnown``), or `nil` without a
  /// budget.
  package var budgetKnown: [StepBudgetGate.Known]? { hasStepBudget ? aggregator.budgetKnown : nil }

  /// Parent: the blocks that came past the step budget (``RunAggregator/blocksPastBudget``), which a results file
  /// leaves out.
  public var blocksPastBudget: [(strategy: String, block: Int)] { aggregator.blocksPastBudget }

  /// A worker's answers of ``replayForReports(_:strategy:)``, by strategy name and minimized events (the
  /// dependences) or by strategy name, invariant and minimized events (the evidence).
  private var knownDependences: [String: [[Host.Event]: [FlagDependence.Dependence]]] = [:]
  private var knownEvidence: [String: [EvidenceKey: ReplayedEvidence]] = [:]

  /// What ``knownEvidence`` is keyed by.
  private struct EvidenceKey: Hashable {
    let invariant: Host.Invariant
    let events: [Host.Event]
  }

  /// Sets each failure's ``FailureRecord/dependences`` and ``FailureRecord/evidence`` as the configuration asks,
  /// each replayed once per minimized trace in this worker. The dependences are
  /// ``FlagDependence/dependences(_:strategy:)`` of the trace the parent's aggregate makes of the record, and the
  /// evidence is ``Platform/evidence(of:runner:invariant:)`` under the runner a SARIF result replays with (the
  /// strategy on its run profile): each a function of the events, the profile, the app and the strategy, so the
  /// parent would compute the same. An interrupt leaves the rest `nil` (the parent then answers as it did).
  private func replayForReports(_ result: inout BlockResult<Host>, strategy: Host.Strategy) {
    let configuration = campaign.configuration
    guard configuration.workerReplaysDependences || configuration.workerReplaysEvidence else { return }
    let profile = configuration.profile(for: strategy)
    for i in result.failures.indices {
      if StopSignal.wasInterrupted { return }
      let record = result.failures[i]
      if configuration.workerReplaysDependences {
        if let known = knownDependences[strategy.name]?[record.events] {
          result.failures[i].dependences = known
        } else {
          let trace = record.trace(strategy: strategy.name, profile: profile, runSeed: configuration.seed)
          let answer = FlagDependence.dependences(trace, strategy: strategy)
          guard answer != [.notChecked] else { return }
          knownDependences[strategy.name, default: [:]][record.events] = answer
          result.failures[i].dependences = answer
        }
      }
      if configuration.workerReplaysEvidence {
        let key = EvidenceKey(invariant: record.invariant, events: record.events)
        if let known = knownEvidence[strategy.name]?[key] {
          result.failures[i].evidence = known
        } else {
          let runner = TraceRunner<Host>(strategy: strategy, profile: profile)
          let answer = ReplayedEvidence(Host.evidence(of: record.events, runner: runner, invariant: record.invariant))
          if StopSignal.wasInterrupted { return }
          knownEvidence[strategy.name, default: [:]][key] = answer
          result.failures[i].evidence = answer
        }
      }
    }
  }

  /// Parses a worker's block (with its `depends` lines) and aggregates it.
  package func receive(_ block: RawBlock) throws {
    for result in try BlockResult<Host>.parseAll(
      block.text, file: block.file, firstLine: block.line, readsDependences: true)
    {
      try add(result, worker: block.worker)
    }
  }

  /// Aggregates one block and hands it on.
  func add(_ block: BlockResult<Host>, worker: Int?) throws {
    aggregator.add(block)
    observer?(block, worker)
    try onBlock(block)
  }

  /// Runs this part's blocks in this process, strategy by strategy, until they are done or `stop` says so.
  ///
  /// - Returns: whether the run should go on (no block was cut short by `stop`).
  /// - Throws: what `onBlock` throws.
  package func runInProcess(stop: StopSignal, progress: (String, Int, Int) -> Void) throws -> Bool {
    let configuration = campaign.configuration
    for strategy in configuration.strategies {
      var steps = 0
      var done = 0
      let planned = blocks.reduce(0) { $0 + configuration.indices(ofBlock: $1).count }
      for b in blocks {
        if let max = configuration.maxSteps, steps >= max { break }
        if stop.shouldStop { return false }
        // The block takes what the earlier ones left of the budget: it ends inside the block that reaches it.
        var running = campaign
        running.blockStepLimit = configuration.maxSteps.map { $0 - steps }
        let r = running.runBlock(strategy, block: b, corpus: corpus, stop: stop)
        try add(r, worker: nil)
        steps += r.steps
        done += r.traces
        progress(strategy.name, done, planned)
        if !r.complete { return false }
      }
    }
    return true
  }

  /// The outcome once every block is in (or the run stopped): the aggregate, with the corpus settled.
  ///
  /// - Parameters:
  ///   - stop: the run's stop signal (why an incomplete run stopped).
  ///   - workerFailures: the workers that died, which make the run incomplete.
  public func finish(stop: StopSignal, workerFailures: [String] = []) -> RunOutcome<Host> {
    // Incomplete is decided by what ran, not by the clock now, so a run that finished just before its deadline
    // is complete.
    var (results, complete) = aggregator.finish()
    // Every block is in: retry failed saves, and make each file name the first trace that hit it whichever
    // worker saved first.
    // The blocks' saves replayed under every invariant, as the settle does: their files' checkpoints are its answers.
    if let corpus {
      results = corpus.settle(
        results, complete: complete, reusesRunCheckpoints: campaign.configuration.invariants == .all)
    }
    var reason: String?
    if !complete {
      reason =
        StopSignal.wasInterrupted
        ? "interrupted"
        : stop.deadline != nil
          ? "time budget of \(formatTime(campaign.configuration.timeBudget ?? 0)) s ran out"
          : workerFailures.isEmpty
            ? "workers stopped early"
            : workerFailures.joined(separator: "; ")
              + (workerFailures.count == 1 ? ": the blocks it held" : ": the blocks they held")
              + " did not finish (the others' are kept)"
    }
    // A step budget's end is deterministic but not the plan: no pass either.
    if reason == nil { reason = RunAggregator.stepBudgetReason(results, configuration: campaign.configuration) }
    return RunOutcome(results: results, incompleteReason: reason)
  }
}

/// The parts of one run (one per platform) on one pool of workers: with one job, each part runs in this process in
/// order; with more, every part's blocks go to the same workers, so they keep every core busy.
package enum CampaignGroup {
  /// Runs `parts`.
  ///
  /// - Parameters:
  ///   - jobs: worker processes (1 runs in this process).
  ///   - executable: the executable workers run (default: this process's own).
  ///   - progress: called after each block with (strategy, traces done, traces planned), or ("blocks", blocks done,
  ///     blocks planned) with workers.
  /// - Returns: the workers that died (their blocks are missing: the run is incomplete).
  /// - Throws: ``WorkerError`` when workers cannot be started; what a part's `onBlock` throws.
  package static func run(
    _ parts: [any RunnablePart], jobs: Int, executable: String? = nil, stop: StopSignal,
    progress: (String, Int, Int) -> Void = { _, _, _ in }
  ) throws -> [String] {
    if jobs > 1 {
      return try WorkerPool(parts: parts, jobs: jobs, executable: executable).run(stop: stop, progress: progress)
    }
    for part in parts where try !part.runInProcess(stop: stop, progress: progress) { break }
    return []
  }
}

/// A part a ``CampaignGroup`` runs: ``CampaignPart`` of any platform.
package protocol RunnablePart: WorkerPoolPart {
  /// Runs the part's blocks in this process; whether the run should go on.
  func runInProcess(stop: StopSignal, progress: (String, Int, Int) -> Void) throws -> Bool
}

extension CampaignPart: RunnablePart {}

extension CampaignGroup {
  /// The parts a worker runs: one per line of the configuration file the parent wrote, each decoded with the
  /// catalog of the platform it names.
  ///
  /// - Throws: ``WorkerError`` for a line of no platform in `platforms`; `DecodingError` for a line that does not
  ///   decode.
  package static func workerParts(decoding text: String, platforms: [any Platform]) throws -> [any WorkerPoolPart] {
    try text.split(separator: "\n").map { line in
      let json = String(line)
      guard let named = platformName(inJSON: json) else {
        throw WorkerError(description: "a worker configuration line is no JSON object")
      }
      guard
        let platform = platforms.first(where: {
          type(of: $0).isUnnamedInFiles ? named == nil : named == type(of: $0).name
        })
      else {
        throw WorkerError(description: "a worker configuration names the unknown platform '\(named ?? "")'")
      }
      return try workerPart(platform, json)
    }
  }

  /// The platform a configuration line names (`nil` for the platform unnamed in files), or `nil` when the line is
  /// no JSON object.
  package static func platformName(inJSON text: String) -> String?? {
    struct Probe: Decodable { let platform: String? }
    guard let probe = try? JSONDecoder().decode(Probe.self, from: Data(text.utf8)) else { return nil }
    return .some(probe.platform)
  }

  private static func workerPart<P: Platform>(_ platform: P, _ json: String) throws -> any WorkerPoolPart {
    CampaignPart(workerCampaign: Campaign(configuration: try RunConfiguration<P>(jsonText: json, platform: platform)))
  }
}
