import AndroidModel
import Foundation
import LifecycleFuzz
import Testing

/// The generic engine (runner, generator, shrinker, explorer, campaign, corpus) over the Android model.
@Suite struct PlatformEngineTests {
  typealias Runner = PlatformRunner<AndroidPlatform>

  @Test func theRunnerStopsAtTheFirstViolationAndNamesTheCapture() {
    let runner = Runner(strategy: "secure-flag-on-pause", profile: AndroidProfile(apiLevel: 31))
    let outcome = runner.run([.launch, .recentsTiming(.beforePause), .pressHome, .openRecents, .returnToApp])
    guard case .violated(let step, let v) = outcome else {
      Issue.record("no violation: \(outcome)")
      return
    }
    #expect(step == 3)
    #expect(v.invariant == "recents-leak")
    #expect(v.capture == "recentsThumbnail")
    #expect(v.detail == "openRecents: recentsThumbnail: leaks activity/balance,activity/iban,activity/cvv")
    #expect(
      runner.run([.launch, .pressHome, .pressHome])
        == .invalid(step: 2, reason: "Home on the home screen changes nothing"))
    #expect(runner.run([.launch, .recentsTiming(.afterPause), .openRecents]) == .holds)
  }

  @Test func theShrinkerRemovesChunksSinglesAndPairs() {
    let runner = Runner(
      strategy: "secure-flag-on-create", profile: AndroidProfile(apiLevel: 34, structure: .reactNative))
    let padded: [AndroidEvent] = [
      .launch, .advance(3), .pressHome, .returnToApp, .showWindow(.toast), .advance(3), .back, .returnToApp,
      .recordingStart, .screenshot, .showWindow(.popup),
    ]
    #expect(runner.run(padded).verdict == "capture-leak")
    var shrinker = PlatformShrinker(runner: runner)
    let shrunk = shrinker.shrink(padded, keeping: "capture-leak")
    #expect(shrunk == [.launch, .recordingStart, .showWindow(.popup)])
    #expect(shrinker.replays > 0)
  }

  @Test func generationIsDeterministicAndRespectsRefusals() {
    let generator = PlatformGenerator<AndroidPlatform>(maxLength: 24)
    let profile = AndroidProfile(apiLevel: 35)
    for seed in UInt64(1)...20 {
      let a = generator.draw(strategy: "none", profile: profile, seed: seed)
      let b = generator.draw(strategy: "none", profile: profile, seed: seed)
      #expect(a.events == b.events)
      #expect(a.states == b.states)
      #expect(!a.events.isEmpty && a.events.count <= 24)
      // API 35 pins the snapshot timing: the generator never draws the refused choice.
      #expect(!a.events.contains { if case .recentsTiming = $0 { true } else { false } })
      #expect(Runner(strategy: "none", profile: profile).run(a.events).verdict != nil)
    }
  }

  @Test func theExplorerFindsA01AtItsMinimalDepthAndNothingForTheRecommendedStrategy() {
    let a01 = PlatformExplorer(runner: Runner(strategy: "secure-flag-on-pause", profile: AndroidProfile(apiLevel: 31)))
      .explore(depth: 3)
    #expect(a01.counterexamples.map(\.invariant) == ["recents-leak"])
    #expect(a01.counterexamples.first?.events.count == 3)
    #expect(a01.counterexamples.first?.events.contains(.recentsTiming(.beforePause)) == true)
    let recommended = PlatformExplorer(runner: Runner(strategy: "recommended", profile: AndroidProfile(apiLevel: 34)))
      .explore(depth: 3)
    #expect(recommended.counterexamples.isEmpty)
    #expect(recommended.states > 10)
  }

  @Test func aCampaignIsDeterministicSavesEachSignatureOnceAndKnowsItNextTime() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-campaign-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let campaign = PlatformCampaign<AndroidPlatform>(
      strategies: ["secure-flag-on-pause", "recommended"], seed: 3, traces: 60, maxLength: 16, corpus: folder,
      savesCounterexamples: true)
    let first = try campaign.run()
    let found = first.results[0].findings
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.isNew && $0.file != nil })
    #expect(first.results[1].findings.isEmpty)
    let files = PlatformCorpus<AndroidPlatform>(corpus: folder).tracePaths()
    #expect(files.count == found.count)
    let second = try campaign.run()
    #expect(second.results[0].findings.map(\.signature) == found.map(\.signature))
    #expect(second.results[0].findings.allSatisfy { !$0.isNew })
    #expect(second.results[0].findings.map(\.events) == found.map(\.events))
    #expect(PlatformCorpus<AndroidPlatform>(corpus: folder).tracePaths() == files)
    for path in files {
      let trace = try PlatformCorpus<AndroidPlatform>.read(path)
      #expect(PlatformReplay.replay(trace, path: path).matches, "\(path)")
    }
  }

  @Test func aStoppedCampaignIsIncomplete() throws {
    let campaign = PlatformCampaign<AndroidPlatform>(
      strategies: ["none"], seed: 1, traces: 10, maxLength: 8, corpus: nil, savesCounterexamples: false)
    let outcome = try campaign.run(stop: StopSignal(deadline: 0))
    #expect(outcome.incompleteReason == "out of time")
    #expect(outcome.results.isEmpty)
    #expect(outcome.notRun.map(\.strategy) == ["none"])
    #expect(outcome.notRun.map(\.profile) == ["phone-api34-views"])
  }

  @Test func aCorruptCorpusFileStopsTheRunBeforeAnyTraceNamingItsLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-corrupt-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/android", withIntermediateDirectories: true)
    try "lifecycle-fuzz trace 2\nplatform: android\nstrategy: none\nprofile: phone-api34-views\nexpect: holds\nfly\n"
      .write(toFile: folder + "/android/bad.trace", atomically: true, encoding: .utf8)
    let campaign = PlatformCampaign<AndroidPlatform>(
      strategies: ["none"], seed: 1, traces: 10, maxLength: 8, corpus: folder, savesCounterexamples: true)
    #expect(
      throws: TraceFileError(file: folder + "/android/bad.trace", line: 6, message: "unknown android event 'fly'")
    ) {
      try campaign.run()
    }
  }
}
