/// Compares strategies on the same traces: each trace is generated once per profile against the
/// bare app, then replayed against every strategy run on that profile, so differences are the
/// strategies', not the dice's. By default each strategy runs on its own default profile only;
/// with ``ComparisonConfiguration/profiles`` every strategy runs on every named profile.
///
/// Every replay runs to the end (``TraceRunner/stopsAtFirstViolation`` off) and is recorded as
/// a ``Timeline``. A trace fails a leak cell when any capture of that kind taken during it shows
/// sensitive content (whether or not the strategy claims the kind); it fails another cell when
/// the checkers report that invariant after some step. The checkers report one violation per
/// step, leaks first, so a stranded cover or blocked touch in the same step as a claimed leak is
/// not counted.
///
/// On run's traces (``ComparisonConfiguration/usesRunTraces``: an app-logic script, the review)
/// the judgement is run's instead: each replay ends where run's ends, at its first violation, and
/// a claimed cell fails only when that violation is its own (``measure(_:judgedAsRunBy:)``), so
/// the failing cells are exactly the invariants run reports broken on those traces.
public struct Comparison<Host: Platform> {
  /// The configuration.
  public let configuration: ComparisonConfiguration<Host>
  /// The event generator (the configuration's weights).
  public var generator = EventGenerator<Host>()
  /// When to stop early (a signal): read before each trace and each strategy. A stopped comparison's report holds
  /// what was measured so far (``ComparisonReport/isComplete`` false): the last strategy on the traces it reached,
  /// its failing cells without a minimized counterexample.
  public var stop = StopSignal()

  /// Creates a comparison.
  public init(configuration: ComparisonConfiguration<Host>) {
    self.configuration = configuration
    for o in configuration.weightOverrides { generator.weights[o.name] = o.weight }
  }

  /// Generates trace `index` for `profile` against the bare app: the same events for every
  /// strategy.
  public func generateTrace(index: Int, profile: Host.Profile) -> [Host.Event] {
    var rng = SplitMix64(seed: SplitMix64.traceSeed(runSeed: configuration.seed, index: index))
    let length = 1 + rng.next(below: configuration.maxLength)
    let session = Host.Session(bare: profile)
    var events: [Host.Event] = []
    for i in 0..<length {
      guard let event = generator.next(for: session, rng: &rng) else { break }
      if case .invalid = session.step(i, event, observe: nil) { break }
      events.append(event)
    }
    return events
  }

  /// The traces `run` generates for `strategy` on `profile` with this comparison's seed, trace count, maximum length,
  /// weights and invariants: the strategy's own app and event weights, swarm and steering (coverage and a script's kept
  /// traces per block, ``Campaign/drawTraces(ofBlock:runner:coverage:stop:_:)``), each ending where run's ends, at its
  /// first violation. `nil` when ``stop`` asked to stop.
  func runTraces(_ strategy: Host.Strategy, _ profile: Host.Profile) -> [[Host.Event]]? {
    var reached: [UInt64] = []
    return runTraces(strategy, profile, reached: &reached)
  }

  /// ``runTraces(_:_:)``, adding the script points the traces reached to `reached` (what run's `never reached:` is
  /// made of).
  func runTraces(_ strategy: Host.Strategy, _ profile: Host.Profile, reached: inout [UInt64]) -> [[Host.Event]]? {
    var run = RunConfiguration<Host>(strategies: [strategy])
    run.seed = configuration.seed
    run.tracesPerStrategy = configuration.traces
    run.maxLength = configuration.maxLength
    run.profile = profile
    run.invariants = configuration.invariants
    run.weightOverrides = configuration.weightOverrides
    run.corpusDirectory = nil
    let campaign = Campaign(configuration: run)
    let runner = run.runner(for: strategy)
    var traces: [[Host.Event]] = []
    for block in 0..<run.blockCount {
      var coverage = CoverageMap<Host>()
      // Run's own drawing, script steering included (drawn without it, a script's review missed run's findings).
      let drawn = campaign.drawTraces(ofBlock: block, runner: runner, coverage: &coverage, stop: stop) {
        _, events, _, _ in traces.append(events)
      }
      if !drawn.isComplete { return nil }
      for (i, word) in drawn.scriptBranchBits.enumerated() {
        if i == reached.count { reached.append(0) }
        reached[i] |= word
      }
    }
    return traces
  }

