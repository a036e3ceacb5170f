import Foundation
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// Session 19's breaker removed the folder of `--results` mid-run: its error ended the run, and `--junit` and
/// `--sarif` (in another, intact folder) were never written and never named.
@Suite("Output writes: one failure does not drop the others")
struct OutputWritesTests {
  @Test("every write is tried; each failure is one line naming its file")
  func everyWriteTried() {
    var written: [String] = []
    var writes = OutputWrites()
    writes.attempt { throw OutputFileError(path: "out1/r.txt", reason: "No such file or directory") }
    writes.attempt { written.append("j.xml") }
    writes.attempt { throw OutputFileError(path: "out2/s.json", reason: "Permission denied") }
    writes.attempt { written.append("accepted.baseline") }
    expectEqual(written, ["j.xml", "accepted.baseline"])
    expectEqual(
      writes.errorLines,
      [
        "error: out1/r.txt: No such file or directory\n", "error: out2/s.json: Permission denied\n",
      ])
  }
}

/// A breaker's `run --junit S/newdir/a.xml --results S/ok.trace/x.res` made `S/newdir` before failing on the other
/// path (exit 2): bad input must change nothing.
@Suite("Output paths: a refused run creates no folder")
struct OutputPathsCreateNothingTests {
  @Test("a bad output path, corpus or baseline is one line, exit 2, and no report folder is made")
  func refusedRunCreatesNoFolder() throws {
    let dir = NSTemporaryDirectory() + "output-paths-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "x".write(toFile: dir + "/file.trace", atomically: true, encoding: .utf8)
    try "not a baseline\n".write(toFile: dir + "/bad.baseline", atomically: true, encoding: .utf8)
    let base = ["run", "--traces", "1", "--strategy", "subview-tag", "--junit", dir + "/newdir/a.xml"]
    let cases: [(extra: [String], error: String)] = [
      (["--no-corpus", "--results", dir + "/file.trace/x.res"], "error: \(dir)/file.trace/x.res: Not a directory\n"),
      (["--corpus", dir + "/file.trace"], "error: \(dir)/file.trace: Not a directory\n"),
      (["--no-corpus", "--baseline", dir + "/bad.baseline"], "error: \(dir)/bad.baseline:1: "),
    ]
    for c in cases {
      let r = run(base + c.extra)
      #expect(r.code == .usage, "\(c.extra)")
      #expect(r.err.hasPrefix(c.error), "\(r.err)")
      #expect(r.err.split(separator: "\n").count == 1, "\(r.err)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/newdir"), "\(c.extra)")
    }
  }
}
