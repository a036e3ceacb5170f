import Foundation
import Testing

@Suite("compare and explain", .serialized)
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
        "error: unknown iOS version '99' (expected 13 to 27, optionally with a minor version)"
          + " (did you mean 'ipad-split-ios17-scenes'?)"
      ),
      (["compare", "--html"], "error: --html needs a value"),
      (["explain"], "error: explain takes one trace file"),
      (["explain", "x.trace", "--format", "pdf"], "error: --format takes text, markdown or html, not 'pdf'"),
      (["explain", "/nonexistent/x.trace"], "error: /nonexistent/x.trace: no such file"),
    ])
  func badInput(arguments: [String], firstLine: String) throws {
    let r = try runTool(arguments)
    #expect(r.status == 2)
    #expect(r.err.split(separator: "\n").first.map(String.init) == firstLine)
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
    #expect(first.status == 0)
    #expect(first.out == "wrote r.md\nwrote r.json\nwrote r.html\n")
    let read = { (name: String) in try String(contentsOfFile: dir + "/" + name, encoding: .utf8) }
    let (md, json, html) = (try read("r.md"), try read("r.json"), try read("r.html"))
    #expect(md.hasPrefix("### Strategy comparison\n"))
    #expect(md.contains("| subview-tag | "))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\""))
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    _ = try runTool(args, in: dir)
    #expect(try read("r.md") == md)
    #expect(try read("r.json") == json)
    #expect(try read("r.html") == html)
    let stdout = try runTool(["compare", "--traces", "20", "--max-length", "10"] + seeds)
    #expect(stdout.out == md)
  }

  @Test("compare keeps commas inside a family name's brackets")
  func familyNames() throws {
    let r = try runTool([
      "compare", "--traces", "3", "--max-length", "5", "--strategy",
      "cover[on=resign,via=subview,off=becomeActive],subview-tag",
    ])
    #expect(r.status == 0)
    #expect(r.out.contains("| cover\\[on=resign,via=subview,off=becomeActive\\] | "))
    #expect(r.out.contains("| subview-tag | "))
    #expect(r.out.components(separatedBy: "#### iphone-ios17-scenes").count == 2)  // both share one profile
  }

  @Test("explain prints one row per step within 100 columns")
  func explain() throws {
    let dir = try makeTempDirectory()
    let path = dir + "/t.trace"
    try
      "lifecycle-fuzz trace 1\n# \u{1B}[31mred\nstrategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\nexpect: snapshot-leak\nlaunch\nkeyboardShow\ngoHome\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = try runTool(["explain", path])
    #expect(r.status == 0)
    let lines = r.out.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines[1] == "# ?[31mred")  // an escape sequence from the file is not sent to the terminal
    #expect(lines[3].hasPrefix("   0     0 launch "))
    #expect(lines[5] == "   2  0.35 goHome               bg kb        A:bg           A     -                ok")
    #expect(
      lines[6] == "   3  0.35 settle               susp kb      A:bg           A     snapshot A!      snapshot-leak")
    let html = try runTool(["explain", path, "--format", "html"])
    #expect(html.status == 0)
    #expect(html.out.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
  }
}
