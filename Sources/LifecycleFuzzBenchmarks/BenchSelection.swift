import CoverStrategies
import LifecycleFuzz
import ShieldModel

/// What `bench` measures, resolved from the tool's platforms: iOS strategies and profiles by name (the
/// measurements run on iOS's model).
public struct BenchSelection {
  /// The iOS platform's catalog, or `nil` when the tool offers none.
  let platform: IOSPlatform?

  /// A selection over `platforms` (the first iOS one is measured).
  public init(platforms: [any Platform]) { platform = platforms.lazy.compactMap { $0 as? IOSPlatform }.first }

  /// Each strategy (`names`, `all`, or `defaults`) on each profile (`profiles`, or each strategy's own).
  ///
  /// - Throws: a message naming an unknown strategy or profile.
  public func cells(names: String?, profiles: String?, defaults: [StrategyDescriptor]) throws(BenchSelectionError)
    -> [(StrategyDescriptor, Profile)]
  {
    guard let platform else { throw BenchSelectionError("bench: the tool offers no strategy to measure") }
    var strategies = defaults
    if let names {
      strategies =
        names == "all"
        ? platform.strategies
        : try names.split(separator: ",").map { name throws(BenchSelectionError) in
          guard let d = platform.strategy(named: String(name)) else {
            throw BenchSelectionError("unknown strategy '\(name)' for bench")
          }
          return d
        }
    }
    var chosen: [Profile]?
    if let profiles {
      chosen =
        profiles == "all"
        ? Profile.builtIn
        : try profiles.split(separator: ",").map { name throws(BenchSelectionError) in
          do throws(ProfileError) {
            return try Profile(named: String(name))
          } catch {
            throw BenchSelectionError(error.description)
          }
        }
    }
    guard !strategies.isEmpty else { throw BenchSelectionError("--strategy names no strategy") }
    return strategies.flatMap { s in (chosen ?? [s.defaultProfile]).map { (s, $0) } }
  }

  /// The strategy called `name` in the iOS catalog.
  public func strategy(named name: String) -> StrategyDescriptor? { platform?.strategy(named: name) }

  /// What benchmark `topic` (`throughput`, `model`, `scaling`, `shrink` or `memory`) will measure, checked before
  /// anything runs.
  ///
  /// - Parameters:
  ///   - names: `--strategy` (comma-separated names or `all`), or `nil` for `defaults`.
  ///   - profiles: `--profile` (comma-separated names or `all`), or `nil` for each strategy's own.
  ///   - defaults: the names measured without `--strategy` (`nil`: every listed strategy); the first is the one
  ///     `scaling` and `memory` use.
  /// - Throws: a message naming an unknown topic, strategy or profile.
  public func plan(topic: String, names: String?, profiles: String?, defaults: [String]?) throws(BenchSelectionError)
    -> BenchPlan
  {
    guard let platform else { throw BenchSelectionError("bench: the tool offers no strategy to measure") }
    let listed = defaults?.compactMap(platform.strategy(named:)) ?? platform.strategies
    guard let first = listed.first else { throw BenchSelectionError("bench: the tool offers no strategy to measure") }
    switch topic {
    case "throughput", "model":
      let cells = try cells(names: names, profiles: profiles, defaults: listed)
      return BenchPlan(topic: topic, cells: cells, first: first, lookup: strategy(named:))
    case "scaling", "shrink", "memory":
      return BenchPlan(topic: topic, cells: [], first: first, lookup: strategy(named:))
    default:
      throw BenchSelectionError(
        "unknown bench topic '\(topic)' (expected throughput, model, scaling, shrink or memory)")
    }
  }
}

/// A checked benchmark: its topic and what it measures (see ``BenchSelection/plan(topic:names:profiles:defaults:)``).
public struct BenchPlan {
  let topic: String
  let cells: [(StrategyDescriptor, Profile)]
  let first: StrategyDescriptor
  let lookup: (String) -> StrategyDescriptor?

  /// Measures, handing each measurement to `measured` as it is made.
  ///
  /// - Parameters:
  ///   - seconds: the minimum seconds per throughput measurement (`model` runs `seconds` × 200,000 steps).
  ///   - traces: exactly this many traces per throughput measurement instead of `seconds`.
  ///   - steps: the steps of `memory`'s long run.
  ///   - corpus: the corpus folder `shrink` replays.
  ///   - sceneCounts: `scaling`: only the iPad rows, for these scene counts, of `scalingSteps` steps each.
  public func run(
    seconds: Double, traces: Int?, steps: Int, corpus: String, sceneCounts: [Int]? = nil, scalingSteps: Int = 20_000,
    measured: (Benchmark.Measurement) -> Void
  ) {
    switch topic {
    case "throughput":
      for (s, p) in cells {
        measured(Benchmark.throughput(strategy: s, profile: p, minimumSeconds: seconds, traces: traces))
      }
    case "model":
      for (s, p) in cells { measured(Benchmark.modelSteps(strategy: s, profile: p, steps: Int(seconds * 200_000))) }
    case "scaling":
      Benchmark.scaling(strategy: first, sceneCounts: sceneCounts, steps: scalingSteps, measured: measured)
    case "shrink": for m in Benchmark.shrinkCost(corpusDirectory: corpus, strategies: lookup) { measured(m) }
    default: measured(Benchmark.longTrace(strategy: first, profile: first.defaultProfile, steps: steps))
    }
  }
}
/// Why `bench`'s selection is wrong, in one line.
public struct BenchSelectionError: Error, CustomStringConvertible {
  /// What is wrong.
  public let description: String
  init(_ description: String) { self.description = description }
}
