import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Inputs an attacker (or a corrupt CI artifact) hands the tool: it never traps, `merge`
/// trusts nothing and writes nothing when it refuses, and no control character reaches a
/// terminal or an XML file raw.
@Suite("Hostile input", .serialized)
struct HostileInputTests {
  /// A results file of a small run that finds secure-layer's touch-blocked bug, split in lines.
  func resultsLines(in dir: String) throws -> [String] {
    let r = try runTool(
      ["run", "--traces", "40", "--strategy", "secure-layer", "--no-corpus", "--results", "r.results"], in: dir)
    #expect(r.status == 0)  // its faults on its own profile are the catalog's expected ones
    let text = try String(contentsOfFile: dir + "/r.results", encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Runs `merge --corpus c bad.results` on `lines` and checks: exit 2, one error line that
  /// starts with `bad.results:<line>: ` and contains `message`, nothing on stdout, no corpus.
  /// The blocks are resealed first, so the checks behind the checksum are what refuses them.
  func expectRefused(_ lines: [String], line: Int, message: String, in dir: String) throws {
    try resealed(lines).joined(separator: "\n").write(toFile: dir + "/bad.results", atomically: true, encoding: .utf8)
    let r = try runTool(["merge", "--corpus", "c", "bad.results"], in: dir)
    #expect(r.status == 2)
    #expect(r.err.hasPrefix("error: bad.results:\(line): "), "\(r.err)")
    #expect(r.err.contains(message), "\(r.err)")
    #expect(r.err.split(separator: "\n").count == 1)
    #expect(r.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dir + "/c"))
  }

  @Test("merge of a results file whose counts overflow: one line with file:line, exit 2, nothing written")
  func overflowingCount() throws {
    let dir = try makeTempDirectory()
    var lines = try resultsLines(in: dir)
    let count = try #require(lines.firstIndex { $0.hasPrefix("count\t") })
    let block = try #require(lines[..<count].lastIndex { $0.hasPrefix("block\t") })
    let fields = lines[count].split(separator: "\t")
    lines[count] = "\(fields[0])\t\(fields[1])\t999999999999999999"
    try expectRefused(lines, line: block + 1, message: "event counts add up to more than", in: dir)
  }

  @Test("merge of a folder with a corrupt file fails at its line and copies nothing")
  func folderWithCorruptFile() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
    let good =
      "lifecycle-fuzz trace 2\nstrategy: secure-layer\nprofile: iphone-ios17-flutter3.29\nexpect: touch-blocked\nlaunch\ntouch(0.5, 0.5)\n"
    try good.write(toFile: dir + "/in/a.trace", atomically: true, encoding: .utf8)
    try (good + "teleport\n").write(toFile: dir + "/in/b.trace", atomically: true, encoding: .utf8)
    let r = try runTool(["merge", "--corpus", "c", "in"], in: dir)
    #expect(r.status == 2)
    #expect(r.err == "error: in/b.trace:7: unknown event 'teleport' (see 'lifecycle-fuzz list events')\n")
    #expect(r.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dir + "/c"))
  }

  @Test("--time-budget 2e10 is refused cleanly, not a trap")
  func hugeTimeBudget() throws {
    let r = try runTool(["run", "--traces", "5", "--no-corpus", "--time-budget", "2e10"])
    #expect(r.status == 2)
    #expect(r.err == "error: --time-budget takes seconds from 0 to 1000000000, not '2e10'\n")
    let ok = try runTool(["run", "--traces", "5", "--strategy", "cover-window", "--no-corpus", "--time-budget", "1e9"])
    #expect(ok.status == 0)
  }

  @Test("a fabricated failure in a results file is reported at its line and not saved")
  func fabricatedFailure() throws {
    let dir = try makeTempDirectory()
    var lines = try resultsLines(in: dir)
    let i = try #require(lines.firstIndex { $0.hasPrefix("failure\t") })
    var fields = lines[i].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    #expect(fields[2] == "touch-blocked")
    fields[2] = "snapshot-leak"
    fields[6] = "fabricated\rdetail"
    lines[i] = fields.joined(separator: "\t")
    try expectRefused(
      lines, line: i + 1, message: "not saved: its events give touch-blocked, not snapshot-leak", in: dir)
  }

  @Test("an out-of-range block number is an error, not a hidden missing shard")
  func outOfRangeBlock() throws {
    let dir = try makeTempDirectory()
    var lines = try resultsLines(in: dir)
    let i = try #require(lines.firstIndex { $0.hasPrefix("block\t") })
    var fields = lines[i].split(separator: "\t").map(String.init)
    fields[2] = "7"
    lines[i] = fields.joined(separator: "\t")
    try expectRefused(lines, line: i + 1, message: "block 7 is outside the run's blocks 0 to 0", in: dir)
  }

  @Test("a corpus file with ESC in its name and comments replays and explains with the ESC escaped")
  func escapeInCorpusFile() throws {
    let dir = try makeTempDirectory()
    let path = dir + "/esc\u{1B}[31m.trace"
    let text = """
      lifecycle-fuzz trace 2
      # found by a run; detail \u{1B}]0;pwned\u{07} and \u{202E}reversed
      strategy: secure-layer
      profile: iphone-ios17-flutter3.29
      expect: touch-blocked
      launch
      touch(0.5, 0.5)

      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = try runTool(["replay", dir])
    #expect(r.status == 0)
    #expect(r.out == "ok    \(dir)/esc?[31m.trace: touch-blocked   (expected)\n1 passed, 0 failed\n")
    let md = try runTool(["explain", path, "--format", "markdown"])
    #expect(md.status == 0)
    #expect(md.out.contains("detail U+001B\\]0;pwnedU+0007 and U+202Ereversed"), "\(md.out)")
    #expect(!md.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
  }

  @Test("JUnit XML with a control character in a corpus file name is well-formed")
  func junitControlCharacter() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
    let trace =
      "lifecycle-fuzz trace 2\nstrategy: secure-layer\nprofile: iphone-ios17-flutter3.29+suggestionBarShowsFieldText=true\n"
      + "expect: touch-blocked\nlaunch\ntouch(0.5, 0.5)\n"
    try trace.write(toFile: dir + "/c/bell\u{07}\u{1B}.trace", atomically: true, encoding: .utf8)
    // Keyboard leaks (the suggestion bar repeating the field's text) are the other, new signatures.
    let r = try runTool(
      [
        "run", "--traces", "40", "--strategy", "secure-layer", "--corpus", "c", "--junit", "j.xml",
        "--flag", "suggestionBarShowsFieldText=true",
      ], in: dir)
    #expect(r.status == 1)  // other signatures are new; this one is known, in the file below
    #expect(r.out.contains("replay: swift run lifecycle-fuzz replay c/bell??.trace"))
    #expect(!r.out.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x1B })
    let data = try #require(FileManager.default.contents(atPath: dir + "/j.xml"))
    let xml = String(decoding: data, as: UTF8.self)
    #expect(xml.contains("replay: swift run lifecycle-fuzz replay c/bellU+0007U+001B.trace"))
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    #if canImport(FoundationXML) || os(macOS)
      #expect(throws: Never.self) { _ = try XMLDocument(data: data) }
    #endif
  }
}
