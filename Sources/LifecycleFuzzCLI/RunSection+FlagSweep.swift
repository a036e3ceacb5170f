import LifecycleFuzz

extension RunSection {
  /// `--sweep-flags` (``FlagSweep``): each strategy and profile of the judged run that holds is run again under each
  /// weakly-sourced flag of its profile answered the other way (``FlagSweep/flips(on:_:)``), with the run's seed,
  /// traces, lengths, weights, invariants and budgets, reading and writing no corpus. The holds of one profile share
  /// one campaign part per flip (a worker pool routes blocks by platform, so parts run one after another), aggregated
  /// in block order: the same answers for any `--jobs`. The answers go to ``flagSweep``; a sweep cut short (a signal,
  /// the time budget, a lost worker, a step budget) to ``flagSweepIncompleteReason``. An incomplete run is not swept.
  ///
  /// - Parameter announce: told the sweep's cost before the first re-run (``FlagSweep/costLine(holds:reruns:traces:)``).
  /// - Returns: the workers that died.
  /// - Throws: ``WorkerError`` when workers cannot be started.
  func sweepFlags(jobs: Int, stop: StopSignal, announce: (String) -> Void) throws -> [String] {
    guard let verdicts, let outcome else { return [] }
    guard outcome.incompleteReason == nil else {
      flagSweepIncompleteReason = "not run: the run itself is incomplete"
      flagSweep = []
      return []
    }
    // A holds, and a row whose every break a baseline accepts or the catalog expects: what passes CI rests on the
    // flags as much (a new user's: with a baseline, "no strategy holds: nothing to sweep").
    let passing = verdicts.rows.filter { !$0.isPartial && !$0.fails && !$0.isNotRun }
    let holding = passing.map(\.result)
    // Each row's known breaks, by invariant and events (a flip's profile renames its signatures): a flip is judged
    // by the breaks it adds.
    let known = passing.map { row in
      Set(row.cells.flatMap { cell in cell.findings.map { "\(cell.invariant.rawValue) \($0.trace.eventSummary)" } })
    }
    // The holds of each profile, in the report's order of first appearance.
    var groups: [(profile: Host.Profile, strategies: [Host.Strategy])] = []
    for r in holding {
      if let i = groups.firstIndex(where: { Host.name(of: $0.profile) == Host.name(of: r.profile) }) {
        groups[i].strategies.append(r.strategy)
      } else {
        groups.append((r.profile, [r.strategy]))
      }
    }
    var holds = zip(holding, known).map { r, breaks in
      var hold = FlagSweep.Hold(
        strategy: r.strategy.name, profile: Host.name(of: r.profile),
        flips: FlagSweep.flips(on: r.profile, Host.self).map {
          // Until its re-run ends: a flip the sweep never reached must not read as held.
          var f = $0.flip
          f.incompleteReason = FlagSweep.notRun
          return f
        })
      hold.knownBreaks = breaks.isEmpty ? nil : breaks.count
      return hold
    }
    let reruns = holds.reduce(0) { $0 + $1.flips.count }
    announce(FlagSweep.costLine(holds: holds.count, reruns: reruns, traces: configuration.tracesPerStrategy))
    var failures: [String] = []
    var done = 0
    var cut: String?
    sweep: for group in groups {
      let profileName = Host.name(of: group.profile)
      for (f, flipped) in FlagSweep.flips(on: group.profile, Host.self) {
        if stop.shouldStop { break sweep }
        var c = configuration
        c.strategies = group.strategies
        c.profile = flipped
        // The run's answers are in the profile already; the flip must not be answered back.
        c.flagOverrides = []
        c.corpusDirectory = nil
        c.writesCorpus = false
        c.workerReplaysDependences = false
        c.workerReplaysEvidence = false
        c.checksFlagPairs = false
        c.coverageFloor = nil
        let part = try CampaignPart(campaign: Campaign(configuration: c))
        let lost = try CampaignGroup.run([part], jobs: jobs, stop: stop)
        failures += lost
        let o = part.finish(stop: stop, workerFailures: lost)
        for r in o.results {
          guard
            let h = holds.firstIndex(where: { $0.strategy == r.strategy.name && $0.profile == profileName }),
            let k = holds[h].flips.firstIndex(where: { $0.flag == f.flag })
          else { continue }
          holds[h].flips[k].broken = Host.Invariant.allCases.compactMap { invariant in
            let n = r.findings.filter {
              $0.invariant == invariant && !known[h].contains("\(invariant.rawValue) \($0.trace.eventSummary)")
            }.count
            return n == 0 ? nil : FlagSweep.Broken(invariant: invariant.rawValue, signatures: n)
          }
          holds[h].flips[k].incompleteReason = o.incompleteReason
          done += 1
        }
        if let reason = o.incompleteReason, cut == nil { cut = reason }
      }
    }
    if cut != nil || done < reruns {
      flagSweepIncompleteReason =
        "cut short (\(cut ?? (StopSignal.wasInterrupted ? "interrupted" : "stopped"))) after \(done) of \(reruns) re-runs"
    }
    flagSweep = holds
    return failures
  }

  /// The flag sweep's section of the report, printed after the run's own lines at every detail (the sweep was asked
  /// for), or empty without `--sweep-flags`.
  var flagSweepText: String { flagSweepLines.map { Escape.terminalLines($0) + "\n" }.joined() }

  /// The report's flag-sweep lines (``FlagSweep/lines(_:traces:incompleteReason:)``), or none without `--sweep-flags`.
  var flagSweepLines: [String] {
    guard let flagSweep else { return [] }
    if flagSweep.isEmpty, let reason = flagSweepIncompleteReason {
      return ["", "flag sweep (--sweep-flags): \(reason)"]
    }
    return FlagSweep.lines(
      flagSweep, traces: configuration.tracesPerStrategy, incompleteReason: flagSweepIncompleteReason)
  }
}
