import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A results file with CRLF line ends (a Windows transfer of a CI artifact) was refused as "not a results file" at
/// line 1, which misled: it reads as the LF text the tool wrote, whose checksums its blocks carry.
@Suite("Results files with CRLF line ends")
struct ResultsLineEndTests {
  @Test("merge reads a CRLF shard as its LF form, and a changed block is still refused")
  func crlfShardMerges() throws {
    let dir = NSTemporaryDirectory() + "crlf-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let options = ["--no-corpus", "--traces", "200", "--strategy", "subview-tag", "--block-size", "100"]
    expectEqual(run(["run"] + options + ["--shard", "1/2", "--results", dir + "/1.results"]).code, .success)
    expectEqual(run(["run"] + options + ["--shard", "2/2", "--results", dir + "/2.results"]).code, .success)
    let lf = try String(contentsOfFile: dir + "/1.results", encoding: .utf8)
    try lf.replacingOccurrences(of: "\n", with: "\r\n").write(
      toFile: dir + "/1crlf.results", atomically: true, encoding: .utf8)
    let expected = run(["merge", "--no-corpus", dir + "/1.results", dir + "/2.results"])
    let merged = run(["merge", "--no-corpus", dir + "/1crlf.results", dir + "/2.results"])
    expectEqual(merged.code, expected.code)
    expectEqual(merged.err, "")
    expectEqual(merged.out, expected.out)
    // The checksums still hold: a changed block in CRLF form is refused at its line.
    let changed = lf.replacingOccurrences(of: "subview-tag", with: "subview-taG").replacingOccurrences(
      of: "\n", with: "\r\n")
    try changed.write(toFile: dir + "/bad.results", atomically: true, encoding: .utf8)
    let bad = run(["merge", "--no-corpus", dir + "/bad.results", dir + "/2.results"])
    expectEqual(bad.code, .usage)
    #expect(bad.err.hasPrefix("error: \(dir)/bad.results:"))
  }
}