  /// Runs the comparison.
  public func run() -> ComparisonReport<Host> { Host.compare(self) }

  /// ``run()``'s work, specialized for the platform by its hook ``Platform/compare(_:)``.
  func runSpecialized() -> ComparisonReport<Host> {
    var runs: [StrategyRun<Host>] = []
    var runStrategies: [Host.Strategy] = []
    var counterexamples: [Counterexample<Host>] = []
    var generated: [Int] = []
    let groups = configuration.groups
    var stopped = false
    groups: for (profile, strategies) in groups {
      var traces: [[Host.Event]] = []
      for index in 0..<(configuration.usesRunTraces ? 0 : configuration.traces) {
        if stop.shouldStop {
          stopped = true
          break groups
        }
        traces.append(generateTrace(index: index, profile: profile))
      }
      generated.append(traces.reduce(0) { $0 + $1.count })
      for strategy in strategies {
        if stop.shouldStop {
          stopped = true
          break groups
        }
        var reached: [UInt64] = []
        if configuration.usesRunTraces {
          guard let own = runTraces(strategy, profile, reached: &reached) else {
            stopped = true
            break groups
          }
          traces = own
          generated[generated.count - 1] += own.reduce(0) { $0 + $1.count }
        }
        runs.append(measure(strategy, profile, traces, &counterexamples))
        runStrategies.append(strategy)
        if configuration.usesRunTraces {
          let off = RunConfiguration<Host>.turnedOff(configuration.weightOverrides)
          runs[runs.count - 1].unreachedScript = RunReport.unreachedLines(
            of: strategy, on: profile, reached: reached, turnedOff: off, Host.self)
        }
      }
    }
    stopped = stopped || stop.shouldStop
    if !stopped { replayOnOtherProfiles(&runs, runStrategies, counterexamples) }
    var report = ComparisonReport(
      seed: configuration.seed, traces: configuration.traces, maxLength: configuration.maxLength,
      generatedEvents: generated, profiles: Array(groups.map(\.profile).prefix(generated.count)),
      isCrossProfile: configuration.isCrossProfile,
      runs: runs, counterexamples: counterexamples)
    report.invariants = configuration.invariants
    report.weightOverrides = configuration.weightOverrides.map { "\($0.name)=\($0.weight)" }
    report.isComplete = !stopped
    report.usesRunTraces = configuration.usesRunTraces
    return report
  }

  /// Replays each minimized counterexample of a claimed failing cell on the strategy's other profiles whose same
  /// cell no trace failed, in the runs' order: where it fails the cell there, the cell names it
  /// (``ComparisonCell/replayedCounterexample``). One replay per counterexample and profile at most.
  func replayOnOtherProfiles(
    _ runs: inout [StrategyRun<Host>], _ strategies: [Host.Strategy], _ counterexamples: [Counterexample<Host>]
  ) {
    for i in runs.indices {
      for c in runs[i].cells.indices {
        let cell = runs[i].cells[c]
        guard cell.isClaimed, cell.failures == 0, configuration.invariants.includes(cell.key.invariant),
          cell.key.kind != nil || !runs[i].unclaimedInvariants.contains(cell.key.invariant)
        else { continue }
        var runner = TraceRunner<Host>(strategy: strategies[i], profile: runs[i].profile)
        runner.invariants = configuration.invariants
        for other in runs where other.strategy == runs[i].strategy && other.profile != runs[i].profile {
          guard let id = other.cells.first(where: { $0.key == cell.key })?.counterexample,
            let found = counterexamples.first(where: { $0.id == id }), found.isMinimized,
            Self.fails(cell.key, found.trace.events, runner: runner, asRun: configuration.usesRunTraces)
          else { continue }
          runs[i].cells[c].replayedCounterexample = id
          break
        }
      }
    }
  }

