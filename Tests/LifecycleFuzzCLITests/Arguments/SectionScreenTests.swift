import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A section lock naming a screen its app does not have would wait for a screen that never opens and hold on every
/// trace (a green CI for a typo): `run` refuses it in one line, exit 2, before any work.
@Suite("A section lock's screen must be one of its app's")
struct SectionScreenTests {
  func run(_ strategy: String) -> (ExitCode, String) {
    var err = ""
    var out = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = CommandLineTool.main(
      arguments: ["run", "--strategy", strategy, "--traces", "1", "--no-corpus", "-q"], console: console)
    return (code, err)
  }

  static let member =
    "lock[shield=none,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,section=SCREEN]"

  @Test("an unknown screen is one error line naming the app's screens, alone and in two protections")
  func unknownScreen() {
    let lock = Self.member.replacingOccurrences(of: "SCREEN", with: "vault")
    let line =
      "section=vault names no screen of its app (its screens: settings, recovery-phrase)\n"
    for name in [lock, "subview-tag + " + lock] {
      let (code, err) = run(name)
      expectEqual(code, .usage)
      expectEqual(err, "error: strategy '\(name)': " + line)
    }
  }

  @Test("a screen of the app runs")
  func knownScreen() {
    let (code, err) = run(Self.member.replacingOccurrences(of: "SCREEN", with: "recovery-phrase"))
    expectEqual(code, .success)
    #expect(err.isEmpty)
  }
}
