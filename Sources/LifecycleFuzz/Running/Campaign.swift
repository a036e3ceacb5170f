import CoverStrategies
import ShieldModel

/// What a fuzzing run does: which strategies, on which profile, how many traces.
public struct RunConfiguration {
  /// The run's seed; trace `i` uses ``SplitMix64/traceSeed(runSeed:index:)``.
  public var seed: UInt64 = 20_261_129
  /// Traces generated per strategy.
  public var tracesPerStrategy = 400
  /// The longest trace generated, in events.
  public var maxLength = 24
  /// The strategies to fuzz, in order.
  public var strategies: [StrategyDescriptor] = StrategyCatalog.all
  /// The profile to use; `nil` means each strategy's own default.
  public var profile: Profile?
  /// Where counterexamples are written as they are found; `nil` writes nothing.
  public var corpusDirectory: String? = "corpus"
  /// Flag answers applied on top of every profile used (`--flag name=value`), in order.
  public var flagOverrides: [(name: String, value: Bool)] = []
  /// The most distinct counterexamples kept per strategy and invariant.
  public var maxFindingsPerInvariant = 3

  /// Creates the default configuration.
  public init() {}
}

/// A minimized counterexample found by a run.
public struct Finding {
  /// The broken invariant.
  public let invariant: Invariant
  /// The minimized trace.
  public let trace: Trace
  /// What was seen when the minimized trace breaks the invariant.
  public let detail: String
  /// The index of the generated trace that first broke it.
  public let traceIndex: Int
  /// Length of that generated trace before shrinking.
  public let originalLength: Int
  /// Replays the shrinker spent.
  public let shrinkReplays: Int
  /// The corpus file, when written or already present.
  public let file: String?
  /// Whether the corpus did not hold it before this run.
  public let isNew: Bool
}

/// One strategy's results.
public struct StrategyResult {
  /// The strategy.
  public let strategy: StrategyDescriptor
  /// The profile it ran on.
  public let profile: Profile
  /// Traces generated.
  public let traces: Int
  /// Events applied while generating (not counting shrinking).
  public let steps: Int
  /// Counterexamples, one per broken invariant, in invariant order.
  public let findings: [Finding]
}

/// Runs the generator, checkers and shrinker for each strategy, writing counterexamples to the
/// corpus as they are found.
public struct Campaign {
  /// The configuration.
  public let configuration: RunConfiguration
  /// The event generator.
  public var generator = EventGenerator()

  /// Creates a campaign.
  public init(configuration: RunConfiguration) { self.configuration = configuration }

  /// Fuzzes every configured strategy in order; `onFinding` is called as each counterexample
  /// is saved (so a caller can report progress).
  ///
  /// - Throws: a file-system error when a counterexample cannot be written.
  public func run(onFinding: (Finding) -> Void = { _ in }) throws -> [StrategyResult] {
    var results: [StrategyResult] = []
    for strategy in configuration.strategies {
      results.append(try fuzz(strategy, onFinding: onFinding))
    }
    return results
  }

  /// Generates one trace from `seed` and runs it; returns the events and the outcome.
  public func generateTrace(
    seed: UInt64, runner: TraceRunner
  ) -> (events: [SystemEvent], outcome: TraceOutcome) {
    var rng = SplitMix64(seed: seed)
    let length = 1 + rng.next(below: configuration.maxLength)
    let (device, baseline) = runner.makeDevices()
    let checker = runner.checker
    var events: [SystemEvent] = []
    for i in 0..<length {
      guard let event = generator.next(for: device, rng: &rng) else { break }
      events.append(event)
      if let outcome = runner.step(i, event, device, baseline, checker) { return (events, outcome) }
    }
    return (events, runner.finish(step: events.count, device, baseline, checker))
  }

  func fuzz(_ strategy: StrategyDescriptor, onFinding: (Finding) -> Void) throws -> StrategyResult {
    var profile = configuration.profile ?? strategy.defaultProfile
    for o in configuration.flagOverrides { try? profile.flags.set(o.name, to: o.value) }
    let runner = TraceRunner(strategy: strategy, profile: profile)
    let corpus = configuration.corpusDirectory.map(Corpus.init(directory:))
    var findings: [Finding] = []
    var steps = 0
    for index in 0..<configuration.tracesPerStrategy {
      let seed = SplitMix64.traceSeed(runSeed: configuration.seed, index: index)
      let (events, outcome) = generateTrace(seed: seed, runner: runner)
      steps += events.count
      guard case .violated(let violation) = outcome else { continue }
      let known = findings.filter { $0.invariant == violation.invariant }
      // A failing trace that contains a known counterexample is taken as the same bug, which
      // spares a shrink; distinct ones are kept up to the configured number.
      guard known.count < configuration.maxFindingsPerInvariant,
        !known.contains(where: { isSubsequence($0.trace.events, of: events) })
      else { continue }
      var shrinker = Shrinker(runner: runner, invariant: violation.invariant)
      let minimal = shrinker.shrink(events)
      guard case .violated(let final) = runner.run(minimal),
        !known.contains(where: { $0.trace.events == minimal })
      else { continue }
      let trace = Trace(
        strategy: strategy.name, profile: profile, seed: configuration.seed,
        expected: .broken(violation.invariant), events: minimal,
        comments: ["found by trace \(index) of run seed \(configuration.seed); \(final.detail)"])
      var file: String?
      var isNew = true
      if let corpus {
        isNew = !corpus.contains(trace)
        file = isNew ? try corpus.write(trace) : (corpus.directory as NSString).appendingPathComponent(Corpus.fileName(for: trace))
      }
      let finding = Finding(
        invariant: violation.invariant, trace: trace, detail: final.detail, traceIndex: index,
        originalLength: events.count, shrinkReplays: shrinker.replays, file: file, isNew: isNew)
      findings.append(finding)
      onFinding(finding)
    }
    findings.sort { ($0.invariant, $0.traceIndex) < ($1.invariant, $1.traceIndex) }
    return StrategyResult(
      strategy: strategy, profile: profile, traces: configuration.tracesPerStrategy, steps: steps,
      findings: findings)
  }
}

/// Whether `small` appears in `large` in order (not necessarily contiguously).
nonisolated func isSubsequence(_ small: [SystemEvent], of large: [SystemEvent]) -> Bool {
  var i = small.startIndex
  for e in large where i < small.endIndex && small[i] == e { i += 1 }
  return i == small.endIndex
}
