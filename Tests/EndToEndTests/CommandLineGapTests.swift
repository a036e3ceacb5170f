import Foundation
import Testing

/// The command line's remaining reliability gaps (issue #12), each checked on the built binary.
@Suite("Command line gaps", .serialized)
struct CommandLineGapTests {
  /// A secure-layer counterexample with checkpoints, as `run` writes it (fails at its last event).
  static let checkpointed = """
    lifecycle-fuzz trace 2
    strategy: secure-layer
    profile: iphone-ios17-flutter3.29
    expect: touch-blocked
    launch           => t=0.0 fg overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:foregroundActive[0]
    touch(0.5, 0.5)  => t=0.0 fg overlay=- rec=0 mir=0 kb=1 q=0/0/0 A:foregroundActive[0]

    """

  @Test("replay: a checkpointed line after the failing event is an error at its line, not ignored")
  func lineAfterFailingStep() throws {
    let dir = try makeTempDirectory()
    try Self.checkpointed.write(toFile: dir + "/good.trace", atomically: true, encoding: .utf8)
    let bad = Self.checkpointed + "advance(0.5)     => t=0.0 bogus\n"
    try bad.write(toFile: dir + "/bad.trace", atomically: true, encoding: .utf8)
    let good = try runTool(["replay", "good.trace"], in: dir)
    #expect(good.status == 0)
    let r = try runTool(["replay", "bad.trace"], in: dir)
    #expect(r.status == 2)
    #expect(
      r.err
        == "error: bad.trace:7: event 3 (advance(0.5)) and its checkpoint come after the failing event 2,"
        + " where the replay stops, so they cannot be checked\n")
    #expect(r.out == "0 passed, 0 failed, 1 unreadable\n")
    // An unknown line there is an error too (the whole file is parsed before replaying).
    try (Self.checkpointed + "teleport => x\n").write(toFile: dir + "/bad.trace", atomically: true, encoding: .utf8)
    let unknown = try runTool(["replay", "bad.trace"], in: dir)
    #expect(unknown.status == 2)
    #expect(unknown.err.hasPrefix("error: bad.trace:7: unknown event 'teleport'"))
  }
}
