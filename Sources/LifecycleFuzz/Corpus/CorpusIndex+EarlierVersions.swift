extension CorpusIndex {
  /// A corpus counterexample of an earlier version of a run's strategy (an app-logic script edited in its file),
  /// replayed with the version the run was given.
  public struct EarlierVersionCheck: Sendable {
    /// The counterexample's file.
    public var path: String
    /// The strategy name it records (the earlier version's).
    public var recordedStrategy: String
    /// The strategy it was replayed with (the version the run was given).
    public var strategy: String
    /// Whether it still breaks an invariant with the given version (its recorded one, or another: a stale `expect:`).
    public var stillBreaks: Bool
    /// The event (1-based) the given version makes impossible, or `nil`: the trace still replays. Such a trace
    /// neither breaks nor holds: the edit removed its path, not its leak, which another path may still reach.
    public var removedEvent: Int? = nil
  }

  /// The corpus's counterexamples found with an earlier version of a strategy of `results` (`earlierVersion`, as
  /// ``addingUnreached(to:invariants:also:earlierVersion:leavingOut:)`` takes it), each replayed with the result's
  /// strategy on its profile: whether its recorded invariant still breaks, or whether it no longer replays. A fixture, a public case and an unshrunk
  /// trace are left out, as there.
  ///
  /// - Returns: the checks in the results' order, then the corpus's file-name order.
  public func earlierVersionChecks(
    of results: [StrategyResult<Host>], invariants: InvariantSelection<Host.Invariant>,
    earlierVersion: (String, Host.Strategy) -> Bool
  ) -> [EarlierVersionCheck] {
    var checks: [EarlierVersionCheck] = []
    let byStrategy = ByStrategy(counterexamples.map(\.trace.strategy))
    for result in results {
      let name = result.strategy.name
      for position in byStrategy.positions(where: { $0 != name && earlierVersion($0, result.strategy) }) {
        let (path, trace) = counterexamples[position]
        guard trace.profile == result.profile, !trace.isUnshrunk,
          FixtureMark(comments: trace.comments) == nil, PublicCaseMark(comments: trace.comments) == nil,
          case .broken(let invariant) = trace.expected, invariants.includes(invariant)
        else { continue }
        var runner = TraceRunner<Host>(
          strategy: result.strategy, profile: result.profile, app: trace.app(for: result.strategy))
        runner.invariants = invariants
        // Another invariant broken is a stale `expect:`, which fails the run as well: no fix. An event the edit made
        // impossible is no fix either.
        var breaks = false
        var removed: Int?
        if let (step, _) = Host.unansweredAppCall(in: trace.events, strategy: result.strategy) {
          // An app call the edit removed: not a fix either (it ran as a no-op and read as one).
          removed = step + 1
        } else {
          switch runner.run(trace.events) {
          case .violated: breaks = true
          case .invalid(let step, _): removed = step + 1
          case .holds: break
          }
        }
        checks.append(
          EarlierVersionCheck(
            path: path, recordedStrategy: trace.strategy, strategy: name, stillBreaks: breaks, removedEvent: removed))
      }
    }
    return checks
  }
}
