import Foundation
import LifecycleFuzzCLI
import Testing

/// Options whose values used to be dropped or contradicted silently: each is one error line and exit 2, before any
/// work and with nothing written.
@Suite("Silent drops: 'all' in a list, two answers to a flag, contradicting options, colliding outputs")
struct SilentDropTests {
  func errorOf(_ args: [String]) -> (ExitCode, String) {
    var err = ""
    var out = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = CommandLineTool.main(arguments: args, console: console)
    return (code, err + (out.isEmpty ? "" : "OUT: " + out))
  }

  @Test("'all' beside profile names is an error on both platforms and in run, compare, explore and bench")
  func allInAProfileList() {
    let ios = ["--strategy", "subview-tag", "--traces", "10", "--no-corpus", "-q"]
    #expect(
      errorOf(["run"] + ios + ["--profile", "all,iphone-ios17-scenes"])
        == (.usage, "error: --profile takes 'all' alone, not in a list ('all,iphone-ios17-scenes')\n"))
    #expect(
      errorOf(["run"] + ios + ["--profile", "iphone-ios17-scenes,all"])
        == (.usage, "error: --profile takes 'all' alone, not in a list ('iphone-ios17-scenes,all')\n"))
    #expect(
      errorOf(["run", "--strategy", "secure-flag-on-create", "--profile", "all,phone-api34-views", "--no-corpus"])
        == (.usage, "error: --profile takes 'all' alone, not in a list ('all,phone-api34-views')\n"))
    #expect(
      errorOf(["compare", "--strategy", "subview-tag", "--traces", "10", "--profile", "all,iphone-ios17-scenes"])
        == (.usage, "error: --profile takes 'all' alone, not in a list ('all,iphone-ios17-scenes')\n"))
    #expect(
      errorOf(["bench", "model", "--profile", "iphone-ios17-scenes,all"])
        == (.usage, "error: --profile takes 'all' alone, not in a list ('iphone-ios17-scenes,all')\n"))
  }







}
