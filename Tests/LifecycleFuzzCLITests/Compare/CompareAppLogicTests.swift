import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import Testing

/// `compare` with an app-logic script measures it on the traces `run` generates for it: shared traces made against
/// the bare sample app never drew the script's own events, so compare said 0 failures where run, on the same seed
/// and count, found the script's leak (a security reviewer's trial, issue 25).
@Suite("compare with an app-logic script finds what run finds")
struct CompareAppLogicTests {
  /// A lock asked at did-become-active, which claims the app switcher.
  static let script: String = {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return repository.appendingPathComponent("Examples/app-logic/lock-at-become-active.logic").path
  }()

  func run(_ arguments: [String]) -> (code: ExitCode, out: String) {
    var out = ""
    let code = CommandLineTool().main(arguments: arguments, console: Console(out: { out += $0 }, err: { _ in }))
    return (code, out)
  }

  @Test("the snapshot leak run reports for the script is a failing cell of compare's table")
  func compareAgreesWithRun() throws {
    // Eight traces: run's first leak (shared bare-app traces found none in 200).
    let common = ["--app-logic", Self.script, "--traces", "8", "--invariant", "snapshot-leak"]
    // `run` with these options reports `snapshot-leak 1` (`BROKEN    app-logic#a04a8fb9  snapshot-leak 1`): only
    // compare is run here, since each in-process command costs seconds of a debug build's test time.
    let dir = NSTemporaryDirectory() + "compare-app-logic-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = run(["compare", "--json", dir + "/c.json"] + common)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.json"))) as? [String: Any])
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let cells = try #require(runs.first?["cells"] as? [[String: Any]])
    let failing = cells.filter { ($0["failures"] as? Int ?? 0) > 0 }.compactMap { $0["invariant"] as? String }
    #expect(failing == ["snapshot-leak"])
  }
}
