/// Folds block results into per-strategy results as they arrive, so a run keeps only what its
/// report needs (findings per signature with hit counts, counts, coverage), never every block.
///
/// Blocks may arrive in any order (workers finish them out of order); each strategy's blocks
/// are folded in block order, holding back the few that arrive ahead of their turn, so the
/// results are the same as folding all blocks sorted by block number.
public struct RunAggregator<Host: Platform> {
  /// The run's configuration: strategies, planned blocks and step budget.
  public let configuration: RunConfiguration<Host>
  let corpus: CorpusIndex<Host>?
  /// Signatures known besides ``corpus``'s (`merge`: the counterexamples its shards replayed from their corpus, which
  /// its own corpus may lack), so a finding of one of them is labelled known, as the shards' corpus knew it.
  public var alsoKnown: Set<FailureSignature> = []
  private var accumulators: [StrategyAccumulator<Host>]
  /// Strategy name to its place in ``configuration``'s strategies (lookups only, never iterated).
  private let place: [String: Int]
  /// Per strategy, blocks that arrived before an earlier planned block.
  private var pending: [[Int: BlockResult<Host>]]
  /// Per strategy, how many of ``RunConfiguration/shardBlocks`` were folded in order.
  private var released: [Int]
  private let planned: [Int]
  /// Per strategy, the block numbers already added: a second copy is ignored, never folded twice.
  private var added: [Set<Int>]

  /// Creates an empty aggregate of `configuration`'s run; `corpus` tells new from known.
  public init(configuration: RunConfiguration<Host>, corpus: CorpusIndex<Host>?) {
    self.configuration = configuration
    self.corpus = corpus
    accumulators = configuration.strategies.map { StrategyAccumulator(strategy: $0, configuration: configuration) }
    var place: [String: Int] = [:]
    for (i, s) in configuration.strategies.enumerated() where place[s.name] == nil { place[s.name] = i }
    self.place = place
    pending = Array(repeating: [:], count: configuration.strategies.count)
    released = Array(repeating: 0, count: configuration.strategies.count)
    added = Array(repeating: [], count: configuration.strategies.count)
    planned = configuration.shardBlocks
  }

  /// Adds one block of this shard's run (in any order); a block of an unknown strategy, or one
  /// already added, is ignored.
  public mutating func add(_ block: BlockResult<Host>) {
    guard let s = place[block.strategy], added[s].insert(block.block).inserted else { return }
    pending[s][block.block] = block
    while released[s] < planned.count, let next = pending[s].removeValue(forKey: planned[released[s]]) {
      accumulators[s].fold(next, corpus: corpus, alsoKnown: alsoKnown)
      released[s] += 1
    }
  }

  /// Per strategy, what a step budget's gate knows (``StepBudgetGate/Known``): how many planned blocks were folded
  /// in order, whether they used the budget up (no `cut` without ``RunConfiguration/maxSteps``), and their steps.
  package var budgetKnown: [StepBudgetGate.Known] {
    accumulators.indices.map { s in
      StepBudgetGate.Known(
        released: released[s], cut: configuration.maxSteps.map { accumulators[s].steps >= $0 } ?? false,
        steps: accumulators[s].steps)
    }
  }

  /// The blocks that arrived after their strategy's earlier blocks used the step budget up, by strategy name and
  /// block number: not part of the run (never folded), so a results file leaves them out as `-j 1`, which never runs
  /// them, does.
  public var blocksPastBudget: [(strategy: String, block: Int)] {
    accumulators.flatMap { a in a.pastBudget.map { (a.strategy.name, $0) } }
  }

  /// Folds what is left and returns the results, and whether the run did all its planned work:
  /// every planned block of every strategy arrived complete, or a strategy's blocks in order
  /// reached its step budget (the deterministic end ``RunConfiguration/maxSteps`` plans).
  public mutating func finish() -> (results: [StrategyResult<Host>], complete: Bool) {
    let (results, unfinished) = finishCounting()
    return (results, unfinished == 0)
  }

  /// ``finish()`` with how many planned blocks are missing or cut short (0 when complete; a
  /// strategy cut short only ever counts at least 1), for `merge`'s report.
  public mutating func finishCounting() -> (results: [StrategyResult<Host>], unfinishedBlocks: Int) {
    var unfinished = 0
    for s in accumulators.indices {
      let max = configuration.maxSteps
      let prefixDone = released[s] == planned.count || max.map { accumulators[s].steps >= $0 } == true
      let missing = prefixDone ? 0 : planned.count - released[s] - pending[s].count
      // Blocks after a gap (an interrupted run) still count, in block order, as before.
      for b in pending[s].keys.sorted() { accumulators[s].fold(pending[s][b]!, corpus: corpus, alsoKnown: alsoKnown) }
      pending[s] = [:]
      let cutShort = accumulators[s].incompleteBlocks
      if !prefixDone || cutShort > 0 { unfinished += Swift.max(1, missing + cutShort) }
    }
    return (accumulators.map { $0.result() }, unfinished)
  }

