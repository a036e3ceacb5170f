import Foundation
import Testing

/// The command line's remaining reliability gaps (issue #12), each checked on the built binary.
@Suite("Command line gaps", .serialized)
struct CommandLineGapTests {
  /// A secure-layer counterexample with checkpoints, as `run` writes it (fails at its last event).
  static let checkpointed = """
    lifecycle-fuzz trace 2
    strategy: secure-layer
    profile: iphone-ios17-flutter3.29
    expect: touch-blocked
    launch           => t=0.0 fg overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:foregroundActive[0]
    touch(0.5, 0.5)  => t=0.0 fg overlay=- rec=0 mir=0 kb=1 q=0/0/0 A:foregroundActive[0]

    """

  @Test("replay: a checkpointed line after the failing event is an error at its line, not ignored")
  func lineAfterFailingStep() throws {
    let dir = try makeTempDirectory()
    try Self.checkpointed.write(toFile: dir + "/good.trace", atomically: true, encoding: .utf8)
    let bad = Self.checkpointed + "advance(0.5)     => t=0.0 bogus\n"
    try bad.write(toFile: dir + "/bad.trace", atomically: true, encoding: .utf8)
    let good = try runTool(["replay", "good.trace"], in: dir)
    #expect(good.status == 0)
    let r = try runTool(["replay", "bad.trace"], in: dir)
    #expect(r.status == 2)
    #expect(
      r.err
        == "error: bad.trace:7: event 3 (advance(0.5)) and its checkpoint come after the failing event 2,"
        + " where the replay stops, so they cannot be checked\n")
    #expect(r.out == "0 passed, 0 failed, 1 unreadable\n")
    // An unknown line there is an error too (the whole file is parsed before replaying).
    try (Self.checkpointed + "teleport => x\n").write(toFile: dir + "/bad.trace", atomically: true, encoding: .utf8)
    let unknown = try runTool(["replay", "bad.trace"], in: dir)
    #expect(unknown.status == 2)
    #expect(unknown.err.hasPrefix("error: bad.trace:7: unknown event 'teleport'"))
  }

  /// Shard 1 of 2 of a small run that finds secure-layer's touch-blocked bug, split in lines.
  func shardLines(in dir: String) throws -> [String] {
    let r = try runTool(
      [
        "run", "--traces", "200", "--strategy", "secure-layer", "--no-corpus", "--shard", "1/2", "--results",
        "s1.results",
      ], in: dir)
    #expect(r.status == 0)  // a shard is complete when its own blocks are done; the faults are expected ones
    let text = try String(contentsOfFile: dir + "/s1.results", encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `merge --corpus c` of `files` must fail with exit 2, the one error line `error`, nothing
  /// on standard output and no corpus folder.
  func expectMergeRefused(_ files: [String], error: String, in dir: String) throws {
    let r = try runTool(["merge", "--corpus", "c"] + files, in: dir)
    #expect(r.status == 2)
    #expect(r.err == error + "\n")
    #expect(r.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dir + "/c"))
  }

  @Test("merge: a results file whose failure line was deleted or changed is refused at the block's check line")
  func tamperedBlock() throws {
    let dir = try makeTempDirectory()
    let lines = try shardLines(in: dir)
    #expect(lines[0] == "lifecycle-fuzz results 3")
    let failure = try #require(lines.firstIndex { $0.hasPrefix("failure\t") })
    let check = try #require(lines[failure...].firstIndex { $0.hasPrefix("check\t") })
    var deleted = lines
    deleted.remove(at: failure)
    try deleted.joined(separator: "\n").write(toFile: dir + "/d.results", atomically: true, encoding: .utf8)
    let n = lines[failure..<check].filter { $0.hasPrefix("failure\t") }.count
    try expectMergeRefused(
      ["d.results"],
      error: "error: d.results:\(check): block 0 of secure-layer has \(n - 1) failure line(s) but its check line"
        + " says \(n): lines were deleted or added", in: dir)
    var changed = lines
    changed[failure] = changed[failure].replacingOccurrences(of: "touch on scene A", with: "touch on scene B")
    #expect(changed != lines)
    try changed.joined(separator: "\n").write(toFile: dir + "/x.results", atomically: true, encoding: .utf8)
    try expectMergeRefused(
      ["x.results"],
      error: "error: x.results:\(check + 1): block 0 of secure-layer does not match its checksum:"
        + " its lines were changed",
      in: dir)
  }

  @Test("merge: two results files with the same block but different contents are refused, an equal copy is not")
  func conflictingDuplicate() throws {
    let dir = try makeTempDirectory()
    let lines = try shardLines(in: dir)
    let failure = try #require(lines.firstIndex { $0.hasPrefix("failure\t") })
    var other = lines
    other[failure] = other[failure].replacingOccurrences(of: "touch on scene A", with: "touch on scene B")
    try resealed(other).joined(separator: "\n").write(toFile: dir + "/o.results", atomically: true, encoding: .utf8)
    try lines.joined(separator: "\n").write(toFile: dir + "/copy.results", atomically: true, encoding: .utf8)
    let block = try #require(lines.firstIndex { $0.hasPrefix("block\t") }) + 1
    try expectMergeRefused(
      ["s1.results", "o.results"],
      error: "error: o.results:\(block): block 0 of secure-layer differs from the same block in s1.results:\(block)",
      in: dir)
    let same = try runTool(["merge", "--no-corpus", "s1.results", "copy.results"], in: dir)
    #expect(same.status == 4)
    #expect(same.out.contains("INCOMPLETE: 1 block(s) missing or cut short after 100 of 200 traces"))
  }

  @Test("merge: a results file of format 2 is refused in one line naming the format")
  func olderFormat() throws {
    let dir = try makeTempDirectory()
    var lines = try shardLines(in: dir)
    lines[0] = "lifecycle-fuzz results 2"
    try lines.joined(separator: "\n").write(toFile: dir + "/old.results", atomically: true, encoding: .utf8)
    try expectMergeRefused(
      ["old.results"],
      error: "error: old.results:1: results format 2 is from an older lifecycle-fuzz (this one reads format 3,"
        + " whose blocks carry checksums); run its shard again with this one", in: dir)
  }
}

/// `lines` of a results file with every block's `check` line recomputed (failure count and
/// FNV-1a checksum), as a forger would: for tests of the checks behind the checksum.
func resealed(_ lines: [String]) -> [String] {
  var out: [String] = []
  var start: Int?
  for line in lines {
    if line.hasPrefix("block\t") { start = out.count }
    if line.hasPrefix("check\t"), let s = start {
      let body = out[s...]
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for b in body.map({ $0 + "\n" }).joined().utf8 {
        h ^= UInt64(b)
        h &*= 0x0000_0100_0000_01B3
      }
      let hex = String(h, radix: 16)
      let failures = body.filter { $0.hasPrefix("failure\t") }.count
      out.append("check\t\(failures)\t\(String(repeating: "0", count: 16 - hex.count) + hex)")
      start = nil
      continue
    }
    out.append(line)
  }
  return out
}
