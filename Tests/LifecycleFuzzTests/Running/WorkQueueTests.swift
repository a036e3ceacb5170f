import Foundation
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Work queue shared by worker processes")
struct WorkQueueTests {
  @Test("Claims hand out 0, 1, 2, ... once each; a missing file gives no claim")
  func claimsCount() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-fuzz-queue-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let queue = try WorkQueue.create(at: path)
    expectEqual((0..<5).map { _ in queue.claim() }, [0, 1, 2, 3, 4])
    // A second handle on the same file continues the count, as another process would.
    expectEqual(WorkQueue(path: path).claim(), 5)
    #expect(WorkQueue(path: path + "-missing").claim() == nil)
  }
}
