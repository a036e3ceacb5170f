import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

extension AppLogicCommandLineTests {
  /// A new user (thirty-third session) chose her script alone for `compare --review` only by its fingerprint: the
  /// name baselines and SARIF give it, `app-logic:PATH`, was an unknown strategy.
  @Test("--strategy app-logic:PATH names the script given by --app-logic, before or after it, and only it")
  func scriptNamedByItsPath() throws {
    let script = Self.examples + "/lock-after-30s.logic"
    let place = ScriptIdentity.path(of: script)
    for arguments in [
      ["--strategy", "app-logic:\(place)", "--app-logic", script],
      ["--app-logic", script, "--strategy", "app-logic:\(place)"],
    ] {
      let r = runInProcess(["run"] + arguments + ["--traces", "2", "--seed", "4", "--no-corpus", "--jobs", "1"])
      #expect(r.err == "", "\(arguments)")
      #expect(r.code != .usage)
      let rows = r.out.split(separator: "\n").filter { $0.hasPrefix("  holds  ") || $0.hasPrefix("  BROKEN  ") }
      #expect(rows.count == 1, "\(r.out)")
      #expect(r.out.contains("\niOS: 1 strategy: "), "\(r.out)")
    }
    let other = runInProcess(["run", "--strategy", "app-logic:elsewhere/none.logic", "--app-logic", script])
    expectEqual(other.code, .usage)
  }
}
