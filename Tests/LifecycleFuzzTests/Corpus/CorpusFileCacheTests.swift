import Foundation
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A corpus read again in the same process (``CorpusFileCache``) is read as it is now: a file written, rewritten with
/// other bytes of the same length, or removed between two reads is seen, as a fresh process would see it.
@Suite("Corpus: a folder read again in one process is read as it is now")
struct CorpusFileCacheTests {
  /// A trace of subview-tag on `profile` expecting `expect`.
  func trace(profile: String, expect: String) -> String {
    "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: \(profile)\nexpect: \(expect)\nlaunch\ngoHome\n"
  }

  /// The index's counterexamples, by file name and `profile expect`.
  func read(_ dir: String) throws -> [String] {
    try CorpusIndex<IOSPlatform>(directory: dir, writes: false).counterexamples.map {
      "\(($0.path as NSString).lastPathComponent) \($0.trace.profile.name) \($0.trace.expected)"
    }
  }

  @Test("a file added, rewritten with other bytes of the same length, or removed is read as it is now")
  func changesAreSeen() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-cache-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let a = dir + "/a.trace"
    try trace(profile: "iphone-ios17-scenes", expect: "snapshot-leak").write(
      toFile: a, atomically: true, encoding: .utf8)
    try expectEqual(read(dir), ["a.trace iphone-ios17-scenes snapshot-leak"])
    // Kept: the same bytes read again give the same counterexample.
    let key = CorpusFileCache.Key(platform: ObjectIdentifier(IOSPlatform.self), path: a, inOwnFolder: true)
    #expect(CorpusFileCache.entries[key] != nil)
    try expectEqual(read(dir), ["a.trace iphone-ios17-scenes snapshot-leak"])
    // The same length, other bytes, at once (the same second, possibly the same size and time stamp).
    try trace(profile: "iphone-ios18-scenes", expect: "snapshot-leak").write(
      toFile: a, atomically: false, encoding: .utf8)
    try expectEqual(read(dir), ["a.trace iphone-ios18-scenes snapshot-leak"])
    // A trace that holds is no counterexample; one in a subfolder is.
    try trace(profile: "iphone-ios17-scenes", expect: "holds").write(
      toFile: dir + "/b.trace", atomically: true, encoding: .utf8)
    try trace(profile: "iphone-ios16-scenes", expect: "capture-leak").write(
      toFile: dir + "/sub/c.trace", atomically: true, encoding: .utf8)
    try expectEqual(
      read(dir), ["a.trace iphone-ios18-scenes snapshot-leak", "c.trace iphone-ios16-scenes capture-leak"])
    try FileManager.default.removeItem(atPath: a)
    try expectEqual(read(dir), ["c.trace iphone-ios16-scenes capture-leak"])
    // A file that no longer parses stops the read, as it did the first time.
    try "lifecycle-fuzz trace 2\nstrategy: subview-tag\n".write(
      toFile: dir + "/sub/c.trace", atomically: true, encoding: .utf8)
    #expect(throws: TraceFileError.self) { try read(dir) }
  }
}
