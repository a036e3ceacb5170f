import CoverStrategies
import Foundation
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A security reviewer's lock broke `unlock-blocked` on seven iPhone profiles, and `run` printed the same paragraph,
/// with the same trace, seven times. The text now tells a finding once, naming its profiles; every other output keeps
/// one record per profile.
@MainActor @Suite("run's text tells a finding found on several profiles once")
struct FindingsAcrossProfilesTests {
  /// A lock whose only way in is Face ID: with the device passcode off, nobody can take it down.
  static let strategy =
    "lock[shield=background,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry,"
    + "rearm=background]"

  /// The strategy's `unlock-blocked` finding on `profile` with `events`, found by `hits` traces.
  func finding(_ profile: String, _ events: [String], hits: Int, detail: String = "nobody can take the lock down")
    throws -> Finding<IOSPlatform>
  {
    let text =
      "lifecycle-fuzz trace 2\nstrategy: \(Self.strategy)\nprofile: \(profile)\nexpect: unlock-blocked\n"
      + events.joined(separator: "\n") + "\n"
    var f = Finding(
      invariant: .unlockBlocked, trace: try Trace<IOSPlatform>(parsing: text, file: "t.trace"),
      detail: detail, traceIndex: 0, originalLength: events.count, shrinkReplays: 0,
      cutoff: nil, file: nil, saveError: nil, isNew: true)
    f.hits = hits
    return f
  }

  @Test("one paragraph names the profiles; the profiles that share a trace share a line, hits summed")
  func oneParagraph() throws {
    let s = try #require(StrategyCatalog.descriptor(named: Self.strategy))
    let short = ["changeDeviceSetting(passcodeOff)", "launch"]
    let long = ["launch", "goHome", "changeDeviceSetting(passcodeOff)", "returnToApp"]
    let found = [
      ("iphone-ios13-scenes", [short, long]), ("iphone-ios15-scenes", [short]), ("iphone-ios16-scenes", [long]),
    ]
    var c = RunConfiguration<IOSPlatform>(strategies: [s])
    c.corpusDirectory = nil
    let results = try found.map { profile, traces in
      let findings = try traces.map { try finding(profile, $0, hits: 2) }
      return StrategyResult(
        strategy: s, profile: findings[0].trace.profile, traces: 10, steps: 100, findings: findings,
        failingTraces: 4, eventCounts: [:], coverage: CoverageMap())
    }
    let outcome = RunOutcome(results: results, incompleteReason: nil)
    let lines = RunReport.failureDetails(RunVerdicts(outcome: outcome, plannedTraces: 10), configuration: c)
    // The replay commands name the first profile of their line (their tool's name is the process's).
    let replays = lines.filter { $0.hasPrefix("     replay: ") }
    expectEqual(replays.count, 2)
    expectEqual(replays.first?.contains(" --profile iphone-ios13-scenes --expect unlock-blocked --events "), true)
    expectEqual(replays.last?.contains(" --profile iphone-ios16-scenes --expect unlock-blocked --events "), true)
    expectEqual(
      lines.filter { !$0.hasPrefix("     replay: ") },
      [
        "",
        "BROKEN unlock-blocked: \(Self.strategy) on 3 profiles (4 signatures in 1 finding)",
        "  profiles: iphone-ios13-scenes, iphone-ios15-scenes, iphone-ios16-scenes",
        "  1. nobody can take the lock down (2 variants)",
        "     changeDeviceSetting(passcodeOff) · launch   [new; 4 traces; 2 events; on 2 profiles]",
        "     profiles: iphone-ios13-scenes, iphone-ios15-scenes",
        "     depends on: no open question",
        "     launch · goHome · changeDeviceSetting(passcodeOff) · returnToApp   [new; 2 traces; 4 events; on "
          + "iphone-ios16-scenes]",
        "     depends on: no open question",
        "     also: launch · goHome · changeDeviceSetting(passcodeOff) · returnToApp   [new; 2 traces; on "
          + "iphone-ios13-scenes]",
      ])
    // On one profile, the paragraph is as it always was.
    let one = RunOutcome(results: [results[0]], incompleteReason: nil)
    let alone = RunReport.failureDetails(RunVerdicts(outcome: one, plannedTraces: 10), configuration: c)
    expectEqual(alone[1], "BROKEN unlock-blocked: \(Self.strategy) on iphone-ios13-scenes (2 signatures in 1 finding)")
    expectEqual(
      alone.last, "     also: launch · goHome · changeDeviceSetting(passcodeOff) · returnToApp   [new; 2 traces]")
  }

