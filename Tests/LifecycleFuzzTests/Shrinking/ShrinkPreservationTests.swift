import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestProcessSplit
import Testing

/// The shrinker's contract, as a property over generated failing traces of many strategies: a shrunk trace is no
/// longer than its original and breaks the invariant its original broke, a leak in the same kind of capture. (A shrinker that accepted any violation
/// would trade a finding for a shallower one of another invariant, and the run would lose it.)
@Suite(
  "Shrinker: every shrunk trace breaks its original's invariant in the same kind of capture", .tags(.slow),
  .timeLimit(.minutes(10)), .handedToSecondProcess("LifecycleFuzzTests.ShrinkPreservationTests"))
struct ShrinkPreservationTests {
  /// Every catalog strategy (on its own profile), `traces` generated traces each.
  static let traces = 8

  @Test("over the catalog's strategies: same invariant and capture kind, never longer")
  func shrinkKeepsTheInvariant() throws {
    let config = RunConfiguration<IOSPlatform>()
    let campaign = Campaign(configuration: config)
    var failing = 0
    var invariants: Set<String> = []
    var kindChanges: [String] = []
    // No yield between strategies: a yield queued this test behind every main-actor test waiting then, so under
    // load its span (what its time limit counts) was most of the test phase for a few CPU seconds of its own.
    for descriptor in StrategyCatalog.all {
      let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
      for index in 0..<Self.traces {
        let seed = SplitMix64.traceSeed(runSeed: config.seed, index: index)
        let (events, outcome) = campaign.generateTrace(seed: seed, runner: runner)
        guard case .violated(let original) = outcome else { continue }
        failing += 1
        invariants.insert(original.invariant.rawValue)
        var shrinker = Shrinker(runner: runner, invariant: original.invariant)
        shrinker.maxReplays = Shrinker<IOSPlatform>.replayCap(forLength: events.count)
        let small = shrinker.shrink(events)
        #expect(small.count <= events.count)
        guard case .violated(let shrunk) = runner.run(small) else {
          Issue.record("\(descriptor.name) trace \(index): the shrunk trace no longer fails")
          continue
        }
        #expect(
          shrunk.invariant == original.invariant,
          "\(descriptor.name) trace \(index): \(original.invariant) shrank to \(shrunk.invariant)")
        if !original.invariant.captureKindNames.isEmpty, kind(of: shrunk.detail) != kind(of: original.detail) {
          kindChanges.append("\(descriptor.name) \(index): \(kind(of: original.detail)) → \(kind(of: shrunk.detail))")
        }
      }
    }
    // The property means something only over many failures of several invariants.
    #expect(failing >= 50)
    #expect(invariants.count >= 3)
    // A leak is kept in the kind of capture it was found in (a card, a snapshot, a recording): the shrinker keeps
    // the kind (``Shrinker/captureKind``). Before session 34 it compared invariants only, and background-phase-overlay's
    // trace 1, a card leak, shrank to a snapshot leak (ShrinkCaptureKindTests).
    #expect(kindChanges == [], "capture kind changed: \(kindChanges)")
  }

  /// A capture leak's kind: the first word of its detail (`screenshot`, `switcherSnapshot`, ...).
  func kind(of detail: String) -> String { String(detail.prefix { $0 != " " && $0 != ":" }) }
}
