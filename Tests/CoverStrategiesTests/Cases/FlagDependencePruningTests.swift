import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The flag-dependence replays skip the answers of open questions the first replay never read
/// (``OpenQuestionReads``): each getter must record its own question, and the pruned analysis must equal the one that
/// replays every answer. DependsOnTests checks every flag of the case traces against flips of its own; this checks the
/// durations there and every answer on a sample of the generated corpus.
@Suite("flag dependence pruning")
struct FlagDependencePruningTests {
  typealias Dependence = FlagDependence.Dependence

  @Test("reading a flag or a duration records exactly that question")
  func everyGetterRecordsItsQuestion() {
    #expect(PlatformFlags.all.count <= 128)
    #expect(PlatformTimings.all.count <= 64)
    let flags = PlatformFlags()
    for (i, entry) in PlatformFlags.all.enumerated() {
      OpenQuestionReads.clear()
      _ = flags[keyPath: entry.keyPath]
      let record = OpenQuestionReads.current
      #expect(record.readFlag(entry.name), "\(entry.name)")
      // Another thread may read a flag meanwhile (bits are only added), so the check is that this one's bit is set.
      expectEqual((i < 64 ? record.flagsLow >> UInt64(i) : record.flagsHigh >> UInt64(i - 64)) & 1, 1)
    }
    let timings = PlatformTimings()
    for entry in PlatformTimings.all {
      OpenQuestionReads.clear()
      _ = timings[keyPath: entry.keyPath]
      #expect(OpenQuestionReads.current.readTiming(entry.name), "\(entry.name)")
    }
    // A name the record does not know is never skipped.
    #expect(OpenQuestionReads.current.readFlag("noSuchFlag"))
    #expect(OpenQuestionReads.current.readTiming("noSuchDuration"))
  }

  /// The pruned and the full analysis of the trace in `file`.
  @MainActor func both(_ file: String) throws -> (pruned: [Dependence], every: [Dependence]) {
    let trace = try Corpus<IOSPlatform>.read(file)
    let strategy = try #require(StrategyCatalog.descriptor(named: trace.strategy))
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    return (
      FlagDependence.dependences(trace.events, runner: runner, replayingEveryAnswer: false),
      FlagDependence.dependences(trace.events, runner: runner, replayingEveryAnswer: true)
    )
  }

  @Test("a sample of the generated iOS corpus: the pruned analysis equals the full one")
  func corpusSample() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: caseCorpus).filter {
      $0.hasSuffix(".trace") && !$0.hasPrefix("C")
    }.sorted()
    // Every 150th file: about ten traces of different strategies and profiles.
    let sample = stride(from: 0, to: files.count, by: 150).map { "\(caseCorpus)/\(files[$0])" }
    var nonEmpty = 0
    for file in sample {
      let (pruned, every) = try both(file)
      #expect(pruned == every, "\(file)")
      if !every.isEmpty { nonEmpty += 1 }
    }
    #expect(sample.count >= 8)
    #expect(nonEmpty >= 1)
  }

  @Test("the lock-transition case: a duration the verdict rests on survives the pruning")
  func timingCase() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "flag-guarded-fade-cover"))
    let trace = Trace<IOSPlatform>(
      strategy: strategy.name, profile: strategy.defaultProfile, expected: .broken(.snapshotLeak),
      events: [.launch, .lockDevice, .unlockDevice, .lockDevice])
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    let pruned = FlagDependence.dependences(trace.events, runner: runner, replayingEveryAnswer: false)
    expectEqual(pruned, FlagDependence.dependences(trace.events, runner: runner, replayingEveryAnswer: true))
    expectEqual(FlagDependence.headline(pruned), "depends on: lockTransition 0.19 s (low confidence, 1 source)")
  }

  @Test("--flag-pairs: two low flags that change a verdict only together are named, pruned as every answer is")
  @MainActor func pairCase() throws {
    // The default run's finding (seed 20261129, trace 212, before session 33): after disable, the secure canvas's
    // residue. Pinned to queuedWorkRunsBeforeSuspension=false, the default until session 33: with the work queued at
    // the background launch run before the suspension, secureCanvasFailsToRecomposite alone decides it.
    let strategy = try #require(StrategyCatalog.descriptor(named: "secure-canvas-toggle"))
    let profile = try Profile(named: "iphone-ios18-appdelegate+queuedWorkRunsBeforeSuspension=false")
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: profile)
    let events: [SystemEvent] = [.backgroundLaunch, .returnToApp, .appCall("disable")]
    expectEqual(
      FlagDependence.headline(FlagDependence.dependences(events, runner: runner)), "depends on: no open question")
    FlagDependence.pairsAreReplayed = true
    defer { FlagDependence.pairsAreReplayed = false }
    let pruned = FlagDependence.dependences(events, runner: runner, replayingEveryAnswer: false)
    expectEqual(pruned, FlagDependence.dependences(events, runner: runner, replayingEveryAnswer: true))
    expectEqual(
      FlagDependence.headline(pruned),
      "depends on: queuedBlocksRunBeforeSnapshot=false and secureCanvasFailsToRecomposite=false together"
        + " (low, low), 4 flag pairs not checked (the bound: 24 pair replays a finding)")
  }
}
