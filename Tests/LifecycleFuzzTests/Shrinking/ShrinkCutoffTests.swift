import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import TestProcessSplit
import Testing

/// A shrink says whether it reached its fixpoint; one cut short is saved and reported as
/// unshrunk, never as minimal; long traces shrink to the minimal trace of the short ones.
@Suite(
  "Shrinker: fixpoint, cutoffs, unshrunk findings and long traces",
  .handedToSecondProcess("LifecycleFuzzTests.ShrinkCutoffTests"))
struct ShrinkCutoffTests {
  func runner(_ name: String) throws -> TraceRunner<IOSPlatform> {
    let s = try #require(StrategyCatalog.descriptor(named: name))
    // The keyboard's bar repeating the field's text: the keyboard is the bug these traces shrink to.
    var p = s.defaultProfile
    p.flags.suggestionBarShowsFieldText = true
    return TraceRunner(strategy: s, profile: p)
  }

  func temporaryFolder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-shrink-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  let detour: [SystemEvent] = [.launch, .openControlCenter, .closeControlCenter, .keyboardShow, .goHome]

  @Test("a shrink that reaches its fixpoint has no cutoff")
  func finishedShrink() throws {
    var shrinker = Shrinker(runner: try runner("subview-tag"), invariant: .snapshotLeak)
    expectEqual(shrinker.shrink(detour), [.launch, .keyboardShow, .goHome])
    #expect(shrinker.cutoff == nil)
  }

