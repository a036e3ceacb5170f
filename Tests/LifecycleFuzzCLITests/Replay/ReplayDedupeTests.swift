import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A tester's `replay c2 c2` replayed the same file twice (and counted it twice). A file named twice, or named and
/// inside a folder also named, is replayed once, at its first mention.
@Suite("replay: a file named twice is replayed once")
struct ReplayDedupeTests {
  @Test("the same file twice, through another path, and inside its folder: one replay each")
  func namedTwice() throws {
    let dir = NSTemporaryDirectory() + "replay-dedupe-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/c2.trace"
    try FileManager.default.copyItem(atPath: "corpus/C01-background-phase-overlay.trace", toPath: file)
    let once = run(["replay", file])
    expectEqual(once.code, .success)
    #expect(once.out.contains("\n1 passed, 0 failed\n"), "\(once.out)")
    for arguments in [[file, file], [file, dir + "/./c2.trace"], [dir, file], [file, dir]] {
      let r = run(["replay"] + arguments)
      expectEqual(r.code, .success)
      // The first mention is the one replayed and printed: the same lines as the file named once.
      #expect(r.out == once.out, "\(arguments): \(r.out)")
    }
  }
}
