import Foundation
import Testing

/// A breaker's report (thirty-sixth session): `minimize m1.trace`, a file named without a folder, failed with
/// "cannot create the folder" (the file's folder read as an empty path), where `./m1.trace` worked.
@Suite("minimize: a trace named without a folder is minimized in the current folder")
struct MinimizeBareNameTests {
  @Test("minimize NAME in its own folder rewrites it there, as minimize ./NAME does")
  func bareName() throws {
    let dir = try makeTempDirectory()
    // Five events where three break it (the keyboard's bar repeats the field's text).
    let long =
      "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\n"
      + "expect: snapshot-leak\nlaunch\nopenControlCenter\ncloseControlCenter\nkeyboardShow\ngoHome\n"
    try long.write(toFile: dir + "/m1.trace", atomically: true, encoding: .utf8)
    let r = try runTool(["minimize", "m1.trace"], in: dir)
    #expect(r.status == 0, "\(r.err)")
    #expect(r.out.hasSuffix("1 trace(s): 1 rewritten, 0 duplicate(s) removed\n"), "\(r.out)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".trace") }
    #expect(files.count == 1 && files.first != "m1.trace", "\(files)")
    let small = try String(contentsOfFile: dir + "/" + (files.first ?? ""), encoding: .utf8)
    #expect(small.hasSuffix("launch\nkeyboardShow\ngoHome\n") || small.contains("\nlaunch "), "\(small)")
  }
}
