import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `merge` stopped while it writes (the twentieth session's breaker: it kept writing every counterexample after
/// SIGINT, then printed the whole report, which read as a pass, above its INCOMPLETE line). The stop is the tool's
/// own check (``CommandLineTool/writeStop``), set here to stop once the corpus holds one file, as a signal at that
/// moment would.
@Suite("merge stops between files when interrupted")
struct MergeStopTests {
  /// A folder holding the results file of a short run with several new counterexamples (subview-tag leaks the
  /// switcher card in many ways; 60 traces, as 40 at the default seed find none since a presentation takes the
  /// keyboard, `presentationTakesFirstResponder`, which changes the generated traces).
  func resultsFile() throws -> String {
    let dir = NSTemporaryDirectory() + "merge-stop-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let r = run(["run", "--traces", "60", "--strategy", "subview-tag", "--no-corpus", "--results", dir + "/r.results"])
    #expect(r.code == .success, "\(r.err)")
    return dir
  }

  func traces(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".trace") }.sorted()
  }

  @Test("a stop after the first file: no other file, no report, INCOMPLETE, exit 4; the file reads back")
  func stopsAfterOneFile() throws {
    let dir = try resultsFile()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Without a stop the merge writes several files (so the stop below is what keeps them out).
    let whole = run(["merge", "--corpus", dir + "/all", dir + "/r.results"])
    #expect(whole.code == .success, "\(whole.err)")
    #expect(whole.out.contains("subview-tag"))
    let all = traces(in: dir + "/all")
    #expect(all.count >= 2, "\(all)")

    var tool = CommandLineTool()
    let corpus = dir + "/c"
    tool.writeStop = { !traces(in: corpus).isEmpty }
    var out = ""
    var err = ""
    let code = tool.main(
      arguments: ["merge", "--corpus", corpus, dir + "/r.results"],
      console: Console(out: { out += $0 }, err: { err += $0 }))
    expectEqual(code, .incomplete)
    expectEqual(err, "")
    expectEqual(
      out,
      "INCOMPLETE: merge interrupted while writing to \(corpus); every file written is whole, the rest were not "
        + "written (merge again to finish). Not a pass.\n")
    let written = traces(in: corpus)
    expectEqual(written.count, 1)
    // The one file is one the whole merge writes, byte for byte, and nothing else is in the folder.
    let name = try #require(written.first)
    #expect(all.contains(name))
    let bytes = FileManager.default.contents(atPath: corpus + "/" + name)
    #expect(bytes != nil && bytes == FileManager.default.contents(atPath: dir + "/all/" + name))
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: corpus), [name])
    // Merged again without a stop, it finishes: the same folder as the whole merge's.
    let again = run(["merge", "--corpus", corpus, dir + "/r.results"])
    expectEqual(again.code, .success)
    expectEqual(traces(in: corpus), all)
  }

  @Test("a stop while the merged reports are written: INCOMPLETE, exit 4, JUnit and SARIF marked incomplete")
  func stopDuringReports() throws {
    let dir = try resultsFile()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sarif = dir + "/m.sarif"
    let junit = dir + "/m.xml"
    let arguments = ["merge", "--no-corpus", "--junit", junit, "--sarif", sarif, dir + "/r.results"]
    // Without a stop: not incomplete, and the SARIF log says the run finished.
    let whole = run(arguments)
    #expect(whole.code != .incomplete, "\(whole.err)")
    #expect(!whole.out.contains("INCOMPLETE"))
    try expectEqual(Self.executionSuccessful(sarif), true)
    try FileManager.default.removeItem(atPath: sarif)
    try FileManager.default.removeItem(atPath: junit)
    // The signal comes once the SARIF log is written, as the breaker's SIGINT did during the reports.
    var tool = CommandLineTool()
    tool.writeStop = { ((try? FileManager.default.attributesOfItem(atPath: sarif))?[.size] as? Int ?? 0) > 0 }
    var out = ""
    let code = tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { _ in }))
    expectEqual(code, .incomplete)
    #expect(
      out.hasSuffix(
        "INCOMPLETE: merge interrupted while writing its reports; every file merged is kept, each \"depends on\" from"
          + " then on says not checked. Not a pass.\n"))
    try expectEqual(Self.executionSuccessful(sarif), false)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(
      xml.contains("<testcase name=\"complete\" time=\"0\"><error message=\"incomplete: interrupted while writing"))
  }

  /// `executionSuccessful` of the SARIF log's first run's first invocation.
  static func executionSuccessful(_ file: String) throws -> Bool? {
    let data = try #require(FileManager.default.contents(atPath: file))
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let invocations = try #require(runs.first?["invocations"] as? [[String: Any]])
    return invocations.first?["executionSuccessful"] as? Bool
  }
}
