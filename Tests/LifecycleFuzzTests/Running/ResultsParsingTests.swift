import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Results files: blocks read a part at a time, their text and its checks")
struct ResultsParsingTests {
  func blocks() throws -> [BlockResult<IOSPlatform>] {
    var c = RunConfiguration()
    c.tracesPerStrategy = 100
    c.blockSize = 50
    c.corpusDirectory = nil
    c.strategies = ["subview-tag"].compactMap(StrategyCatalog.descriptor(named:))
    return try Campaign(configuration: c).run().blocks
  }

  @Test("Parsing a results file in two parts gives the blocks of parsing it whole")
  func partsEqualWhole() throws {
    let b = try blocks()
    expectEqual(b.count, 2)
    let first = b[0].text
    let second = b[1].text
    let lines = first.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let parts =
      try BlockResult<IOSPlatform>.parseAll(first, file: "w")
      + BlockResult<IOSPlatform>.parseAll(second, file: "w", firstLine: lines + 1)
    expectEqual(parts, b)
    #expect(try BlockResult<IOSPlatform>.parseAll(first + second, file: "w") == b)
  }

  @Test("A malformed line in a later part is named by its line in the whole file")
  func errorsNameTheWholeFilesLine() throws {
    let b = try blocks()
    let first = b[0].text
    let lines = first.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    // Line 2 of the second block becomes a count that is not a number.
    var second = b[1].text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    second[1] = "count\tlaunch\tmany"
    let broken = second.joined(separator: "\n")
    #expect(throws: TraceFileError(file: "w", line: lines + 2, message: "'many' is not a count")) {
      try BlockResult<IOSPlatform>.parseAll(broken, file: "w", firstLine: lines + 1)
    }
    #expect(throws: TraceFileError(file: "w", line: lines + 2, message: "'many' is not a count")) {
      try BlockResult<IOSPlatform>.parseAll(first + broken, file: "w")
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

  @Test("a failed save travels in the block's text with its path and reason")
  func saveErrorRoundTrip() throws {
    var block = BlockResult<IOSPlatform>(strategy: "subview-tag", block: 0)
    var record = FailureRecord<IOSPlatform>(
      index: 3, invariant: .snapshotLeak, originalLength: 9, replays: 40, events: [.launch, .keyboardShow, .goHome],
      detail: "d")
    record.cutoff = .stopped
    record.saveError = CorpusWriteError(path: "c/x.trace", reason: "cannot write the file: No space\tleft on device")
    block.failures = [record]
    // Exposure channels travel too, one field per channel (Android measures two).
    block.exposureMilliseconds = [0, 1350]
    // An app-logic script's reached points too, a hexadecimal word per 64 (a built-in strategy writes no such line).
    block.scriptBranchBits = [0x2d, 1 << 63]
    let text = block.text
    #expect(text.contains("\nexposure\t0\t1350\nbranches\t2d\t8000000000000000\n"))
    let tail =
      "\nunshrunk\t3\tstopped\nunsaved\t3\tc/x.trace\tcannot write the file: No space left on device\ncheck\t1\t"
    #expect(text.contains(tail))
    #expect(text.hasSuffix("\nend\n"))
    #expect(try BlockResult<IOSPlatform>.parseAll(text, file: "r") == [block])
  }
}
