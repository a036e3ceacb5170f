import Testing

@testable import LifecycleFuzzCLI

@Suite("Signals are handled from the first statement")
struct SignalSetupTests {
  @Test("run (named or not) and worker install the stop handler before parsing; other commands keep the default")
  func stopsOnSignal() {
    #expect(CommandLineTool.stopsOnSignal([]))
    #expect(CommandLineTool.stopsOnSignal(["--traces", "10"]))
    #expect(CommandLineTool.stopsOnSignal(["run", "--traces", "10"]))
    #expect(CommandLineTool.stopsOnSignal(["worker", "--configuration", "c"]))
    #expect(!CommandLineTool.stopsOnSignal(["replay", "corpus"]))
    #expect(!CommandLineTool.stopsOnSignal(["list"]))
  }
}
