import Foundation
import TestExpectations
import Testing

/// `merge` never succeeds silently and trusts nothing a results file says beyond a failure's events.
@Suite("Merge trusts nothing", .serialized, .tags(.slow), .timeLimit(.minutes(10)))
struct MergeTrustTests {
  let base = ["run", "--traces", "200", "--strategy", "secure-layer", "--no-corpus", "--block-size", "50"]

  @Test("merge of a folder with no traces and no results files is refused in one line naming the folder")
  func emptyFolder() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/artifacts", withIntermediateDirectories: true)
    try "not a results file\n".write(toFile: dir + "/artifacts/notes.txt", atomically: true, encoding: .utf8)
    let r = try runTool(["merge", "--corpus", "c", "artifacts"], in: dir)
    expectEqual(r.status, 2)
    expectEqual(r.err, "error: artifacts: a folder with no .trace files and no results files\n")
    #expect(r.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dir + "/c"))
  }

  @Test("merge of a folder of results files is the merge of the files it holds")
  func folderOfResults() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/artifacts", withIntermediateDirectories: true)
    for k in 1...2 {
      let r = try runTool(base + ["--shard", "\(k)/2", "--results", "artifacts/s\(k).res"], in: dir)
      expectEqual(r.status, 0)
    }
    let listed = try runTool(["merge", "--no-corpus", "artifacts/s1.res", "artifacts/s2.res"], in: dir)
    let folder = try runTool(["merge", "--no-corpus", "artifacts"], in: dir)
    expectEqual(folder.status, listed.status)
    expectEqual(folder.out, listed.out)
    #expect(folder.out.contains("secure-layer"))
    #expect(!folder.out.contains("INCOMPLETE"))
  }

  /// The lines of one shard's results file.
  func shardLines(in dir: String) throws -> [String] {
    let r = try runTool(base + ["--shard", "1/2", "--results", "s1.results"], in: dir)
    expectEqual(r.status, 0)
    return try String(contentsOfFile: dir + "/s1.results", encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("a duplicated failure line, resealed, is refused at its line: it would change the report's counts")
  func duplicatedFailure() throws {
    let dir = try makeTempDirectory()
    var lines = try shardLines(in: dir)
    let failure = try #require(lines.firstIndex { $0.hasPrefix("failure\t") })
    lines.insert(lines[failure], at: failure + 1)
    try resealed(lines).joined(separator: "\n").write(toFile: dir + "/d.results", atomically: true, encoding: .utf8)
    // With the run's other shard: a merge of shard 1 alone is refused before its lines are read (shard 2 missing).
    try expectEqual(runTool(base + ["--shard", "2/2", "--results", "s2.results"], in: dir).status, 0)
    let r = try runTool(["merge", "--corpus", "c", "d.results", "s2.results"], in: dir)
    expectEqual(r.status, 2)
    let index = lines[failure].split(separator: "\t")[1]
    #expect(
      r.err.hasPrefix("error: d.results:\(failure + 2): a second failure of trace \(index) in block "), "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/c"))
  }

  @Test("a forged detail (2 MB, NUL, VT, U+2028) reaches neither the report nor the corpus: the replay's does")
  func forgedDetail() throws {
    let dir = try makeTempDirectory()
    let lines = try shardLines(in: dir)
    let failure = try #require(lines.firstIndex { $0.hasPrefix("failure\t") })
    var fields = lines[failure].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    let honest = fields[6]
    fields[6] = "forged\u{0}\u{0B}\u{2028}" + String(repeating: "x", count: 2_000_000)
    var forged = lines
    forged[failure] = fields.joined(separator: "\t")
    try resealed(forged).joined(separator: "\n").write(toFile: dir + "/f.results", atomically: true, encoding: .utf8)
    // With the run's other shard: a merge of shard 1 alone is refused (shard 2 missing).
    try expectEqual(runTool(base + ["--shard", "2/2", "--results", "s2.results"], in: dir).status, 0)
    let r = try runTool(["merge", "--corpus", "c", "--verbose", "f.results", "s2.results"], in: dir)
    #expect(!r.out.contains("forged"))
    #expect(r.out.count < 100_000)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/c").filter { $0.hasSuffix(".trace") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOfFile: dir + "/c/" + file, encoding: .utf8)
      #expect(!text.contains("forged"))
      #expect(text.utf8.count < 20_000)
    }
    let all = try files.map { try String(contentsOfFile: dir + "/c/" + $0, encoding: .utf8) }.joined()
    #expect(all.contains(honest))
  }

  @Test("a baseline that is not UTF-8 is refused at the line and column of its first bad byte")
  func baselineNotUTF8() throws {
    let dir = try makeTempDirectory()
    var bytes = Array("lifecycle-fuzz baseline 1\n# fine\nab".utf8)
    bytes.append(0xFF)
    bytes += Array("\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: dir + "/b.baseline"))
    let r = try runTool(["run", "--traces", "1", "--no-corpus", "--baseline", "b.baseline"], in: dir)
    expectEqual(r.status, 2)
    expectEqual(r.err, "error: b.baseline:3: not UTF-8 text (an invalid byte at column 3)\n")
  }

  @Test("a trace naming an unknown platform behind a carriage return is refused at that line")
  func unknownPlatformLine() throws {
    let dir = try makeTempDirectory()
    try "lifecycle-fuzz trace 2\n# note\rplatform: beos\nstrategy: x\nprofile: y\nexpect: holds\nlaunch\n".write(
      toFile: dir + "/p.trace", atomically: true, encoding: .utf8)
    let r = try runTool(["replay", "p.trace"], in: dir)
    #expect(r.err.hasPrefix("error: p.trace:2: a trace of platform 'beos', which this tool does not offer"), "\(r.err)")
  }
}
