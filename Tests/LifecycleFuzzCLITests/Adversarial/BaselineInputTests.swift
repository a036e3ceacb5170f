import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Baseline files met in the seventeenth session's search for bad input: CRLF line ends (a Windows checkout) were
/// refused as "not a baseline file" at line 1, and an entry naming an app call its strategy does not answer
/// (`appCall(disabel)`) was read and could never accept anything.
@Suite("Baseline files: CRLF line ends and unknown app calls")
struct BaselineInputTests {
  func file(_ text: String) throws -> String {
    let dir = NSTemporaryDirectory() + "baseline-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try text.write(toFile: dir + "/accepted.baseline", atomically: true, encoding: .utf8)
    return dir + "/accepted.baseline"
  }

  static let entry =
    "stranded-cover | toggleable-cover | iphone-ios16-scenes | launch · openAppSwitcher · appCall(disable) · "
    + "closeAppSwitcher\tthe fix is on its way"

  static let arguments = ["run", "--traces", "20", "--strategy", "toggleable-cover", "--no-corpus", "--baseline"]

  @Test("a baseline with CRLF line ends reads as its LF form")
  func crlf() throws {
    let lf = "lifecycle-fuzz baseline 1\n# a comment\n\(Self.entry)\n"
    let path = try file(lf)
    let viaLF = run(Self.arguments + [path])
    try lf.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
    let viaCRLF = run(Self.arguments + [path])
    expectEqual(viaLF.err, "")
    expectEqual(viaCRLF.code, viaLF.code)
    expectEqual(viaCRLF.out, viaLF.out)
    expectEqual(viaCRLF.err, viaLF.err)
  }

  @Test("a baseline with CR-only line ends (an old Mac editor's) reads as its LF form, and its lines count alike")
  func crOnly() throws {
    let lf = "lifecycle-fuzz baseline 1\n# a comment\n\(Self.entry)\n"
    let path = try file(lf)
    let viaLF = run(Self.arguments + [path])
    try lf.replacingOccurrences(of: "\n", with: "\r").write(toFile: path, atomically: true, encoding: .utf8)
    let viaCR = run(Self.arguments + [path])
    expectEqual(viaCR.code, viaLF.code)
    expectEqual(viaCR.out, viaLF.out)
    expectEqual(viaCR.err, viaLF.err)
    // The entry is read at line 3, as in the LF file (20 traces do not reach it: stale there).
    #expect(viaCR.out.contains("accepted.baseline:3)\n"), "\(viaCR.out)")
    // A bad entry on line 3 is named at line 3 in every form, mixed ends too.
    let bad = "lifecycle-fuzz baseline 1\r\n# a comment\r\(Self.entry.replacingOccurrences(of: "\t", with: " "))\n"
    try bad.write(toFile: path, atomically: true, encoding: .utf8)
    let r = run(Self.arguments + [path])
    expectEqual(r.code, .usage)
    #expect(r.err.hasPrefix("error: \(path):3: "), "\(r.err)")
    expectEqual(Baseline.lines(of: "a\rb\r\nc\nd"), ["a", "b", "c", "d"])
    expectEqual(Baseline.lines(of: "a\r\r\n"), ["a", "", ""])
  }

  @Test("an entry naming an app call its strategy does not answer: exit 2 at its line, nothing run")
  func unknownAppCall() throws {
    let path = try file(
      "lifecycle-fuzz baseline 1\n\(Self.entry.replacingOccurrences(of: "appCall(disable)", with: "appCall(disabel)"))\n"
    )
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let r = run(Self.arguments + [path])
    expectEqual(r.code, .usage)
    expectEqual(r.out, "")
    expectEqual(
      r.err,
      "error: \(path):2: unknown app call 'disabel' for strategy toggleable-cover; it offers: enable, disable\n")
    let replay = run(["replay", "--baseline", path, "corpus/C08-toggleable-cover.trace"])
    expectEqual(replay.code, .usage)
    #expect(replay.err.hasPrefix("error: \(path):2: unknown app call 'disabel'"))
    try expectEqual(String(contentsOfFile: path, encoding: .utf8), before)
  }
}
