import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `NOT SAVED` names exactly the counterexamples that are not on disk.
@Suite("Corpus: NOT SAVED is exactly what is not on disk")
struct NotSavedTests {
  @Test("saves that start failing mid-run: a file a worker wrote (another comment) is saved, a missing one is not")
  func settleAfterSavesFail() throws {
    var c = RunConfiguration<IOSPlatform>()
    c.tracesPerStrategy = 40
    c.corpusDirectory = nil
    c.strategies = [try #require(StrategyCatalog.descriptor(named: "secure-layer"))]
    let results = try Campaign(configuration: c).run().0.results
    let findings = results.flatMap(\.findings)
    try #require(findings.count >= 2)

    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let index = try CorpusIndex<IOSPlatform>(directory: dir, writes: true)
    // Workers saved every finding but the first, each from a later trace (another `found by` comment).
    for f in findings.dropFirst() {
      var t = f.trace
      t.comments = ["found by trace 9999 of run seed 1; another worker"]
      try index.corpus.write(t)
    }
    // Then saves start failing: the temporary folder is a file (a write fails even for root).
    try "".write(toFile: dir + "/" + AtomicFile.folderName, atomically: false, encoding: .utf8)

    let settled = index.settle(results).flatMap(\.findings)
    expectEqual(settled.count, findings.count)
    #expect(settled[0].saveError != nil)
    #expect(settled[0].file == nil)
    for f in settled.dropFirst() {
      #expect(f.saveError == nil)
      expectEqual(f.file, index.path(for: f.trace))
    }
  }

  @Test("a stopped run keeps a file that holds the counterexample as it is, and still writes a missing one")
  func settleWhenStopped() throws {
    var c = RunConfiguration<IOSPlatform>()
    c.tracesPerStrategy = 40
    c.corpusDirectory = nil
    c.strategies = [try #require(StrategyCatalog.descriptor(named: "secure-layer"))]
    let results = try Campaign(configuration: c).run().0.results
    let findings = results.flatMap(\.findings)
    try #require(findings.count >= 2)

    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let index = try CorpusIndex<IOSPlatform>(directory: dir, writes: true)
    // A worker saved every finding but the first from a later trace (another `found by` comment).
    var written: [String: Data] = [:]
    for f in findings.dropFirst() {
      var t = f.trace
      t.comments = ["found by trace 9999 of run seed 1; another worker"]
      let path = try index.corpus.write(t)
      written[path] = try Data(contentsOf: URL(fileURLWithPath: path))
    }

    let stopped = index.settle(results, complete: false).flatMap(\.findings)
    expectEqual(stopped.count, findings.count)
    #expect(stopped.allSatisfy { $0.saveError == nil && $0.file == index.path(for: $0.trace) })
    // The missing file is written; the others are left as the worker wrote them.
    let first = index.path(for: findings[0].trace)
    #expect(index.corpus.holds(findings[0].trace, at: first))
    for (path, data) in written {
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data, "\(path)")
    }
    // A complete run rewrites them, so its folder does not depend on which worker saved first.
    _ = index.settle(results)
    for (path, data) in written {
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != data, "\(path)")
    }
  }
}

/// A signature is written at most once: one the corpus held when the run started is never written again.
@Suite("Corpus: a known counterexample is not written again")
struct KnownCounterexampleTests {
  @Test("a counterexample the corpus held at the start is not saved again, even once its file is gone")
  func knownNotRewritten() throws {
    let descriptor = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    let profile = try Profile(named: "iphone-ios17-scenes")
    let trace = Trace<IOSPlatform>(
      strategy: "subview-tag", profile: profile, expected: .broken(.snapshotLeak), events: [.launch, .goHome],
      comments: ["found by hand"])
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = try Corpus<IOSPlatform>(directory: dir).write(trace)
    let index = try CorpusIndex<IOSPlatform>(directory: dir, writes: true)
    #expect(index.knewBefore(trace))
    expectEqual(index.path(for: trace), path)
    // The user removes the file during the run: the run does not put it back.
    try FileManager.default.removeItem(atPath: path)
    try index.save(trace, runner: TraceRunner(strategy: descriptor, profile: profile))
    #expect(!FileManager.default.fileExists(atPath: path))
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".trace") }, [])
    // A new counterexample is saved.
    let other = Trace<IOSPlatform>(
      strategy: "subview-tag", profile: profile, expected: .broken(.snapshotLeak),
      events: [.launch, .openAppSwitcher], comments: [])
    #expect(!index.knewBefore(other))
    try index.save(other, runner: TraceRunner(strategy: descriptor, profile: profile))
    #expect(FileManager.default.fileExists(atPath: index.path(for: other)))
  }
}
