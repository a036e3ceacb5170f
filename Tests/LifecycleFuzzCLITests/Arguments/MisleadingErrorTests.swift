import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Errors that sent a user the wrong way (the twentieth session's breaker), each now one line naming the file and
/// line, or the flag, and what to do.
@Suite("Errors that misled say what to do")
struct MisleadingErrorTests {
  @Test("'platform:' below 'strategy:' names its line and says to move it up (it read as an iOS trace)")
  func latePlatformLine() throws {
    let dir = NSTemporaryDirectory() + "late-platform-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/late.trace"
    let body = "profile: phone-api34-views\nexpect: holds\nlaunch\n"
    try "lifecycle-fuzz trace 2\nstrategy: secure-flag-on-create\nplatform: android\n\(body)"
      .write(toFile: path, atomically: true, encoding: .utf8)
    for command in [["replay"], ["replay", "--refresh-checkpoints"], ["explain"], ["minimize"]] {
      let r = run(command + [path])
      expectEqual(r.code, .usage)
      expectEqual(
        r.err,
        "error: \(path):3: 'platform: android' comes after 'strategy:' (line 2); move it above the strategy "
          + "line, where the platform is read\n")
    }
    // Moved up, it reads.
    try "lifecycle-fuzz trace 2\nplatform: android\nstrategy: secure-flag-on-create\n\(body)"
      .write(toFile: path, atomically: true, encoding: .utf8)
    expectEqual(run(["replay", path]).err, "")
  }

  @Test("compare --review with --json or --sarif is refused naming both flags (the review was left out silently)")
  func reviewWithJSON() throws {
    for format in ["json", "sarif"] {
      let dir = NSTemporaryDirectory() + "review-json-" + UUID().uuidString
      let r = run(["compare", "--review", "--\(format)", dir + "/r.\(format)", "--strategy", "subview-tag"])
      expectEqual(r.code, .usage)
      expectEqual(
        r.err,
        "error: --review and --\(format) cannot be given together (the review is written with --markdown or "
          + "--html; --\(format) writes the comparison: drop one)\n")
      #expect(!FileManager.default.fileExists(atPath: dir))
    }
  }
}
