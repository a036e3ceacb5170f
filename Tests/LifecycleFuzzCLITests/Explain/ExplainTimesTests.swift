import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Times as `explain` prints them for reading: virtual seconds by one rule (``formatTime``: up to three decimals,
/// trailing zeros trimmed), never a sum's binary digits (`t=0.39999999999999997`, a new user's report;
/// `t=0.5333333333333333`, a lock of 11 frames and a 0.35 s return), while the trace file keeps the checkpoints
/// `replay` compares byte for byte.
@MainActor @Suite(.serialized) struct ExplainTimesTests {
  static let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("corpus")
    .appendingPathComponent("async-presented-cover--touch-blocked--iphone-ios16-scenes--ed0ffe0de9.trace").path

  @Test("explain --format html shows the trace's checkpoints with readable times; the file keeps its digits")
  func htmlCheckpointTimes() throws {
    let file = try String(contentsOfFile: Self.trace, encoding: .utf8)
    #expect(file.contains("unlockDevice     => t=0.5333333333333333 fg "))
    let r = run(["explain", Self.trace, "--format", "html"])
    #expect(!r.out.contains("0.5333333333333333"), "\(r.out.prefix(2_000))")
    #expect(
      r.out.contains("unlockDevice     =&gt; t=0.533 fg overlay=- rec=0 mir=0 kb=0 q=0/0/1 A:foregroundActive[0]"))
    #expect(r.out.contains("lockDevice       =&gt; t=0.183 bg "))
    #expect(r.out.contains("launch           =&gt; t=0 fg "))
  }

  @Test("the checkpoint text for reading: t= words by the fixed rule, the rest untouched")
  func readableCheckpointRule() {
    expectEqual(
      readableCheckpoint("t=0.7999999999999999 fg overlay=- q=0/0/0"), "t=0.8 fg overlay=- q=0/0/0")
    expectEqual(readableCheckpoint("screen=main t=0.0 recording=false"), "screen=main t=0 recording=false")
    expectEqual(readableCheckpoint("t=0.016666666666666666 x"), "t=0.017 x")
    expectEqual(readableCheckpoint("last=t=1 t=x"), "last=t=1 t=x")
  }
}
