/// Checks of a block read from a results file against the run that is said to have made it:
/// `merge` trusts nothing it is handed.
extension BlockResult {
  /// Why this block cannot be part of `configuration`'s run (the configuration of the file that
  /// holds it, with that file's shard), or `nil`: an unknown strategy, a block number outside
  /// the run or the shard, more traces than the block has (or, without a step budget, fewer in a complete block),
  /// more events than its traces can generate, counts that add up to more than its events.
  package func problem(in configuration: RunConfiguration<Host>) -> String? {
    guard configuration.strategies.contains(where: { $0.name == strategy }) else {
      let names = configuration.strategies.map(\.name).joined(separator: ", ")
      return "strategy '\(strategy)' is not one of the run's (\(names))"
    }
    guard (0..<configuration.blockCount).contains(block) else {
      return "block \(block) is outside the run's blocks 0 to \(configuration.blockCount - 1)"
    }
    let shard = configuration.shard
    guard block % shard.count == shard.index - 1 else { return "block \(block) is not in shard \(shard)" }
    let size = configuration.indices(ofBlock: block).count
    // A step budget ends the block that reaches it after the trace that does (``Campaign/blockStepLimit``).
    guard traces <= size, !complete || traces == size || configuration.maxSteps != nil else {
      return "\(traces) traces in a\(complete ? " complete" : "") block of \(size)"
    }
    // Bounded by the configuration's limits, so no sum over the blocks of a run overflows.
    guard steps <= traces * configuration.maxLength else {
      return "\(steps) events from \(traces) traces of at most \(configuration.maxLength) events"
    }
    var counted = 0
    for (_, n) in eventCounts {
      let (sum, overflow) = counted.addingReportingOverflow(n)
      guard !overflow, sum <= steps else { return "event counts add up to more than its \(steps) events" }
      counted = sum
    }
    // A trace visits one state when it starts and one per event.
    let visits = traces + steps
    for e in coverage.stateEntries where e.count > visits {
      return "state \(e.key) visited \(e.count) times in \(visits) visits"
    }
    for e in coverage.transitionEntries where e.count > steps {
      return "transition \(e.key) taken \(e.count) times in \(steps) events"
    }
    if failures.count > traces { return "\(failures.count) failures from \(traces) traces" }
    return nil
  }
}

extension FailureRecord {
  /// Why this failure of block `block` cannot come from `configuration`'s run, or `nil`: a trace
  /// index outside the block, lengths beyond the run's limit.
  package func problem(block: Int, in configuration: RunConfiguration<Host>) -> String? {
    let range = configuration.indices(ofBlock: block)
    guard range.contains(index) else {
      return "trace \(index) is not in block \(block) (traces \(range.lowerBound) to \(range.upperBound - 1))"
    }
    guard (1...configuration.maxLength).contains(originalLength), (1...originalLength).contains(events.count) else {
      return "lengths \(events.count) of \(originalLength) events are outside 1 to \(configuration.maxLength)"
    }
    return nil
  }
}

extension FailureRecord {
  /// Replays the events under `runner`: `nil` when they break the recorded invariant, else what
  /// they give instead (a fabricated or stale failure).
  package func replayProblem(runner: TraceRunner<Host>) -> String? {
    let outcome = runner.run(events)
    if outcome.verdict == .broken(invariant) { return nil }
    if case .invalid(let step, let reason) = outcome {
      return
        "its events do not replay: event \(step + 1) (\(Host.vocabulary.text(of: events[step]))) is not possible: \(reason)"
    }
    return "its events give \(outcome.verdict.map(String.init(describing:)) ?? "invalid"), not \(invariant.rawValue)"
  }
}
