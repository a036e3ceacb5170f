import AppLogic

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

extension CorpusIndex {
  /// One line naming the traces kept as `expect: holds` of `results`' strategies (or an earlier version of one) whose
  /// profile no result ran, or `nil` for none: a CI that narrowed `--profile` no longer checks them, and must not
  /// think it does (the s45 reliability list: such a trace was neither replayed nor mentioned). Not a failure: the
  /// run judges the profiles it ran, as it judges a counterexample of another profile, and `replay corpus` still
  /// checks the trace. A fixture or a public case's control is left to `replay`, as everywhere. At most three files
  /// are named, in ``keptHolding``'s order, then how many more. With `scriptsOnly` (a run on each strategy's own
  /// profile), only app-logic scripts' traces are named: a user's script runs on one default profile, and a trace it
  /// kept on an iPad went unchecked with nothing said (a new user's CI stayed green in SARIF and JUnit); the catalog's
  /// controls on other profiles are `replay`'s, and the default run stays short.
  public func uncheckedKeptHoldingLine(
    for results: [StrategyResult<Host>], earlierVersion: (String, Host.Strategy) -> Bool = { _, _ in false },
    scriptsOnly: Bool = false
  ) -> String? {
    var files: [String] = []
    var profiles: [String] = []
    for (path, kept) in keptHolding
    where FixtureMark(comments: kept.comments) == nil && PublicCaseMark(comments: kept.comments) == nil
      && (!scriptsOnly || kept.strategy.hasPrefix(AppLogicRegistry.prefix))
    {
      let ofStrategy = results.filter {
        kept.strategy == $0.strategy.name || earlierVersion(kept.strategy, $0.strategy)
      }
      guard !ofStrategy.isEmpty, !ofStrategy.contains(where: { $0.profile == kept.profile }), !files.contains(path)
      else { continue }
      files.append(path)
      let profile = Host.name(of: kept.profile)
      if !profiles.contains(profile) { profiles.append(profile) }
    }
    guard !files.isEmpty else { return nil }
    let named = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
    let traces = files.count == 1 ? "1 trace kept as holds" : "\(files.count) traces kept as holds"
    return
      "NOT CHECKED \(named): \(traces) of this run's strategies, on \(profiles.joined(separator: ", ")), a profile"
      + " this run did not run: not replayed, so this run says nothing of \(files.count == 1 ? "it" : "them") (not a"
      + " failure); replay corpus checks \(files.count == 1 ? "it" : "them"), as does run --profile"
      + " \(profiles.joined(separator: ","))"
  }
}
