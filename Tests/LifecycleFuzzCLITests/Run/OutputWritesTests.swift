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
    #expect(written == ["j.xml", "accepted.baseline"])
    #expect(
      writes.errorLines == [
        "error: out1/r.txt: No such file or directory\n", "error: out2/s.json: Permission denied\n",
      ])
  }
}
