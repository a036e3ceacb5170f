import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// `--update-baseline` keeps what its file says, an incomplete run changes nothing, and a baseline's dates and
/// paths are checked.
@Suite("Baseline updates keep what they must", .serialized)
struct BaselineUpdateTests {
  // 200 traces: the first launch into the background (subview-tag's leak) is trace 130.
  static let run = ["run", "--strategy", "subview-tag", "--traces", "200", "--jobs", "1", "--no-corpus"]

  @Test("--update-baseline alone keeps the reasons, expiry dates and out-of-scope entries of its file")
  func updateKeepsReasons() throws {
    let dir = try makeTempDirectory()
    let first = try runTool(Self.run + ["--update-baseline", "b.baseline"], in: dir)
    expectEqual(first.status, 0)  // subview-tag's snapshot leak on its own profile: the catalog expects it
    var text = try String(contentsOfFile: dir + "/b.baseline", encoding: .utf8)
    // Every finding of the run, each accepted with the same reason; the first is followed below.
    let found = text.split(separator: "\n").map(String.init).filter {
      $0.contains(" | subview-tag | iphone-ios17-scenes | ")
    }
    #expect(!found.isEmpty && found.allSatisfy { $0.hasSuffix("\taccepted by --update-baseline") })
    let signature = try #require(found.first).replacingOccurrences(of: "\taccepted by --update-baseline", with: "")
    text = text.replacingOccurrences(of: "accepted by --update-baseline", with: "SEC-42 reviewed\texpires 2030-01-01")
    // Another profile of the same strategy, and another strategy: this run covers neither.
    text += "snapshot-leak | subview-tag | iphone-ios15-scenes | launch · goHome\tother profile\n"
    text += "snapshot-leak | cover-window | iphone-ios17-scenes | backgroundLaunch\tother strategy\n"
    try text.write(toFile: dir + "/b.baseline", atomically: true, encoding: .utf8)
    _ = try runTool(Self.run + ["--update-baseline", "b.baseline"], in: dir)
    let after = try String(contentsOfFile: dir + "/b.baseline", encoding: .utf8)
    #expect(after.contains(signature + "\tSEC-42 reviewed\texpires 2030-01-01\n"))
    #expect(after.contains("| iphone-ios15-scenes | launch · goHome\tother profile\n"))
    #expect(after.contains("| cover-window | iphone-ios17-scenes | backgroundLaunch\tother strategy\n"))
  }

  @Test("an entry of an invariant the run did not check is neither stale nor dropped")
  func uncheckedInvariantKept() throws {
    let dir = try makeTempDirectory()
    let line = "touch-blocked | subview-tag | iphone-ios17-scenes | launch · touch(0.5, 0.5)\tnot checked here\n"
    try ("lifecycle-fuzz baseline 1\n" + line).write(toFile: dir + "/b.baseline", atomically: true, encoding: .utf8)
    let r = try runTool(
      Self.run + ["--invariant", "snapshot-leak", "--baseline", "b.baseline", "--update-baseline", "b.baseline"],
      in: dir)
    #expect(!r.out.contains("WARNING: stale"))
    #expect(try String(contentsOfFile: dir + "/b.baseline", encoding: .utf8).hasSuffix(line))
  }

  @Test("an incomplete run leaves the baseline file as it was and says so")
  func incompleteRunDoesNotUpdate() throws {
    let dir = try makeTempDirectory()
    let text = "lifecycle-fuzz baseline 1\nsnapshot-leak | subview-tag | iphone-ios17-scenes | backgroundLaunch\tkept\n"
    try text.write(toFile: dir + "/b.baseline", atomically: true, encoding: .utf8)
    let r = try runTool(
      [
        "run", "--strategy", "subview-tag,cover-window", "--traces", "3000", "--jobs", "1", "--no-corpus",
        "--time-budget", "0.3", "--update-baseline", "b.baseline", "--sarif", "out.sarif",
      ], in: dir)
    expectEqual(r.status, 4)
    #expect(r.err.contains("b.baseline not updated: the run is incomplete"))
    try expectEqual(String(contentsOfFile: dir + "/b.baseline", encoding: .utf8), text)
    // The SARIF of that run says it is incomplete, so missing results do not read as fixed.
    let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/out.sarif"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(root["runs"] as? [[String: Any]])
    let invocation = try #require((runs[0]["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    expectEqual((invocation["exitCodeDescription"] as? String)?.hasPrefix("INCOMPLETE: time budget"), true)
  }

  @Test("an output on the --baseline file, or two outputs on one path, is a usage error that writes nothing")
  func clashingPaths() throws {
    let dir = try makeTempDirectory()
    let text = "lifecycle-fuzz baseline 1\n"
    try text.write(toFile: dir + "/b.baseline", atomically: true, encoding: .utf8)
    let a = try runTool(Self.run + ["--baseline", "b.baseline", "--sarif", "b.baseline"], in: dir)
    expectEqual(a.status, 2)
    expectEqual(a.err, "error: --sarif names the --baseline file 'b.baseline': it would be overwritten\n")
    try expectEqual(String(contentsOfFile: dir + "/b.baseline", encoding: .utf8), text)
    let b = try runTool(Self.run + ["--sarif", "x", "--junit", "./x"], in: dir)
    expectEqual(b.status, 2)
    expectEqual(b.err, "error: --sarif and --junit name the same file ('x', './x')\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/x"))
  }

  @Test("dates that do not exist are refused", arguments: ["2026-02-29", "2027-02-30", "2026-04-31", "2026-13-01"])
  func impossibleDates(date: String) {
    #expect(!Baseline.isDate(date))
  }

  @Test("dates that exist are accepted", arguments: ["2028-02-29", "2000-02-29", "2026-12-31", "2026-04-30"])
  func realDates(date: String) {
    #expect(Baseline.isDate(date))
  }
}
