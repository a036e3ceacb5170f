import AndroidModel
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// The Android flag-dependence replays skip flags the first replay never read (``AndroidOpenQuestionReads``): each
/// getter must record its own flag, and the pruned analysis must equal the one that flips every flag.
@Suite("Android flag dependence pruning")
struct AndroidFlagDependencePruningTests {
  @Test("reading an Android flag records exactly that flag's index")
  func everyGetterRecordsItsFlag() {
    #expect(AndroidPlatform.flagRows.count <= 64)
    let flags = AndroidPlatformFlags.defaults(apiLevel: 35)
    for (i, row) in AndroidPlatform.flagRows.enumerated() {
      AndroidOpenQuestionReads.clear()
      _ = flags[keyPath: row.keyPath]
      // Another thread may read a flag meanwhile (bits are only added), so the check is that this one's bit is set.
      #expect((AndroidOpenQuestionReads.current >> UInt64(i)) & 1 == 1, "\(row.name)")
      #expect(AndroidPlatform.openQuestionsRead()?(row.name, false) == true, "\(row.name)")
    }
    // A name the record does not know is never skipped.
    AndroidOpenQuestionReads.clear()
    #expect(AndroidPlatform.openQuestionsRead()?("noSuchFlag", false) == true)
  }

  @Test("the flags encode under their own names, not the stored values' (`_name`)")
  func codingKeysAreTheFlagsNames() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(AndroidPlatformFlags.defaults(apiLevel: 35)), as: UTF8.self)
    #expect(json.hasPrefix("{\"abandonedRecentsGestureKeepsAppResumed\":true,"))
    #expect(json.contains("\"recentsSnapshotAtHomePress\":true"))
    #expect(!json.contains("\"_"))
    expectEqual(json.split(separator: ",").count, AndroidPlatform.flagRows.count)
    let decoded = try JSONDecoder().decode(AndroidPlatformFlags.self, from: Data(json.utf8))
    expectEqual(decoded, AndroidPlatformFlags.defaults(apiLevel: 35))
  }

  @Test("every finding of the Android corpus: the pruned analysis equals the full one")
  func corpusFindings() throws {
    let folder = (corpusDirectory as NSString).appendingPathComponent("android")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".trace") }.sorted()
    var findings = 0
    var nonEmpty = 0
    for file in files {
      let trace = try Corpus<AndroidPlatform>.read((folder as NSString).appendingPathComponent(file))
      guard trace.expected.description != "holds" else { continue }
      findings += 1
      let strategy = try #require(AndroidPlatform.builtIn.strategy(named: trace.strategy))
      let runner = TraceRunner<AndroidPlatform>(
        strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
      let pruned = FlagDependence.dependences(trace.events, runner: runner, replayingEveryAnswer: false)
      let every = FlagDependence.dependences(trace.events, runner: runner, replayingEveryAnswer: true)
      #expect(pruned == every, "\(file)")
      if !every.isEmpty { nonEmpty += 1 }
    }
    #expect(findings >= 100)
    #expect(nonEmpty >= 10)
  }
}
