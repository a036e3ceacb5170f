/// A counterexample one profile's traces found, judged on the strategy's other profiles of the run: a sign-off read
/// `holds` on iOS 18 while the iOS 17 finding, replayed on iOS 18, broke there too.
extension StrategyResult {
  /// `results` (one run's, profile by profile) with each strategy's shrunk findings replayed on every other profile
  /// the run covered for it: where one breaks the same invariant and that profile's traces did not find its events,
  /// it joins that profile's result as a finding there (``Finding/replayedFromProfile``, no hits), with the detail of
  /// its replay there, saved in that profile's corpus as any counterexample of it (nothing found is ever lost: new
  /// only when that corpus did not hold it). Deterministic: sources in the results' order, each finding once per
  /// profile; costs one replay per finding and profile. A result with no traces (a stopped run) is left alone.
  ///
  /// - Parameters:
  ///   - invariants: the invariants the run checked (the replays check them alone).
  ///   - corpus: the corpus of a strategy's part on a profile, or `nil` (no corpus: the finding has no file).
  /// - Returns: `results` in their order; each result's findings by invariant, its own first, then the replayed ones
  ///   in the order found.
  public static func addingReplaysOnOtherProfiles(
    _ results: [StrategyResult<Host>], invariants: InvariantSelection<Host.Invariant>,
    corpus: (Host.Strategy, Host.Profile) -> CorpusIndex<Host>? = { _, _ in nil }
  ) -> [StrategyResult<Host>] {
    results.map { result in
      guard result.traces > 0 else { return result }
      let others = results.filter {
        $0.strategy.name == result.strategy.name && $0.profile != result.profile && $0.traces > 0
      }
      guard !others.isEmpty else { return result }
      var reached = Set(result.findings.map { ReplayKey<Host>(invariant: $0.invariant, events: $0.trace.events) })
      var added: [Finding<Host>] = []
      for source in others {
        for f in source.findings where f.isShrunk && f.replayedFromProfile == nil {
          let key = ReplayKey<Host>(invariant: f.invariant, events: f.trace.events)
          guard !reached.contains(key) else { continue }
          var runner = TraceRunner<Host>(
            strategy: result.strategy, profile: result.profile, app: f.trace.app(for: result.strategy))
          runner.invariants = invariants
          guard case .violated(let v) = runner.run(f.trace.events), v.invariant == f.invariant else { continue }
          var trace = f.trace
          trace.profile = result.profile
          trace.comments.append("replayed: found on \(Host.name(of: source.profile)); breaks here too")
          var (file, saveError, isNew): (String?, CorpusWriteError?, Bool) = (nil, nil, f.isNew)
          if let index = corpus(result.strategy, result.profile) {
            isNew = !index.knewBefore(trace)
            do throws(CorpusWriteError) {
              try index.save(trace, runner: runner)
              file = index.file(for: trace)
            } catch {
              saveError = error
            }
          }
          var finding = Finding(
            invariant: f.invariant, trace: trace, detail: v.detail, traceIndex: f.traceIndex,
            originalLength: f.originalLength, shrinkReplays: 0, cutoff: nil, file: file, saveError: saveError,
            isNew: isNew)
          finding.hits = 0
          finding.replayedFromProfile = Host.name(of: source.profile)
          added.append(finding)
          reached.insert(key)
        }
      }
      return result.appendingFindings(added)
    }
  }

  /// This result with `added` after its findings, each invariant's together: its own first, then `added` in their
  /// order (a stable sort by invariant, so a report keeps its bytes).
  func appendingFindings(_ added: [Finding<Host>]) -> Self {
    guard !added.isEmpty else { return self }
    var r = self
    let all =
      r.findings.enumerated().map { ($0.offset, $0.element) }
      + added.enumerated().map { (r.findings.count + $0.offset, $0.element) }
    r.findings = all.sorted { ($0.1.invariant, $0.0) < ($1.1.invariant, $1.0) }.map(\.1)
    return r
  }
}

/// A finding as a replay on another profile matches it: its invariant and events.
private struct ReplayKey<Host: Platform>: Hashable {
  let invariant: Host.Invariant
  let events: [Host.Event]
}