  /// What one trace showed against one strategy.
  struct TraceMeasure {
    /// The first failing step (index into the timeline) per cell.
    var firstFailure: [CellKey<Host>: Int] = [:]
    var exposure: [String: Double] = [:]
    var falsePositiveCover = 0.0
    var channelExposure: [Double] = []
    var total = 0.0
    var steps = 0
    var cutShort = false
  }

  static func measure(_ timeline: Timeline<Host>) -> TraceMeasure {
    var m = TraceMeasure()
    m.steps = timeline.steps.count
    m.channelExposure = timeline.channelExposure
    if case .invalid = timeline.outcome { m.cutShort = true }
    // Scenes whose latest switcher snapshot shows sensitive content and that have not returned
    // to the foreground since, with the snapshot's time: the switcher shows it as their card.
    var leakedSnapshots: [(scene: String, since: Double)] = []
    let stored = Host.storedCaptureKind
    func endLeak(_ scene: String, at time: Double) {
      guard let i = leakedSnapshots.firstIndex(where: { $0.scene == scene }), let stored else { return }
      m.exposure[stored, default: 0] += max(0, time - leakedSnapshots[i].since)
      leakedSnapshots.remove(at: i)
    }
    for (i, step) in timeline.steps.enumerated() {
      let dt = timeline.duration(after: i)
      m.total += dt
      var exposed: [String] = []
      for capture in step.captureRecords {
        if capture.kind == stored {
          endLeak(capture.scene, at: capture.time)
          if capture.showsSensitiveContent { leakedSnapshots.append((capture.scene, capture.time)) }
        }
        guard capture.showsSensitiveContent, let key = CellKey<Host>.row(ofCaptureKind: capture.kind) else { continue }
        // While the app has the strategy off it claims nothing (as the leak checks'
        // `activeClaims`): such a capture is exposure, never a failing cell.
        if m.firstFailure[key] == nil, !step.strategyDisabled { m.firstFailure[key] = i }
        if Host.isContinuousCapture(capture.kind), !exposed.contains(capture.kind) {
          exposed.append(capture.kind)
        }
      }
      // Capture invariants were counted from the captures above, claimed or not.
      if let v = step.violation, v.invariant.captureKindNames.isEmpty {
        let key = CellKey<Host>(invariant: v.invariant, kind: nil)
        if m.firstFailure[key] == nil { m.firstFailure[key] = i }
      }
      for scene in step.foregroundScenes { endLeak(scene, at: step.time) }
      for kind in exposed { m.exposure[kind, default: 0] += dt }
      if step.showsNeedlessCover { m.falsePositiveCover += dt }
    }
    for leak in leakedSnapshots { endLeak(leak.scene, at: timeline.steps.last?.time ?? leak.since) }
    return m
  }

  /// ``measure(_:)`` of a timeline that ends where run's trace ended, judged as run judges it: a claimed cell fails
  /// only by the violation the checkers reported (a leak's cell by the capture it names), never by a capture compare
  /// saw on its own (the checkers also weigh whether the claim was active and a lock's promise, which then reports
  /// lock-bypass); a capture of a kind the strategy does not claim still counts, as what would leak.
  static func measure(_ timeline: Timeline<Host>, judgedAsRunBy strategy: Host.Strategy) -> TraceMeasure {
    var m = measure(timeline)
    for key in Array(m.firstFailure.keys) where key.kind.map({ Host.claims(strategy, covers: $0) }) ?? true {
      m.firstFailure[key] = nil
    }
    if case .violated(let v) = timeline.outcome, let i = timeline.steps.lastIndex(where: { $0.step == v.step }) {
      m.firstFailure[cell(of: v, in: timeline.steps[i], strategy: strategy)] = i
    }
    return m
  }