  @Test("a shrink cut short by a stop signal is marked unfinished and saved as unshrunk")
  func stoppedShrinkIsSavedUnshrunk() throws {
    let r = try runner("subview-tag")
    var shrinker = Shrinker(runner: r, invariant: .snapshotLeak)
    shrinker.stop = StopSignal(deadline: 0)
    let small = shrinker.shrink(detour)
    expectEqual(shrinker.cutoff, .stopped)
    expectEqual(shrinker.replays, 0)
    expectEqual(small, detour)
    var record = FailureRecord<IOSPlatform>(
      index: 7, invariant: .snapshotLeak, originalLength: 5, replays: shrinker.replays, events: small, detail: "d")
    record.cutoff = shrinker.cutoff
    let trace = record.trace(strategy: "subview-tag", profile: r.profile, runSeed: 1)
    #expect(trace.isUnshrunk)
    let dir = try temporaryFolder()
    let corpus = try CorpusIndex(directory: dir)
    try corpus.save(trace, runner: r)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir)
    let hash = Corpus<IOSPlatform>.contentHash(of: trace)
    let stem = "subview-tag--snapshot-leak--iphone-ios17-scenes+suggestionBarShowsFieldText=true"
    expectEqual(files, ["\(stem)--\(hash)--unshrunk.trace"])
    let text = try String(contentsOfFile: dir + "/" + files[0], encoding: .utf8)
    let mark = "# unshrunk: not minimal, shrinking stopped after 0 replays (the run was stopped);"
    #expect(text.contains("\n\(mark) 'lifecycle-fuzz minimize' finishes it\n"))
    // Still replayable, and the mark survives a read.
    let replay = try Replay.replay(path: dir + "/" + files[0])
    #expect(replay.matches)
    #expect(try Corpus<IOSPlatform>.read(dir + "/" + files[0]).isUnshrunk)
    // A shrink that finishes removes the mark.
    var again = Shrinker(runner: r, invariant: .snapshotLeak)
    var finished = trace
    finished.events = again.shrink(trace.events)
    finished = finished.marked(by: again)
    #expect(!finished.isUnshrunk)
    #expect(Corpus<IOSPlatform>.fileName(for: finished) == "\(stem)--bdc863e8b5.trace")
    // An unshrunk file is its own signature: a corpus holding one with the minimal trace's
    // events still takes the minimal trace as new.
    var sameEvents = trace
    sameEvents.events = finished.events
    try corpus.save(sameEvents, runner: r)
    #expect(try CorpusIndex(directory: dir).knewBefore(sameEvents))
    #expect(try !CorpusIndex(directory: dir).knewBefore(finished))
  }

  @Test("a run whose shrinks are cut short saves and reports them as unshrunk, never new")
  func cutShortRunIsUnshrunk() throws {
    let dir = try temporaryFolder()
    var config = RunConfiguration()
    config.tracesPerStrategy = 40
    config.strategies = [try #require(StrategyCatalog.descriptor(named: "secure-layer"))]
    config.corpusDirectory = dir
    var campaign = Campaign(configuration: config)
    campaign.shrinkReplayCap = 1
    let (outcome, blocks) = try campaign.run()
    let findings = outcome.results[0].findings
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.cutoff == .replayCap && $0.label == "unshrunk" })
    expectEqual(outcome.unshrunkCounterexamples.count, findings.count)
    // Each failing trace is shrunk (an unshrunk trace explains no other); only traces cut to
    // the very same events share a finding.
    expectEqual(findings.reduce(0) { $0 + $1.hits }, outcome.results[0].failingTraces)
    #expect(blocks.flatMap(\.failures).allSatisfy { $0.replays == 1 })
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    expectEqual(files.count, findings.count)
    #expect(files.allSatisfy { $0.hasSuffix("--unshrunk.trace") })
    for f in findings { expectEqual(f.file.map { files.contains(($0 as NSString).lastPathComponent) }, true) }
    let report = RunReport.text(configuration: config, outcome: outcome)
    #expect(!report.contains("[new;"))
    #expect(report.contains("[unshrunk; \(findings[0].hits) trace(s), first #\(findings[0].traceIndex); "))
    #expect(report.contains(", shrink cut short after 1 replays: the replay cap ran out]"))
    #expect(report.contains("; 0 new; \(findings.count) unshrunk (saved as --unshrunk; "))
    // The cutoff survives the results text that workers and shards hand back.
    #expect(try BlockResult<IOSPlatform>.parseAll(blocks.map(\.text).joined(), file: "r") == blocks)
  }

  @Test("a shrink cut short on a trace the corpus already holds is saved as minimal, not --unshrunk")
  func cutShortOnKnownTraceIsMinimal() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var config = RunConfiguration()
    config.tracesPerStrategy = 40
    config.strategies = [try #require(StrategyCatalog.descriptor(named: "secure-layer"))]
    config.corpusDirectory = dir
    // A full run puts the minimal trace of its first failure in the corpus.
    let (_, fullBlocks) = try Campaign(configuration: config).run()
    let first = try #require(fullBlocks.first?.failures.first)
    #expect(first.cutoff == nil && first.replays > 1)
    let before = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    #expect(before.count >= 1 && !before.contains { $0.hasSuffix("--unshrunk.trace") })
    // The same trace again, one replay short of the fixpoint: the last round of passes (which
    // changes nothing) is cut, so the shrink stops on that very minimal trace.
    config.tracesPerStrategy = first.index + 1
    var campaign = Campaign(configuration: config)
    campaign.shrinkReplayCap = first.replays - 1
    let (outcome, blocks) = try campaign.run()
    let again = try #require(blocks.first?.failures.first)
    expectEqual(again.index, first.index)
    expectEqual(again.events, first.events)
    expectEqual(again.replays, first.replays - 1)
    #expect(again.cutoff == nil)
    let finding = try #require(outcome.results[0].findings.first)
    expectEqual(finding.label, "known")
    #expect(outcome.unshrunkCounterexamples.isEmpty)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir).sorted(), before)
  }

  /// The first generated trace of at least 300 events (fresh coverage per trace) that breaks
  /// `invariant` in a capture of `kind`, with run seed 20261129 and `--max-length 2000`.
  func longFailingTrace(_ runner: TraceRunner<IOSPlatform>, _ invariant: Invariant, in kind: CaptureKind) throws
    -> [SystemEvent]
  {
    var config = RunConfiguration()
    config.maxLength = 2_000
    let campaign = Campaign(configuration: config)
    for index in 0..<200 {
      let seed = SplitMix64.traceSeed(runSeed: config.seed, index: index)
      let (events, outcome) = campaign.generateTrace(seed: seed, runner: runner)
      if events.count >= 300, case .violated(let v) = outcome, v.invariant == invariant,
        v.detail.hasPrefix(kind.rawValue)
      {
        return events
      }
    }
    Issue.record("no long failing trace in 200")
    return []
  }

  @Test("a long failing trace shrinks to the same minimal trace as a short one, to its fixpoint")
  func longTraceShrinksToTheShortOnesTrace() throws {
    let r = try runner("cover-window")
    // The short detour, backgrounded by going home or by locking with the keyboard up: the same
    // leak in the snapshot, each with its own minimal trace.
    let shortOnes = [SystemEvent.goHome, .lockDevice].map { last in
      var short = Shrinker(runner: r, invariant: .snapshotLeak)
      return short.shrink(Array(detour.dropLast()) + [last])
    }
    expectEqual(shortOnes, [[.launch, .keyboardShow, .goHome], [.launch, .keyboardShow, .lockDevice]])
    // A launch under Control Center never resigns active (docs/model-behaviours.md, launch under
    // an overlay), so the cover's hook never runs before the lock: the third minimal trace.
    var underPanel = Shrinker(runner: r, invariant: .snapshotLeak)
    let launchUnderPanel: [SystemEvent] = [.openControlCenter, .launch, .lockDevice]
    expectEqual(underPanel.shrink(launchUnderPanel), launchUnderPanel)
    // The same under a permission alert, then home: the fourth (reached since keyboardShow is a hit-tested tap,
    // which changed the long trace's draws).
    var underAlert = Shrinker(runner: r, invariant: .snapshotLeak)
    let launchUnderAlert: [SystemEvent] = [.systemAlert(.permission), .launch, .goHome]
    expectEqual(underAlert.shrink(launchUnderAlert), launchUnderAlert)
    let minimalOnes = shortOnes + [launchUnderPanel, launchUnderAlert]
    // A leak in the snapshot (going home): a leak in the card shrinks to the switcher's trace.
    let long = try longFailingTrace(r, .snapshotLeak, in: .switcherSnapshot)
    #expect(long.count >= 300)
    var shrinker = Shrinker(runner: r, invariant: .snapshotLeak)
    shrinker.keeps = { events in
      if case .violated(let v) = r.run(events) { return v.detail.hasPrefix("switcherSnapshot") }
      return false
    }
    let small = shrinker.shrink(long)
    #expect(shrinker.cutoff == nil)
    #expect(minimalOnes.contains(small), "\(small)")
    #expect(shrinker.replays < 2_000)
    // A fixpoint: shrinking it again changes nothing.
    expectEqual(shrinker.shrink(small), small)
  }
}