  /// Why `results` are a step budget's cut and no pass, or `nil`: a strategy ran fewer traces than this shard plans
  /// (``RunConfiguration/plannedTracesPerStrategy``) because ``RunConfiguration/maxSteps`` ended it. The cut is
  /// deterministic (same seed, same output) but the planned traces did not run, so the run reads `INCOMPLETE` and
  /// exits 4 as a time budget's cut does; a budget the whole plan fits in is no cut.
  public static func stepBudgetReason(
    _ results: [StrategyResult<Host>], configuration: RunConfiguration<Host>
  ) -> String? {
    guard let max = configuration.maxSteps else { return nil }
    let planned = configuration.plannedTracesPerStrategy
    let cut = results.filter { $0.traces < planned }.count
    guard cut > 0 else { return nil }
    // `1 step`, not `1 steps` (a tester's report).
    return
      "step budget of \(max) step\(max == 1 ? "" : "s") per strategy reached (\(cut) of \(results.count) strategies cut)"
  }

  /// Aggregates `blocks` (any order, any shard) without judging completeness.
  static func aggregate(
    _ configuration: RunConfiguration<Host>, blocks: [BlockResult<Host>], corpus: CorpusIndex<Host>?
  ) -> [StrategyResult<Host>] {
    configuration.strategies.map { strategy in
      var acc = StrategyAccumulator(strategy: strategy, configuration: configuration)
      for block in blocks.filter({ $0.strategy == strategy.name }).sorted(by: { $0.block < $1.block }) {
        acc.fold(block, corpus: corpus)
      }
      return acc.result()
    }
  }
}

/// One strategy's running totals; blocks must be folded in block order.
private struct StrategyAccumulator<Host: Platform> {
  /// A failure signature as the aggregate dedups it: invariant and minimized events.
  struct Key: Hashable {
    let invariant: Host.Invariant
    let events: [Host.Event]
    /// An unshrunk trace is never counted as a minimal one's duplicate, nor the reverse.
    let cutoff: ShrinkCutoff?
  }

  let strategy: Host.Strategy
  let profile: Host.Profile
  let runSeed: UInt64
  let maxSteps: Int?
  private(set) var steps = 0
  private var traces = 0
  private var failing = 0
  private var counts: [String: Int] = [:]
  private var coverage = CoverageMap<Host>()
  private var exposure: [Int] = []
  private var scriptBranchBits: [UInt64] = []
  /// The kinds of capture the blocks took; `nil` once a block folded in did not record them.
  private var capturedKinds: [String]? = []
  private var findings: [Finding<Host>] = []
  private var findingIndex: [Key: Int] = [:]
  /// Blocks folded in (not past the step budget) that were cut short.
  private(set) var incompleteBlocks = 0
  /// Blocks that came past the step budget, left out (their numbers, in order of arrival).
  private(set) var pastBudget: [Int] = []

  init(strategy: Host.Strategy, configuration: RunConfiguration<Host>) {
    self.strategy = strategy
    profile = configuration.profile(for: strategy)
    runSeed = configuration.seed
    maxSteps = configuration.maxSteps
  }

  mutating func fold(_ block: BlockResult<Host>, corpus: CorpusIndex<Host>?, alsoKnown: Set<FailureSignature> = []) {
    // Past the step budget a block is not part of the run (workers may have run it anyway).
    if let maxSteps, steps >= maxSteps {
      pastBudget.append(block.block)
      return
    }
    steps += block.steps
    traces += block.traces
    if !block.complete { incompleteBlocks += 1 }
    for (k, v) in block.eventCounts { counts[k, default: 0] += v }
    ExposureChannel.add(block.exposureMilliseconds, to: &exposure)
    for (i, word) in block.scriptBranchBits.enumerated() {
      if i == scriptBranchBits.count { scriptBranchBits.append(0) }
      scriptBranchBits[i] |= word
    }
    if let kinds = block.capturedKinds, capturedKinds != nil {
      Campaign<Host>.add(kinds, to: &capturedKinds!)
    } else {
      capturedKinds = nil
    }
    coverage.merge(block.coverage)
    for f in block.failures.sorted(by: { $0.index < $1.index }) {
      failing += 1
      let key = Key(invariant: f.invariant, events: f.events, cutoff: f.cutoff)
      if let i = findingIndex[key] {
        findings[i].hits += 1
        if findings[i].saveError == nil, let e = f.saveError {
          findings[i].saveError = e
          findings[i].file = nil
        }
        continue
      }
      let trace = f.trace(strategy: strategy.name, profile: profile, runSeed: runSeed)
      let isNew = !(corpus?.knewBefore(trace) ?? false) && !alsoKnown.contains(FailureSignature(trace: trace))
      findingIndex[key] = findings.count
      findings.append(
        Finding(
          invariant: f.invariant, trace: trace, detail: f.detail, traceIndex: f.index,
          originalLength: f.originalLength, shrinkReplays: f.replays, cutoff: f.cutoff,
          file: f.saveError == nil ? corpus?.file(for: trace) : nil, saveError: f.saveError, isNew: isNew,
          dependences: f.dependences, replayedEvidence: f.evidence))
    }
  }

  func result() -> StrategyResult<Host> {
    var r = StrategyResult(
      strategy: strategy, profile: profile, traces: traces, steps: steps,
      findings: findings.sorted { ($0.invariant, $0.traceIndex) < ($1.invariant, $1.traceIndex) },
      failingTraces: failing, eventCounts: counts, coverage: coverage)
    r.exposureMilliseconds = exposure
    r.scriptBranchBits = scriptBranchBits
    // Sorted: the blocks' order of arrival says nothing. None folded in: nothing recorded.
    r.capturedKinds = traces > 0 ? capturedKinds?.sorted() : nil
    return r
  }
}
