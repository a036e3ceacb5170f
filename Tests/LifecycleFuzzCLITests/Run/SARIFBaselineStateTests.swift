import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// SARIF results said nothing of a run's `--baseline` (session 21's breaker): with one, each result has the
/// `baselineState` SARIF 2.1.0 defines (`new`, `unchanged`), and an entry the run covered but did not reach is an
/// `absent` result; without one, the member is left out (the log keeps its bytes).
@Suite("SARIF: baselineState against --baseline")
struct SARIFBaselineStateTests {
  func run(_ arguments: [String]) -> ExitCode {
    CommandLineTool().main(arguments: arguments, console: Console(out: { _ in }, err: { _ in }))
  }

  /// The `baselineState` values and signatures of the log's results, in order.
  func states(_ file: String) throws -> [(state: String?, signature: String)] {
    let data = try #require(FileManager.default.contents(atPath: file))
    let log = try JSONDecoder().decode(SARIFLog.self, from: data)
    return log.runs[0].results.map { ($0.baselineState, $0.properties.signature) }
  }

  /// The `label` and `corpusLabel` properties of the log's results, in order.
  func labels(_ file: String) throws -> [(label: String, corpus: String?)] {
    let data = try #require(FileManager.default.contents(atPath: file))
    let log = try JSONDecoder().decode(SARIFLog.self, from: data)
    return log.runs[0].results.map { ($0.properties.label, $0.properties.corpusLabel) }
  }

  @Test("no baseline: no baselineState; a baseline: new, unchanged and absent")
  func baselineStates() throws {
    let dir = NSTemporaryDirectory() + "sarif-baseline-" + UUID().uuidString
    let corpus = dir + "/corpus"
    try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let committed = CommittedCounterexampleTests.committed
    try CommittedCounterexampleTests.copyCommitted(to: corpus + "/" + committed)
    func arguments(_ name: String, baseline: String?) -> [String] {
      [
        "run", "--traces", "2", "--jobs", "1", "--strategy", CommittedCounterexampleTests.strategy, "--corpus", corpus,
        "--no-corpus", "--sarif", "\(dir)/\(name).sarif",
      ] + (baseline.map { ["--baseline", $0] } ?? [])
    }
    expectEqual(run(arguments("plain", baseline: nil)), .failure)
    let plain = try states("\(dir)/plain.sarif")
    expectEqual(plain.count, 1)
    #expect(plain.allSatisfy { $0.state == nil })
    let text = try String(contentsOfFile: "\(dir)/plain.sarif", encoding: .utf8)
    #expect(!text.contains("baselineState"))
    // The corpus holds the committed counterexample: `known`, and no corpusLabel without a baseline.
    try expectEqual(labels("\(dir)/plain.sarif").map(\.label), ["known"])
    #expect(!text.contains("corpusLabel"))
    let signature = try #require(plain.first?.signature)

    // A baseline that does not hold it: new.
    try "lifecycle-fuzz baseline 1\n".write(toFile: dir + "/empty.txt", atomically: true, encoding: .utf8)
    expectEqual(run(arguments("empty", baseline: dir + "/empty.txt")), .failure)
    try expectEqual(states("\(dir)/empty.sarif").map(\.state), ["new"])
    // The label says what the baseline state says; what the corpus knew is corpusLabel.
    let emptyLabels = try labels("\(dir)/empty.sarif")
    expectEqual(emptyLabels.map(\.label), ["new"])
    expectEqual(emptyLabels.map(\.corpus), ["known"])

    // One that holds it, and another signature of the same strategy, profile and invariant that this run misses.
    let other = signature.replacingOccurrences(of: " · faceIDNoMatch · faceIDNoMatch", with: " · faceIDNoMatch")
    #expect(other != signature)
    try "lifecycle-fuzz baseline 1\n\(signature)\taccepted for the test\n\(other)\tgone since\n".write(
      toFile: dir + "/held.txt", atomically: true, encoding: .utf8)
    expectEqual(run(arguments("held", baseline: dir + "/held.txt")), .success)
    let held = try states("\(dir)/held.sarif")
    expectEqual(held.map(\.state), ["unchanged", "absent"])
    expectEqual(held.map(\.signature), [signature, other])
    // A breaker's report: `label: new` beside `baselineState: unchanged`. The label is now the state's word.
    let heldLabels = try labels("\(dir)/held.sarif")
    expectEqual(heldLabels.map(\.label), ["unchanged", "absent"])
    expectEqual(heldLabels.map(\.corpus), ["known", nil])

    // A new user's report (thirty-sixth session): a finding a `*` entry accepts read `new` (a new alert in code
    // scanning although suppressed). The entry's events as `*`: unchanged.
    var fields = signature.components(separatedBy: " | ")
    fields[3] = "*"
    let pattern = fields.joined(separator: " | ")
    try "lifecycle-fuzz baseline 1\n\(pattern)\taccepted by design: every trace of this finding\n".write(
      toFile: dir + "/pattern.txt", atomically: true, encoding: .utf8)
    expectEqual(run(arguments("pattern", baseline: dir + "/pattern.txt")), .success)
    try expectEqual(states("\(dir)/pattern.sarif").map(\.state), ["unchanged"])
    try expectEqual(labels("\(dir)/pattern.sarif").map(\.label), ["unchanged"])
  }
}
