import CoverStrategies
import ShieldModel

/// Measures shrink normalization: for each failing corpus trace (a bug), over many run seeds,
/// finds the first generated trace that shows that bug and no other bug of the same strategy
/// and invariant, shrinks it, and checks the result is byte-identical to the corpus trace.
///
/// "Shows the bug" is decided without the shrinker: the generated trace breaks the same
/// invariant and contains every event of the bug's trace (as a multiset, in any order).
public struct ShrinkMeasurement {
  /// One bug's numbers.
  public struct Row {
    /// The corpus file.
    public let path: String
    /// Seeds that produced a trace showing the bug.
    public let samples: Int
    /// Samples whose shrink gave the corpus trace exactly.
    public let identical: Int
    /// Replays spent per shrink, in seed order.
    public let replays: [Int]
    /// The distinct wrong results, with counts.
    public let others: [(String, Int)]
  }

  /// Measures `seeds` run seeds (1...seeds), looking at up to `tracesPerSeed` traces each, for
  /// the bugs of strategies `strategies` knows (default: the built-in ones).
  public static func measure(
    corpusDirectory: String, seeds: Int, tracesPerSeed: Int = 3_000, only names: [String]? = nil,
    checkpointedOnly: Bool = false,
    strategies: (String) -> StrategyDescriptor? = { StrategyCatalog.descriptor(named: $0) }
  ) throws(TraceFileError) -> [Row] {
    let corpus = try Corpus<IOSPlatform>(directory: corpusDirectory).load().filter {
      (names?.contains($0.trace.strategy) ?? true) && (!checkpointedOnly || $0.trace.checkpoints != nil)
    }
    return measure(corpus: corpus, seeds: seeds, tracesPerSeed: tracesPerSeed, strategies: strategies)
  }

  /// ``measure(corpusDirectory:seeds:tracesPerSeed:only:checkpointedOnly:strategies:)`` of traces already read.
  public static func measure(
    corpus: [(path: String, trace: Trace<IOSPlatform>)], seeds: Int, tracesPerSeed: Int = 3_000,
    strategies: (String) -> StrategyDescriptor? = { StrategyCatalog.descriptor(named: $0) }
  ) -> [Row] {
    let bugs = corpus.filter { $0.trace.expected != .holds }
    return bugs.compactMap { bug -> Row? in
      guard case .broken(let invariant) = bug.trace.expected,
        let strategy = strategies(bug.trace.strategy)
      else { return nil }
      let rivals = bugs.filter {
        $0.path != bug.path && $0.trace.strategy == bug.trace.strategy && $0.trace.profile == bug.trace.profile
          && $0.trace.expected == bug.trace.expected
      }
      let runner = TraceRunner<IOSPlatform>(
        strategy: strategy, profile: bug.trace.profile, app: bug.trace.app(for: strategy))
      var config = RunConfiguration<IOSPlatform>()
      config.strategies = [strategy]
      var samples = 0
      var identical = 0
      var replays: [Int] = []
      var others: [String: Int] = [:]
      for seed in 1...seeds {
        config.seed = UInt64(seed)
        let campaign = Campaign<IOSPlatform>(configuration: config)
        for index in 0..<tracesPerSeed {
          let (events, outcome) = campaign.generateTrace(
            seed: SplitMix64.traceSeed(runSeed: config.seed, index: index), runner: runner)
          guard case .violated(let v) = outcome, v.invariant == invariant, contains(events, bug.trace.events),
            !rivals.contains(where: { contains(events, $0.trace.events) })
          else { continue }
          var shrinker = Shrinker<IOSPlatform>(runner: runner, invariant: invariant)
          let small = shrinker.shrink(events)
          samples += 1
          replays.append(shrinker.replays)
          if small == bug.trace.events {
            identical += 1
          } else {
            others[small.map(\.text).joined(separator: " · "), default: 0] += 1
          }
          break
        }
      }
      return Row(
        path: bug.path, samples: samples, identical: identical, replays: replays,
        others: others.sorted { ($1.value, $0.key) < ($0.value, $1.key) })
    }
  }

  /// Whether `large` holds every event of `small` at least as often (order ignored).
  static func contains(_ large: [SystemEvent], _ small: [SystemEvent]) -> Bool {
    var counts: [SystemEvent: Int] = [:]
    for e in large { counts[e, default: 0] += 1 }
    for e in small {
      guard let c = counts[e], c > 0 else { return false }
      counts[e] = c - 1
    }
    return true
  }

  /// The median of `values` (the lower middle for an even count), 0 when empty.
  public static func median(_ values: [Int]) -> Int {
    let s = values.sorted()
    return s.isEmpty ? 0 : s[(s.count - 1) / 2]
  }
}
