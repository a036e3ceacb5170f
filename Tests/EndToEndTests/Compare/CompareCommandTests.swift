import Foundation
import TestExpectations
import Testing

@Suite("compare", .serialized)
struct CompareCommandTests {
  @Test(
    "bad input gives one line and exit 2",
    arguments: [
      (
        ["compare", "--strategy", "nope"],
        "error: unknown strategy 'nope' (did you mean 'none'?) (see 'lifecycle-fuzz list strategies')"
      ),
      (
        ["compare", "--profile", "iphone-ios17-scenes,ipad-split-ios99-scenes"],
        "error: unknown iOS version '99' (expected 9 to 27, optionally with a minor version)"
          + " (did you mean 'ipad-split-ios17-scenes'?)"
      ),
      (["compare", "--html"], "error: --html needs a value"),
      (["explain"], "error: explain takes one trace file"),
      (["explain", "x.trace", "--format", "pdf"], "error: --format takes text, markdown or html, not 'pdf'"),
      (["explain", "/nonexistent/x.trace"], "error: /nonexistent/x.trace: no such file"),
    ])
  func badInput(arguments: [String], firstLine: String) throws {
    let r = try runTool(arguments)
    expectEqual(r.status, 2)
    expectEqual(r.err.split(separator: "\n").first.map(String.init), firstLine)
    #expect(r.out.isEmpty)
  }

  @Test("compare writes the three reports, byte-identical on a second run")
  func writesReports() throws {
    let dir = try makeTempDirectory()
    let seeds = ["--strategy", "subview-tag,cover-window,secure-layer"]
    let args =
      ["compare", "--traces", "20", "--max-length", "10"] + seeds + [
        "--markdown", "r.md", "--json", "r.json", "--html", "r.html",
      ]
    let first = try runTool(args, in: dir)
    expectEqual(first.status, 0)
    expectEqual(first.out, "wrote r.md\nwrote r.json\nwrote r.html\n")
    let read = { (name: String) in try String(contentsOfFile: dir + "/" + name, encoding: .utf8) }
    let (md, json, html) = (try read("r.md"), try read("r.json"), try read("r.html"))
    #expect(md.hasPrefix("### Strategy comparison\n"))
    #expect(md.contains("| subview-tag | "))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\""))
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    _ = try runTool(args, in: dir)
    try expectEqual(read("r.md"), md)
    try expectEqual(read("r.json"), json)
    try expectEqual(read("r.html"), html)
    let stdout = try runTool(["compare", "--traces", "20", "--max-length", "10"] + seeds)
    expectEqual(stdout.out, md)
  }

  @Test("compare keeps commas inside a family name's brackets")
  func familyNames() throws {
    let r = try runTool([
      "compare", "--traces", "3", "--max-length", "5", "--strategy",
      "cover[on=resign,via=subview,off=becomeActive],subview-tag",
    ])
    expectEqual(r.status, 0)
    #expect(r.out.contains("| cover\\[on=resign,via=subview,off=becomeActive\\] | "))
    #expect(r.out.contains("| subview-tag | "))
    expectEqual(r.out.components(separatedBy: "#### iphone-ios17-scenes").count, 2)  // both share one profile
  }

