import Foundation
import TestExpectations
import Testing

/// `run --jobs 2` with TMPDIR naming a file printed Foundation's error raw: `Error Domain=NSCocoaErrorDomain
/// Code=512 "(null)" UserInfo={...}` (twentieth session's breaker). It is one line naming the folder, the system's
/// reason and what to do.
@Suite("A temporary folder that cannot be made is said plainly")
struct TemporaryFolderErrorTests {
  @Test("TMPDIR is a file: the folder, 'Not a directory', set TMPDIR or --jobs 1; exit 2")
  func temporaryFolderIsAFile() throws {
    let dir = try makeTempDirectory()
    try "x".write(toFile: dir + "/afile", atomically: true, encoding: .utf8)
    let r = try runTool(
      ["run", "--traces", "2", "--strategy", "subview-tag", "--jobs", "2", "--no-corpus"], in: dir,
      environment: ["TMPDIR": dir + "/afile"])
    expectEqual(r.status, 2)
    #expect(r.err.hasPrefix("error: \(dir)/afile/lifecycle-fuzz-"), "\(r.err)")
    #expect(
      r.err.hasSuffix(
        ": cannot write the workers' temporary files: Not a directory; set TMPDIR to a writable folder, or run with "
          + "--jobs 1\n"))
    expectEqual(r.err.filter { $0 == "\n" }.count, 1)
    #expect(!r.err.contains("NSCocoaErrorDomain"))
  }
}
