import Testing

@testable import LifecycleFuzzCLI

@Suite("Signals are handled from the first statement")
struct SignalSetupTests {
  @Test("every long command (and worker) installs the stop handler before parsing; short ones keep the default")
  func stopsOnSignal() {
    #expect(CommandLineTool.stopsOnSignal([]))
    #expect(CommandLineTool.stopsOnSignal(["--traces", "10"]))
    #expect(CommandLineTool.stopsOnSignal(["run", "--traces", "10"]))
    #expect(CommandLineTool.stopsOnSignal(["worker", "--configuration", "c"]))
    // Replaying files stops between traces; an inline replay (one trace) and help keep the default.
    #expect(CommandLineTool.stopsOnSignal(["replay", "corpus"]))
    #expect(!CommandLineTool.stopsOnSignal(["replay", "--strategy", "subview-tag", "--profile", "p"]))
    #expect(!CommandLineTool.stopsOnSignal(["replay", "--help"]))
    #expect(!CommandLineTool.stopsOnSignal(["list"]))
    for command in ["explore", "minimize", "compare", "merge", "bench"] {
      #expect(CommandLineTool.stopsOnSignal([command, "x"]))
      #expect(!CommandLineTool.stopsOnSignal([command, "--help"]))
    }
    #expect(!CommandLineTool.stopsOnSignal(["explain", "t.trace"]))
  }
}