  /// Whether `events` fail `key` under `runner` (the strategy's own claims) as the comparison judges its cells: replayed
  /// to the end (``measure(_:)``), or with `asRun` ending at the first violation and judged as run judges it
  /// (``measure(_:judgedAsRunBy:)``), where the cell fails only when that violation is its own, so that `replay
  /// --expect` of the trace names the cell's invariant.
  static func fails(_ key: CellKey<Host>, _ events: [Host.Event], runner: TraceRunner<Host>, asRun: Bool) -> Bool {
    let timeline = Timeline<Host>.record(events, runner: runner, endingAtFirstViolation: asRun)
    let m = asRun ? measure(timeline, judgedAsRunBy: runner.strategy) : measure(timeline)
    return m.firstFailure[key] != nil
  }

  /// The cell `violation` fails: its invariant's, for a leak the kind of the capture it reports (the capture whose
  /// detail it gives, else the step's first claimed sensitive capture of the invariant's kinds, as the checkers take
  /// them in order).
  static func cell(
    of violation: Violation<Host>, in step: TimelineStep<Host>, strategy: Host.Strategy
  ) -> CellKey<Host> {
    let kinds = violation.invariant.captureKindNames
    guard let firstKind = kinds.first else { return CellKey(invariant: violation.invariant, kind: nil) }
    let sensitive = step.captureRecords.filter { kinds.contains($0.kind) && $0.showsSensitiveContent }
    let named = sensitive.first { violation.detail.hasPrefix($0.detail) }
    let record = named ?? sensitive.first { Host.claims(strategy, covers: $0.kind) } ?? sensitive.first
    return CellKey(invariant: violation.invariant, kind: record?.kind ?? firstKind)
  }

  private func measure(
    _ strategy: Host.Strategy, _ profile: Host.Profile, _ traces: [[Host.Event]],
    _ counterexamples: inout [Counterexample<Host>]
  ) -> StrategyRun<Host> {
    var runner = TraceRunner<Host>(strategy: strategy, profile: profile)
    runner.invariants = configuration.invariants
    var measures: [TraceMeasure] = []
    let asRun = configuration.usesRunTraces
    for events in traces {
      if stop.shouldStop { break }
      let timeline = Timeline<Host>.record(events, runner: runner, endingAtFirstViolation: asRun)
      measures.append(asRun ? Self.measure(timeline, judgedAsRunBy: strategy) : Self.measure(timeline))
    }
    // Stopped part way: the cells count the traces measured.
    let traces = Array(traces.prefix(measures.count))
    var shrunk: [String: (events: [Host.Event], detail: String)?] = [:]
    var cells: [ComparisonCell<Host>] = []
    for key in CellKey<Host>.all {
      let claimed = key.kind.map { Host.claims(strategy, covers: $0) } ?? true
      var failing: [(index: Int, step: Int)] = []
      var first: FirstFailure?
      var stepsBefore = 0
      let checked = configuration.invariants.includes(key.invariant)
      for (index, m) in measures.enumerated() {
        if checked, let step = m.firstFailure[key] {
          failing.append((index, step))
          if first == nil { first = FirstFailure(traces: index + 1, steps: stepsBefore + step + 1) }
        }
        stepsBefore += m.steps
      }
      var exposure: Double?
      var exposureNotMeasured = false
      if let kind = key.kind, Host.isContinuousCapture(kind) || kind == Host.storedCaptureKind {
        // On run's traces a claimed leak ends its trace at the step that took the first sensitive image: how long it
        // would have shown lies in events run never drew, so the sum (0 s on every failing trace) is no measurement.
        if asRun && claimed {
          exposureNotMeasured = true
        } else {
          exposure = measures.reduce(0) { $0 + ($1.exposure[kind] ?? 0) }
        }
      }
      var id: Int?
      if claimed, !failing.isEmpty, !stop.shouldStop {
        id = counterexample(
          for: key, failing: failing, traces: traces, runner: runner, shrunk: &shrunk,
          counterexamples: &counterexamples)
      }
      cells.append(
        ComparisonCell(
          key: key, isClaimed: claimed, failures: failing.count,
          interval: WilsonInterval(failures: failing.count, trials: traces.count),
          firstFailure: first, exposureSeconds: exposure, counterexample: id))
      cells[cells.count - 1].exposureNotMeasured = exposureNotMeasured
    }
    return StrategyRun(
      strategy: strategy.name, claims: strategy.claimsText, profile: profile,
      isOwnProfile: profile == strategy.defaultProfile, traces: traces.count,
      steps: measures.reduce(0) { $0 + $1.steps },
      cutShort: measures.count(where: \.cutShort),
      falsePositiveCoverSeconds: measures.reduce(0) { $0 + $1.falsePositiveCover },
      channelExposureSeconds: measures.reduce(into: []) { ExposureChannel.add($1.channelExposure, to: &$0) },
      totalSeconds: measures.reduce(0) { $0 + $1.total }, cells: cells,
      unclaimedInvariants: CellKey<Host>.all.filter {
        $0.kind == nil && !Host.claims(strategy, invariant: $0.invariant)
      }
      .map(\.invariant))
  }