  @Test("a finding of one profile is replayed on the strategy's others: it counts where it breaks, said so")
  func replayedOnOtherProfiles() throws {
    let s = try #require(StrategyCatalog.descriptor(named: Self.strategy))
    let events = ["changeDeviceSetting(passcodeOff)", "launch"]
    let profiles = ["iphone-ios15-scenes", "iphone-ios16-scenes", "iphone-ios17-scenes"]
    let runner = TraceRunner<IOSPlatform>(strategy: s, profile: try IOSPlatform.profile(named: profiles[0]))
    let probe = try finding(profiles[0], events, hits: 2)
    guard case .violated(let v) = runner.run(probe.trace.events) else {
      Issue.record("\(events) no longer breaks unlock-blocked")
      return
    }
    // Found on iOS 15 alone; the traces of iOS 16 and 17 found nothing.
    let results = try profiles.enumerated().map { i, name in
      StrategyResult(
        strategy: s, profile: try IOSPlatform.profile(named: name), traces: 10, steps: 100,
        findings: i == 0 ? [try finding(name, events, hits: 2, detail: v.detail)] : [], failingTraces: i == 0 ? 2 : 0,
        eventCounts: [:], coverage: CoverageMap())
    }
    let replayed = StrategyResult.addingReplaysOnOtherProfiles(results, invariants: .all)
    expectEqual(replayed[0].findings.count, 1)
    for r in replayed.dropFirst() {
      let f = try #require(r.findings.first)
      #expect(f.replayedFromProfile == profiles[0] && f.hits == 0 && f.file == nil)
      #expect(f.trace.profile == r.profile && f.invariant == .unlockBlocked)
    }
    let outcome = RunOutcome(results: replayed, incompleteReason: nil)
    let verdicts = RunVerdicts(outcome: outcome, plannedTraces: 10)
    expectEqual(verdicts.rows.map(\.fails), [true, true, true])
    // Counted on every profile it breaks, said to be found there by replay; new once, as the corpus will hold it.
    var c = RunConfiguration<IOSPlatform>(strategies: [s])
    c.corpusDirectory = nil
    let lines = RunReport.failureDetails(verdicts, configuration: c)
    #expect(lines.contains("     \(events.joined(separator: " · "))   [new; 2 traces; 2 events; on all 3 profiles]"))
    #expect(lines.contains("     found by replay on: iphone-ios16-scenes, iphone-ios17-scenes"), "\(lines)")
    #expect(RunReport.summaryLine(verdicts, outcome: outcome).hasSuffix("3 failure signatures, 1 new"))

    // With a corpus, each is saved with its profile as that profile's own finds are (a breaker's run counted them new
    // and saved none: nothing found is ever lost), and is new only where that corpus did not hold it.
    let dir = NSTemporaryDirectory() + "replayed-saved-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let index = try CorpusIndex<IOSPlatform>(directory: dir)
    let saved = StrategyResult.addingReplaysOnOtherProfiles(results, invariants: .all) { _, _ in index }
    for (r, name) in zip(saved.dropFirst(), profiles.dropFirst()) {
      let f = try #require(r.findings.first)
      let file = try #require(f.file)
      #expect(f.isNew && f.saveError == nil && file.contains("--unlock-blocked--\(name)--"), "\(file)")
      #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\nprofile: \(name)\n"))
    }
  }

  @Test("a detail naming its profile's level is one line for every level: the levels named together")
  func levelsNamedTogether() {
    let mark = RunReport.levelMark
    let detail = "screenOn: java.lang.NoSuchMethodError: BiometricPrompt.authenticate (API 28) on API 2"
    expectEqual(RunReport.levelNeutral(detail, ("API", 2)), String(detail.dropLast("API 2".count)) + mark)
    expectEqual(RunReport.levelNeutral(detail, ("API", 28)), detail.replacingOccurrences(of: "API 28", with: mark))
    expectEqual(RunReport.levelNeutral(detail, nil), detail)
    let levels = [23, 21, 22, 25, 26, 27, 29, 30].map { ("API", $0) as (word: String, level: Int)? }
    expectEqual(RunReport.levelFilled("on \(mark)", levels), "on API 21 to 23, 25 to 27, 29, 30")
    expectEqual(RunReport.levelFilled("on \(mark)", [("API", 22)]), "on API 22")
    expectEqual(RunReport.levelFilled("no level", levels), "no level")
  }
}
