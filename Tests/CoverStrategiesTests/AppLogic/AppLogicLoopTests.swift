import Foundation
import LifecycleFuzzCLI
import TestExpectations
import TestProcessSplit
import Testing

/// iOS scripts whose own work sets their callbacks off without end (a breaker's, thirty-third session: a two-line
/// script overflowed the tool's stack, SIGSEGV, and another hung a run past SIGTERM). Each is now the app's crash,
/// naming why, and the run ends.
@MainActor @Suite(.serialized, .handedToSecondProcess("CoverStrategiesTests.AppLogicLoopTests"))
struct AppLogicLoopTests {
  func crashReason(of script: String) throws -> String {
    let path = NSTemporaryDirectory() + "loop-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["run", "--app-logic", path, "--traces", "10", "--no-corpus", "--jobs", "1"])
    expectEqual(r.code, .failure)
    let lines = r.out.split(separator: "\n")
    let broken = try #require(lines.firstIndex { $0.hasPrefix("BROKEN crash: ") }, "\(r.out)")
    return String(lines[broken + 1]).replacingOccurrences(of: path, with: "F")
  }

  @Test("a handler that sets off its own callback again crashes the app 16 levels deep, naming its line")
  func synchronousLoop() throws {
    let reason = try crashReason(of: "claims: app-switcher\non screenWillDisappear(root): push(lock)\n")
    #expect(
      reason.hasPrefix(
        "  1. trap: app-logic F:2: push(lock) set off its own screenWillDisappear again, 16 levels deep (each inside "
          + "the last, on the main thread's stack); on a device the stack overflows and the app crashes"), "\(reason)")
  }

  @Test("zero-delay work that re-arms itself at one instant ends the step at the frame bound")
  func sameInstantLoop() throws {
    let reason = try crashReason(
      of: "claims: app-switcher\non screenDidAppear(root): after(0, present(cover, style=fullScreen, from=root))\n"
        + "on screenDidDisappear(root): after(0, dismiss(cover))\n")
    #expect(
      reason.hasPrefix(
        "  1. trap: main queue never drains (watchdog): work at t=0.0 s keeps scheduling more at that instant, "
          + "10000 frames without time passing"), "\(reason)")
  }
}
