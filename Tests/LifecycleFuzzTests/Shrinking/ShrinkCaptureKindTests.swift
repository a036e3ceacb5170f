import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A shrink keeps what the finding is, not only its invariant: a leak found in the app switcher's card shrinks to a
/// card leak, never to the snapshot leak a shorter trace of the same invariant shows (a breaker's report: the
/// minimized counterexample said another thing than the one found).
@Suite("Shrinker: a leak keeps its capture kind")
struct ShrinkCaptureKindTests {
  /// Trace 1 of the default run seed for background-phase-overlay (its own profile): a card leak, which the
  /// shrinker of session 33 shrank to `launch · lockDevice`, a snapshot leak.
  @Test("background-phase-overlay's trace 1: a card leak shrinks to a card leak")
  func cardLeakStaysACardLeak() throws {
    let descriptor = try #require(StrategyCatalog.descriptor(named: "background-phase-overlay"))
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
    let config = RunConfiguration<IOSPlatform>()
    let (events, _) = Campaign(configuration: config).generateTrace(
      seed: SplitMix64.traceSeed(runSeed: config.seed, index: 1), runner: runner)
    let original = try #require(Shrinker<IOSPlatform>.finding(of: events, runner: runner))
    expectEqual(original.violation.invariant, .snapshotLeak)
    expectEqual(original.captureKind, "switcherCard")
    var shrinker = Shrinker(runner: runner, invariant: .snapshotLeak)
    let small = shrinker.shrink(events)
    #expect(shrinker.cutoff == nil)
    expectEqual(shrinker.captureKind, "switcherCard")
    let shrunk = try #require(Shrinker<IOSPlatform>.finding(of: small, runner: runner))
    expectEqual(shrunk.violation.invariant, .snapshotLeak)
    expectEqual(shrunk.captureKind, "switcherCard")
    #expect(shrunk.violation.detail.hasPrefix("switcherCard "))
    #expect(small.count < events.count)
    // Not the snapshot leak the kind-blind shrinker gave.
    #expect(small.map(\.text) != ["launch", "lockDevice"])
  }

  @Test("an invariant that judges no capture has no kind to keep")
  func noKindForStateInvariants() throws {
    let descriptor = try #require(StrategyCatalog.descriptor(named: "toggleable-cover"))
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: try Profile(named: "iphone-ios16-scenes"))
    let events: [SystemEvent] = [.launch, .openAppSwitcher, .appCall("disable"), .closeAppSwitcher]
    let found = try #require(Shrinker<IOSPlatform>.finding(of: events, runner: runner))
    expectEqual(found.violation.invariant, .strandedCover)
    #expect(found.captureKind == nil)
  }
}
