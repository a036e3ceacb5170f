import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing

/// A minimized counterexample found while fuzzing a user's strategy.
public struct Counterexample: CustomStringConvertible {
  /// The broken invariant.
  public let invariant: Invariant
  /// The minimized events, replayable with ``TraceRunner``.
  public let events: [SystemEvent]
  /// What was seen, in one line.
  public let detail: String

  /// `invariant: event · event · ...: detail`.
  public var description: String {
    "\(invariant.rawValue): \(events.map(\.text).joined(separator: " · ")): \(detail)"
  }
}

/// The result of fuzzing one strategy on one profile.
public struct FuzzResult: CustomStringConvertible {
  /// The profile.
  public let profile: Profile
  /// Traces generated.
  public let traces: Int
  /// Minimized counterexamples, in invariant order (empty when every invariant held).
  public let counterexamples: [Counterexample]

  /// Whether every invariant held on every generated trace.
  public var holds: Bool { counterexamples.isEmpty }

  /// The invariants broken, in invariant order, without repeats.
  public var brokenInvariants: [Invariant] {
    var seen: [Invariant] = []
    for c in counterexamples where !seen.contains(c.invariant) { seen.append(c.invariant) }
    return seen
  }

  public var description: String {
    holds
      ? "\(profile.name): held on \(traces) traces"
      : "\(profile.name): " + counterexamples.map(\.description).joined(separator: "; ")
  }
}

/// Fuzzes a strategy of your own on each profile with generated traces, shrinking every failure
/// to a minimal counterexample. Nothing is written to disk; the same arguments give the same
/// results.
///
/// - Parameters:
///   - name: the strategy's name in results.
///   - profiles: the platform profiles to run on (default: iPhone, iOS 17, scene-based UIKit).
///   - traces: traces generated per profile.
///   - maxLength: the longest trace, in events.
///   - seed: the run seed.
///   - make: makes a fresh instance of the strategy for each simulated device.
/// - Returns: one result per profile, in the order given.
/// - Throws: never in practice (the campaign writes no corpus); kept for the engine's signature.
@MainActor
public func fuzz(
  _ name: String = "my-strategy", profiles: [Profile] = [.iPhoneScenes], traces: Int = 300,
  maxLength: Int = 24, seed: UInt64 = 20_261_129,
  make: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy
) throws -> [FuzzResult] {
  let descriptor = StrategyDescriptor(
    name: name, summary: "user strategy", source: "user", claims: make().claims,
    defaultProfile: profiles.first ?? .iPhoneScenes, make: make)
  var results: [FuzzResult] = []
  for profile in profiles {
    var config = RunConfiguration()
    config.seed = seed
    config.tracesPerStrategy = traces
    config.maxLength = maxLength
    config.strategies = [descriptor]
    config.profile = profile
    config.corpusDirectory = nil
    let run = try Campaign(configuration: config).run()
    let found = run.outcome.results.flatMap(\.findings).map {
      Counterexample(invariant: $0.invariant, events: $0.trace.events, detail: $0.detail)
    }
    results.append(FuzzResult(profile: profile, traces: traces, counterexamples: found))
  }
  return results
}

/// Records one issue per counterexample, at the caller's line, so that a failing strategy
/// shows every minimized trace that breaks it.
public func expectHolds(_ results: [FuzzResult], sourceLocation: SourceLocation = #_sourceLocation) {
  for result in results {
    for c in result.counterexamples {
      Issue.record("\(result.profile.name): \(c)", sourceLocation: sourceLocation)
    }
  }
}
