import Testing

@testable import LifecycleFuzz

/// Files cut short are errors at a line, never a pass or a partial merge (break-it run,
/// 2026-12-01).
@Suite("Truncated inputs")
struct TruncatedInputTests {
  @Test("a trace file with its header and no events is an error at the header's last line")
  func headerOnlyTrace() {
    let text = "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\n"
    #expect(throws: TraceFileError(file: "t", line: 4, message: "no events after the header (the file is cut short)")) {
      try Trace(parsing: text, file: "t")
    }
  }

  @Test("a results block cut off before its check line is dropped while writing, refused when merging")
  func cutBlock() throws {
    var block = BlockResult<IOSPlatform>(strategy: "subview-tag", block: 0)
    block.traces = 1
    block.steps = 3
    let whole = block.text
    let cut = String(whole[..<whole.range(of: "check")!.lowerBound])
    #expect(try BlockResult<IOSPlatform>.parseLocated(cut, file: "r").isEmpty)
    #expect(
      throws: TraceFileError(
        file: "r", line: 1,
        message: "block 0 of subview-tag is cut off (no 'check' and 'end' line): the file is truncated")
    ) { try BlockResult<IOSPlatform>.parseLocated(cut, file: "r", requiresEveryBlockClosed: true) }
    #expect(try BlockResult<IOSPlatform>.parseLocated(whole, file: "r", requiresEveryBlockClosed: true).count == 1)
  }
}
