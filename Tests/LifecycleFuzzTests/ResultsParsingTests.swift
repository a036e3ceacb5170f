import CoverStrategies
import Foundation
import Testing

@testable import LifecycleFuzz

@Suite("Results files read a block at a time")
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
    #expect(b.count == 2)
    let first = b[0].text
    let second = b[1].text
    let lines = first.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let parts =
      try BlockResult<IOSPlatform>.parseAll(first, file: "w")
      + BlockResult<IOSPlatform>.parseAll(second, file: "w", firstLine: lines + 1)
    #expect(parts == b)
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
}

@Suite("Work queue shared by worker processes")
struct WorkQueueTests {
  @Test("Claims hand out 0, 1, 2, ... once each; a missing file gives no claim")
  func claimsCount() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-fuzz-queue-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let queue = try WorkQueue.create(at: path)
    #expect((0..<5).map { _ in queue.claim() } == [0, 1, 2, 3, 4])
    // A second handle on the same file continues the count, as another process would.
    #expect(WorkQueue(path: path).claim() == 5)
    #expect(WorkQueue(path: path + "-missing").claim() == nil)
  }
}