  /// Finds (or reuses) the counterexample for a failing cell and returns its id.
  private func counterexample(
    for key: CellKey<Host>, failing: [(index: Int, step: Int)], traces: [[Host.Event]], runner: TraceRunner<Host>,
    shrunk: inout [String: (events: [Host.Event], detail: String)?], counterexamples: inout [Counterexample<Host>]
  ) -> Int {
    var chosen: (events: [Host.Event], detail: String, minimized: Bool, origin: Int)?
    for (index, step) in failing.prefix(configuration.shrinkCandidates) {
      let cacheKey = "\(index) \(key.name)"
      if shrunk[cacheKey] == nil {
        shrunk[cacheKey] = minimize(Array(traces[index].prefix(step + 1)), key, runner)
      }
      guard let result = shrunk[cacheKey] ?? nil else { continue }
      chosen = (result.events, result.detail, true, index)
      break
    }
    if chosen == nil {
      let (index, step) = failing[0]
      let prefix = Array(traces[index].prefix(step + 1))
      let timeline = Timeline<Host>.record(prefix, runner: runner)
      chosen = (prefix, Self.describe(key, timeline.steps[step]), false, index)
    }
    let c = chosen!
    if let existing = counterexamples.first(where: {
      $0.trace.events == c.events && $0.trace.strategy == runner.strategy.name && $0.trace.profile == runner.profile
    }) {
      return existing.id
    }
    let timeline = Timeline<Host>.record(c.events, runner: runner)
    let verdict = runner.run(c.events).verdict ?? .holds
    var comments = ["compare: trace \(c.origin) of seed \(configuration.seed); \(key.name)"]
    if verdict != .broken(key.invariant) {
      // An unminimized prefix can break another invariant first: say so, or the trace's
      // `expect:` would read as this cell's evidence.
      comments.append("compare: replays as \(verdict) (the first invariant it breaks); \(key.name) follows")
    }
    let trace = Trace<Host>(
      strategy: runner.strategy.name, profile: runner.profile, seed: configuration.seed,
      expected: verdict, events: c.events, comments: comments)
    let id = counterexamples.count + 1
    var counterexample = Counterexample<Host>(
      id: id, trace: trace, detail: c.detail, isMinimized: c.minimized,
      originalLength: traces[c.origin].count, timeline: timeline,
      evidence: key.kind.flatMap { Host.evidence(of: c.events, runner: runner, captureKind: $0) })
    counterexample.dependences = FlagDependence.dependences(c.events, runner: runner)
    counterexample.platformLimit = PlatformLimit.limit(c.events, runner: runner, invariant: key.invariant)
    counterexamples.append(counterexample)
    return id
  }

