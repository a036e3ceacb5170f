import Foundation
import TestExpectations
import Testing

/// `minimize` folding duplicates keeps the comment a person wrote, not the one the tool wrote.
@Suite("minimize keeps curated comments", .serialized)
struct MinimizeCurationTests {
  let head =
    "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\n"
    + "expect: snapshot-leak\n"

  func fold(first: String, second: String) throws -> String {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/a", withIntermediateDirectories: true)
    try
      ("lifecycle-fuzz trace 2\n# \(first)\n" + head.dropFirst("lifecycle-fuzz trace 2\n".count)
      + "launch\nkeyboardShow\ngoHome\n").write(toFile: dir + "/a/1.trace", atomically: true, encoding: .utf8)
    try
      ("lifecycle-fuzz trace 2\n# \(second)\n" + head.dropFirst("lifecycle-fuzz trace 2\n".count)
      + "launch\nopenControlCenter\ncloseControlCenter\nkeyboardShow\ngoHome\n").write(
        toFile: dir + "/a/2.trace", atomically: true, encoding: .utf8)
    let r = try runTool(["minimize", "a"], in: dir)
    expectEqual(r.status, 0)
    #expect(r.out.hasSuffix("2 trace(s): 1 rewritten, 1 duplicate(s) removed\n"), "\(r.out)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/a")
    expectEqual(files.count, 1)
    return try String(contentsOfFile: dir + "/a/" + files[0], encoding: .utf8)
  }

  @Test("the duplicate with a public case's header gives the file kept its comment, whichever comes first")
  func curatedWins() throws {
    let found = "found by trace 12 of run seed 20261129; snapshot shows the field"
    let curated = "case C07: https://github.com/corona-warn-app/cwa-app-ios/pull/427"
    let later = try fold(first: found, second: curated)
    #expect(later.contains("# \(curated)\n"))
    #expect(!later.contains("# found by"))
    let earlier = try fold(first: curated, second: found)
    #expect(earlier.contains("# \(curated)\n"))
    #expect(!earlier.contains("# found by"))
  }

  @Test("two generated comments: the first file's is kept")
  func firstGeneratedKept() throws {
    let text = try fold(
      first: "found by trace 1 of run seed 5; first", second: "found by trace 2 of run seed 5; second")
    #expect(text.contains("# found by trace 1 of run seed 5; first\n"))
  }
}
