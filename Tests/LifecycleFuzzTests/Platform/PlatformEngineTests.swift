import AndroidModel
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// The generic engine (runner, generator, shrinker, explorer, campaign, corpus) over the Android model.
@Suite struct PlatformEngineTests {
  typealias Runner = TraceRunner<AndroidPlatform>

  /// A runner of the built-in Android strategy `name` on `profile`.
  static func runner(_ name: String, _ profile: AndroidProfile) throws -> Runner {
    Runner(strategy: try #require(AndroidPlatform.builtIn.strategy(named: name)), profile: profile)
  }

  @Test func theRunnerStopsAtTheFirstViolationAndNamesTheCapture() throws {
    let runner = try Self.runner("secure-flag-on-pause", AndroidProfile(apiLevel: 31))
    let outcome = runner.run([.launch, .recentsTiming(.beforePause), .pressHome, .openRecents, .returnToApp])
    guard case .violated(let v) = outcome else {
      Issue.record("no violation: \(outcome)")
      return
    }
    expectEqual(v.step, 3)
    expectEqual(v.invariant, .recentsLeak)
    // The detail names the event, then the capture.
    #expect(v.detail.hasPrefix("openRecents: recentsThumbnail: "))
    expectEqual(v.detail, "openRecents: recentsThumbnail: leaks activity/balance,activity/iban,activity/cvv")
    expectEqual(
      runner.run([.launch, .pressHome, .pressHome]),
      .invalid(step: 2, reason: "Home on the home screen changes nothing"))
    expectEqual(runner.run([.launch, .recentsTiming(.afterPause), .openRecents]), .holds)
  }

  @Test func theShrinkerRemovesChunksSinglesAndPairs() throws {
    let runner = try Self.runner("secure-flag-on-create", AndroidProfile(apiLevel: 34, structure: .reactNative))
    let padded: [AndroidEvent] = [
      .launch, .advance(3), .pressHome, .returnToApp, .showWindow(.toast), .advance(3), .back, .returnToApp,
      .recordingStart, .screenshot, .showWindow(.popup),
    ]
    expectEqual(runner.run(padded).verdict, .broken(.captureLeak))
    var shrinker = Shrinker<AndroidPlatform>(runner: runner, invariant: .captureLeak)
    let shrunk = shrinker.shrink(padded)
    expectEqual(shrunk, [.launch, .recordingStart, .showWindow(.popup)])
    #expect(shrinker.replays > 0)
  }

  @Test func generationIsDeterministicAndRespectsRefusals() throws {
    let profile = AndroidProfile(apiLevel: 35)
    let runner = try Self.runner("none", profile)
    var configuration = RunConfiguration<AndroidPlatform>(strategies: [runner.strategy])
    configuration.maxLength = 24
    configuration.profile = profile
    let campaign = Campaign(configuration: configuration)
    for seed in UInt64(1)...20 {
      let a = campaign.generateTrace(seed: seed, runner: runner)
      let b = campaign.generateTrace(seed: seed, runner: runner)
      expectEqual(a.events, b.events)
      expectEqual(a.outcome, b.outcome)
      expectEqual(runner.checkpoints(a.events), runner.checkpoints(b.events))
      #expect(!a.events.isEmpty && a.events.count <= 24)
      // API 35 pins the snapshot timing: the generator never draws the refused choice.
      #expect(!a.events.contains { if case .recentsTiming = $0 { true } else { false } })
      #expect(runner.run(a.events).verdict != nil)
    }
  }

  @Test func theExplorerFindsA01AtItsMinimalDepthAndNothingForTheRecommendedStrategy() throws {
    let a01 = Explorer(runner: try Self.runner("secure-flag-on-pause", AndroidProfile(apiLevel: 31))).explore(depth: 3)
    expectEqual(Array(a01.counterexamples.keys), [.recentsLeak])
    expectEqual(a01.counterexamples[.recentsLeak]?.events.count, 3)
    expectEqual(a01.counterexamples[.recentsLeak]?.events.contains(.recentsTiming(.beforePause)), true)
    let recommended = Explorer(runner: try Self.runner("recommended", AndroidProfile(apiLevel: 34))).explore(depth: 3)
    #expect(recommended.counterexamples.isEmpty)
    #expect(recommended.statesExplored > 10)
  }

  /// A run of `strategies` writing to the corpus root `corpus` (`nil`: none).
  static func configuration(
    _ strategies: [String], seed: UInt64, traces: Int, maxLength: Int, corpus: String?, savesCounterexamples: Bool
  ) throws -> RunConfiguration<AndroidPlatform> {
    var c = RunConfiguration<AndroidPlatform>(
      strategies: try strategies.map { try #require(AndroidPlatform.builtIn.strategy(named: $0)) })
    c.seed = seed
    c.tracesPerStrategy = traces
    c.maxLength = maxLength
    c.corpusDirectory = corpus
    c.writesCorpus = savesCounterexamples
    return c
  }

  @Test func aCampaignIsDeterministicSavesEachSignatureOnceAndKnowsItNextTime() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-campaign-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A seed whose 60 draws reach the on-pause leak (the event vocabulary decides the draws).
    let campaign = Campaign(
      configuration: try Self.configuration(
        ["secure-flag-on-pause", "recommended"], seed: 8, traces: 60, maxLength: 16, corpus: folder,
        savesCounterexamples: true))
    let first = try campaign.run().outcome
    let found = first.results[0].findings
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.isNew && $0.file != nil })
    #expect(first.results[1].findings.isEmpty)
    let files = Corpus<AndroidPlatform>(root: folder).tracePaths()
    expectEqual(files.count, found.count)
    #expect(files.allSatisfy { $0.hasPrefix(folder + "/android/") })
    let second = try campaign.run().outcome
    expectEqual(second.results[0].findings.map(\.signature), found.map(\.signature))
    #expect(second.results[0].findings.allSatisfy { !$0.isNew })
    expectEqual(second.results[0].findings.map(\.trace.events), found.map(\.trace.events))
    #expect(Corpus<AndroidPlatform>(root: folder).tracePaths() == files)
    for path in files {
      #expect(try Replay.replay(path: path, platform: AndroidPlatform.builtIn).matches, "\(path)")
    }
  }