  /// Shrinks `events` to a small trace failing `key`. On shared traces the shrink is judged first by a runner whose
  /// strategy claims only the kind of capture in `key` (nothing for the other invariants), so that another cell's
  /// failure earlier in the trace cannot hide this one, then, when that finds nothing, by the strategy itself; on run's
  /// traces (``ComparisonConfiguration/usesRunTraces``) by the strategy itself alone, as run shrinks (the cell's
  /// failure is run's first violation, so nothing hides it). Either way every kept candidate also fails the cell under
  /// the strategy's own claims (``fails(_:_:runner:asRun:)``): narrowed claims alone kept a trace the strategy holds
  /// (a capture cover put up on purpose while mirroring, stranded only for a strategy that claims no recordings), a
  /// counterexample whose `replay --expect` said `holds`. `nil` when no judge finds one.
  private func minimize(
    _ events: [Host.Event], _ key: CellKey<Host>, _ runner: TraceRunner<Host>
  ) -> (events: [Host.Event], detail: String)? {
    let asRun = configuration.usesRunTraces
    var narrowed = TraceRunner<Host>(
      strategy: Host.narrowing(runner.strategy, toCaptureKind: key.kind), profile: runner.profile, app: runner.app)
    narrowed.invariants = runner.invariants
    for judge in asRun ? [runner] : [narrowed, runner] {
      if let found = minimize(events, key, runner, judgedBy: judge, asRun: asRun) { return found }
    }
    return nil
  }

  /// ``minimize(_:_:_:)`` with one judge: `nil` when `judge` sees a different first violation, or its shrink no
  /// longer fails the cell under `runner`.
  private func minimize(
    _ events: [Host.Event], _ key: CellKey<Host>, _ runner: TraceRunner<Host>, judgedBy judge: TraceRunner<Host>,
    asRun: Bool
  ) -> (events: [Host.Event], detail: String)? {
    // On run's traces the cell's judgement names the leak's kind itself (the capture run's checkers report).
    let matches: ([Host.Event]) -> Bool = {
      (asRun || key.kind == nil || Self.leakKind($0, judge) == key.kind)
        && Self.fails(key, $0, runner: runner, asRun: asRun)
    }
    guard case .violated(let v) = judge.run(events), v.invariant == key.invariant, matches(events) else {
      return nil
    }
    var shrinker = Shrinker<Host>(runner: judge, invariant: key.invariant)
    shrinker.keeps = matches
    shrinker.stop = stop
    let minimal = shrinker.shrink(events)
    guard case .violated(let final) = judge.run(minimal), final.invariant == key.invariant, matches(minimal) else {
      return nil
    }
    return (minimal, final.detail)
  }

  /// The kind of the capture the leak checker reports for `events` (the first claimed,
  /// sensitive capture of the failing step), if the first violation is a leak.
  static func leakKind(_ events: [Host.Event], _ runner: TraceRunner<Host>) -> String? {
    var kind: String?
    let outcome = runner.run(events) { record in
      guard kind == nil, let v = record.violation, !v.invariant.captureKindNames.isEmpty else { return }
      kind =
        record.session.lastCaptureRecords.first {
          Host.claims(runner.strategy, covers: $0.kind) && $0.showsSensitiveContent
        }?.kind
    }
    guard case .violated = outcome else { return nil }
    return kind
  }

  /// A one-line description of how `step` fails `key`.
  static func describe(_ key: CellKey<Host>, _ step: TimelineStep<Host>) -> String {
    if let kind = key.kind, let c = step.captureRecords.first(where: { $0.kind == kind && $0.showsSensitiveContent }) {
      return c.detail
    }
    return step.violation?.detail ?? key.name
  }
}
