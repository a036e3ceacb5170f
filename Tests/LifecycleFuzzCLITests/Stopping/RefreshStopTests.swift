import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// `replay --refresh-checkpoints` rewrote files through Foundation's atomic write, which leaves its temporary file
/// beside the traces when a signal ends the process mid-write (the command was not one a signal stops), and said a
/// failed write as `NSCocoaErrorDomain error 512`. It now stops on a signal between files and writes as the corpus
/// does.
@Suite("replay --refresh-checkpoints stops between files")
struct RefreshStopTests {
  /// A folder of `count` copies of one trace without checkpoints (each distinct by its seed line), so each needs a
  /// rewrite.
  func folder(count: Int) throws -> String {
    let dir = NSTemporaryDirectory() + "refresh-stop-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for i in 0..<count {
      let text =
        "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nseed: \(i)\nexpect: holds\n"
        + "launch\ngoHome\nreturnToApp\n"
      try text.write(toFile: dir + "/t\(i).trace", atomically: true, encoding: .utf8)
    }
    return dir
  }

  @Test("a signal stops it: SIGINT, SIGTERM and SIGHUP are handled for the refresh and for a replay of files")
  func handlesSignals() {
    #expect(CommandLineTool.stopsOnSignal(["replay", "--refresh-checkpoints", "corpus"]))
    #expect(CommandLineTool.stopsOnSignal(["replay", "corpus"]))
  }

  @Test("a plain replay stopped after two traces: their verdicts, INCOMPLETE with 2 of 5, exit 4")
  func replayStopsBetweenTraces() throws {
    let dir = try folder(count: 5)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var tool = CommandLineTool()
    var out = ""
    var err = ""
    // The stop is asked before each trace: the third asks after two verdicts were printed.
    tool.writeStop = { out.split(separator: "\n").count >= 2 }
    let code = tool.main(arguments: ["replay", dir], console: Console(out: { out += $0 }, err: { err += $0 }))
    expectEqual(code, .incomplete)
    expectEqual(err, "")
    let lines = out.split(separator: "\n").map(String.init)
    expectEqual(lines.count, 3)
    #expect(lines[0].hasPrefix("ok") && lines[1].hasPrefix("ok"))
    expectEqual(
      lines[2],
      "INCOMPLETE: replay interrupted after 2 of 5 trace(s) (so far 0 regression(s), 0 still BROKEN, 0 "
        + "unreadable); the rest were not replayed. Not a pass.")
  }

  @Test("stopped after two files: two rewritten, the rest as they were, INCOMPLETE, exit 4, no temporary file")
  func stopsAfterTwoFiles() throws {
    let dir = try folder(count: 5)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let before = (0..<5).map { FileManager.default.contents(atPath: dir + "/t\($0).trace") }
    var tool = CommandLineTool()
    tool.writeStop = {
      (0..<5).filter { FileManager.default.contents(atPath: dir + "/t\($0).trace") != before[$0] }.count >= 2
    }
    var out = ""
    var err = ""
    let code = tool.main(
      arguments: ["replay", "--refresh-checkpoints", dir], console: Console(out: { out += $0 }, err: { err += $0 }))
    expectEqual(code, .incomplete)
    expectEqual(err, "")
    expectEqual(
      out,
      "INCOMPLETE: replay --refresh-checkpoints interrupted after 2 of 5 file(s) (2 rewritten); every file is "
        + "whole, the rest are as they were. Not a pass.\n")
    let after = (0..<5).map { FileManager.default.contents(atPath: dir + "/t\($0).trace") }
    #expect(after[0] != before[0] && after[1] != before[1])
    expectEqual(Array(after[2...]), Array(before[2...]))
    let text = try String(contentsOfFile: dir + "/t0.trace", encoding: .utf8)
    #expect(text.contains("\nlaunch       => t=0.0 "))
    // Only the traces: no temporary file beside them, no temporary folder left.
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir).sorted(), (0..<5).map { "t\($0).trace" })
  }

  @Test("a write that fails names the file and the system's reason, not Foundation's error number")
  func failedWrite() throws {
    let dir = try folder(count: 1)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A file where the temporary folder goes: the write cannot make it (as root, permissions prove nothing).
    try "x".write(toFile: dir + "/.lifecycle-fuzz-tmp", atomically: true, encoding: .utf8)
    let r = run(["replay", "--refresh-checkpoints", dir])
    expectEqual(r.code, .usage)
    expectEqual(r.err, "error: \(dir)/t0.trace: cannot write the file: Not a directory\n")
    #expect(!r.err.contains("NSCocoaErrorDomain"))
  }
}