  @Test("compare checks every output path before the comparison runs, and writes none")
  func compareChecksOutputsFirst() throws {
    let dir = try makeTempDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A million traces: only a check before the work returns within the test's wait.
    let r = try runTool(
      [
        "compare", "--traces", "1000000", "--strategy", "subview-tag", "--markdown", "ok.md", "--json",
        "missing/c.json",
      ], in: dir, timeout: 60)
    expectEqual(r.status, 2)
    expectEqual(r.err, "error: cannot write missing/c.json: No such file or directory\n")
    #expect(r.out.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test(
    "a cell only another profile's counterexample fails, replayed, is a failing cell in every format, as exit 1 says")
  func replayedCellFails() throws {
    let dir = try makeTempDirectory()
    let r = try runTool(
      [
        "compare", "--strategy", "secure-layer", "--profile", "mac-ios18-scenes,ipad-split-ios17-scenes",
        "--traces", "4", "--invariant", "capture-leak", "--markdown", "c.md", "--json", "c.json",
      ], in: dir)
    // 4 traces, the mirroring cell (3 and the recording cell until session 33's suspension rule changed the draws).
    expectEqual(r.status, 1)
    let md = try String(contentsOfFile: dir + "/c.md", encoding: .utf8)
    #expect(
      md.contains("| secure-layer | ipad-split-ios17-scenes | capture-leak/mirroring | 0/4, by replay | - |"), "\(md)")
    #expect(md.contains("**0.0% [0.0–49.0], by replay of #"), "\(md)")
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.json"))) as? [String: Any])
    let runs = try #require(json["runs"] as? [[String: Any]])
    let replayed = runs.flatMap { run in
      (run["cells"] as? [[String: Any]] ?? []).compactMap { cell in
        cell["replayedCounterexample"] as? Int != nil ? "\(run["profile"] ?? "")/\(cell["captureKind"] ?? "")" : nil
      }
    }
    expectEqual(replayed, ["ipad-split-ios17-scenes/mirroring"])
  }

  @Test("compare --review: a section per capture kind with verdicts, evidence and traces; what was not covered")
  func review() throws {
    let dir = try makeTempDirectory()
    let args = ["compare", "--traces", "30", "--strategy", "one-line-cover,state-cover", "--review"]
    let r = try runTool(args + ["--markdown", "review.md", "--html", "review.html"], in: dir)
    expectEqual(r.status, 0)
    let md = try String(contentsOfFile: dir + "/review.md", encoding: .utf8)
    let sections = md.split(separator: "\n").filter { $0.hasPrefix("#### ") }.map(String.init)
    expectEqual(
      sections,
      [
        "#### Stored snapshot (the app-switcher snapshot iOS writes to disk)", "#### App-switcher card",
        "#### Screenshot", "#### Screen recording", "#### Screen mirroring (AirPlay, external display)",
        "#### iPhone Mirroring (a Mac on macOS 15)", "#### Device-state invariants", "#### Not covered",
      ])
    #expect(md.contains("| iOS 17 | iphone | scenes | one-line-cover | LEAKS ("))
    #expect(md.contains("| iOS 17 | iphone | scenes | state-cover | holds (0/30 traces) | - |"))
    #expect(md.contains("| iOS 17 | iphone | scenes | one-line-cover | not claimed (would leak in "))
    // A lock's promise is not a cover's: no "holds" a reviewer could cite for lock-bypass.
    #expect(
      md.contains(
        "| iOS 17 | iphone | scenes | state-cover | not claimed (the strategy is no app lock, and only a lock's promise"
          + " can break it) | - |"))
    #expect(md.contains("- Evidence: switcher snapshot of scene A leaks"), "\(md)")
    #expect(md.contains("```\nlifecycle-fuzz trace"))
    let notRun = try #require(md.split(separator: "\n").first { $0.hasPrefix("- Built-in profiles not run: ") })
    #expect(notRun.contains("iphone-ios26-scenes") && notRun.contains("ipad-stage-ios18-scenes"))
    #expect(!notRun.contains("iphone-ios17-scenes,"))
    // Each untried answer with the evidence under the flag's default.
    #expect(md.contains("switcherCardIsLive=false (high, 5 sources)"))
    #expect(md.contains("- Invariants not checked: none."))
    let html = try String(contentsOfFile: dir + "/review.html", encoding: .utf8)
    #expect(html.contains("<h2>Stored snapshot (the app-switcher snapshot iOS writes to disk)</h2>"))
    #expect(html.contains("<figure class=\"evidence\"><svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(html.contains("<li>Built-in profiles not run: iphone-ios17-appdelegate, iphone-ios17-swiftui, "))
    // Without an output file the review is printed.
    let printed = try runTool(args, in: dir)
    expectEqual(printed.out, md)
  }
}
