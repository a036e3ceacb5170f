extension CorpusIndex {
  /// One line for each trace kept as `expect: holds` (``keptHolding``) of `results`' strategies (or an earlier version
  /// of one, `earlierVersion`) and profiles that no longer replays: an event the model refuses where it comes
  /// (`replay`'s STALE) or an app call no handler of the strategy answers. Such a trace tests nothing, and `replay`
  /// fails it, so a run must not pass over it in silence (the forty-fourth session's breaker: `run` skipped it with no
  /// word and passed): each line names the file, the event and why, and the run exits 1 as `replay` does. A fixture
  /// or a public case's control is left to `replay`, as ``keptHoldingBreaks(for:invariants:reached:also:earlierVersion:)``
  /// leaves it. Each file is named once, in ``keptHolding``'s order.
  public func staleKeptHoldingLines(
    for results: [StrategyResult<Host>], earlierVersion: (String, Host.Strategy) -> Bool = { _, _ in false }
  ) -> [String] {
    var lines: [String] = []
    var named: Set<String> = []
    for (path, kept) in keptHolding
    where FixtureMark(comments: kept.comments) == nil && PublicCaseMark(comments: kept.comments) == nil {
      guard
        let result = results.first(where: {
          (kept.strategy == $0.strategy.name || earlierVersion(kept.strategy, $0.strategy))
            && kept.profile == $0.profile
        }), named.insert(path).inserted
      else { continue }
      var trace = kept
      trace.strategy = result.strategy.name
      let problem: (step: Int, reason: String)
      if let (step, reason) = Host.unansweredAppCall(in: trace.events, strategy: result.strategy) {
        problem = (step, reason)
      } else {
        let runner = TraceRunner<Host>(
          strategy: result.strategy, profile: result.profile, app: trace.app(for: result.strategy))
        guard case .invalid(let step, let reason) = runner.run(trace.events) else { continue }
        problem = (step, reason)
      }
      let with = RunReport.appLogicFiles[trace.strategy] ?? trace.strategy
      lines.append(
        "STALE \(path): kept as holds, no longer replays with \(with): event \(problem.step + 1)"
          + " (\(Host.vocabulary.text(of: trace.events[problem.step]))) is not possible: \(problem.reason); it tests"
          + " nothing, so the run fails (exit 1) as replay does: fix the trace or retire it (git rm)")
    }
    return lines
  }
}