  @Test func aStoppedCampaignIsIncomplete() throws {
    var configuration = try Self.configuration(
      ["none"], seed: 1, traces: 10, maxLength: 8, corpus: nil, savesCounterexamples: false)
    configuration.timeBudget = 0
    let outcome = try Campaign(configuration: configuration).run(stop: StopSignal(deadline: 0)).outcome
    expectEqual(outcome.incompleteReason, "time budget of 0 s ran out")
    // The strategy that did not run is still named, on its profile, with no trace run.
    expectEqual(outcome.results.map(\.strategy.name), ["none"])
    expectEqual(outcome.results.map { AndroidPlatform.name(of: $0.profile) }, ["phone-api34-views"])
    expectEqual(outcome.results.map(\.traces), [0])
  }

  @Test func aCorruptCorpusFileStopsTheRunBeforeAnyTraceNamingItsLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-corrupt-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/android", withIntermediateDirectories: true)
    try "lifecycle-fuzz trace 2\nplatform: android\nstrategy: none\nprofile: phone-api34-views\nexpect: holds\nfly\n"
      .write(toFile: folder + "/android/bad.trace", atomically: true, encoding: .utf8)
    let campaign = Campaign(
      configuration: try Self.configuration(
        ["none"], seed: 1, traces: 10, maxLength: 8, corpus: folder, savesCounterexamples: true))
    #expect(
      throws: TraceFileError(
        file: folder + "/android/bad.trace", line: 6,
        message: "unknown event 'fly' (see 'lifecycle-fuzz list events')")
    ) {
      try campaign.run()
    }
  }
}
