import CoverStrategies
import Foundation
import LifecycleFuzz
import Testing

/// A worker that dies makes the run incomplete, with the worker named, instead of an error that loses the report.
@Suite struct WorkerFailureTests {
  @Test func workersThatExitWithoutResultsMakeTheRunIncompleteNamingThem() throws {
    var c = RunConfiguration()
    c.tracesPerStrategy = 100
    c.blockSize = 50
    c.corpusDirectory = nil
    c.jobs = 2
    c.strategies = ["subview-tag"].compactMap(StrategyCatalog.descriptor(named:))
    // `false` stands for a worker killed before its first block: it exits 1 and appends nothing.
    c.workerExecutable = "/bin/false"
    let outcome = try Campaign(configuration: c).run { _ in }
    let reason = try #require(outcome.incompleteReason)
    #expect(reason.hasPrefix("worker "))
    #expect(reason.contains(" exited with status 1"))
    // Both workers ran `false`.
    #expect(reason.hasSuffix(": the blocks they held did not finish (the others' are kept)"))
    #expect(outcome.results.allSatisfy { $0.traces == 0 })
  }
}
