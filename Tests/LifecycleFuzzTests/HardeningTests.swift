import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing

/// Inputs from the break-it pass: each once crashed, misread or mis-judged something.
@Suite("Hardening")
struct HardeningTests {
  static let header = "lifecycle-fuzz trace 1\nstrategy: background-phase-overlay\nprofile: iphone-ios17-swiftui\nexpect: snapshot-leak\n"

  @Test("CRLF line endings and a byte-order mark read like plain newlines")
  func lineEndings() throws {
    let lf = try Trace(parsing: Self.header + "launch\n# note\nopenAppSwitcher\n", file: "lf")
    let crlf = try Trace(parsing: (Self.header + "launch\n# note\nopenAppSwitcher\n").replacingOccurrences(of: "\n", with: "\r\n"), file: "crlf")
    let bom = try Trace(parsing: "\u{FEFF}" + Self.header + "launch\nopenAppSwitcher\n", file: "bom")
    #expect(lf.events == [.launch, .openAppSwitcher])
    #expect(crlf.events == lf.events)
    #expect(bom.events == lf.events)
  }

  @Test("duplicate header keys and a second magic line are errors at their line")
  func duplicates() {
    #expect(throws: TraceFileError(file: "d", line: 5, message: "duplicate header key 'expect'")) {
      _ = try Trace(parsing: Self.header + "expect: holds\n", file: "d")
    }
    #expect(throws: TraceFileError(file: "d", line: 5, message: "a second 'lifecycle-fuzz trace' line")) {
      _ = try Trace(parsing: Self.header + "lifecycle-fuzz trace 1\n", file: "d")
    }
  }

  @Test("a family name with an empty part is an error, not a trap", arguments: ["cover[]", "cover[on=resign,,off=becomeActive]", "cover[on=resign,via=subview,off=becomeActive,]"])
  func emptyFamilyPart(name: String) {
    #expect(StrategyCatalog.familyNameError(name)?.contains("empty part") == true)
    #expect(StrategyCatalog.descriptor(named: name) == nil)
  }

  @Test("an event the strategy made possible is skipped by the baseline, not called invalid")
  func baselineSkips() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "state-cover"))
    let outcome = TraceRunner(strategy: strategy, profile: .iPhoneScenes)
      .run([.launch, .keyboardShow, .openAppSwitcher, .closeAppSwitcher, .keyboardShow, .keyboardHide])
    #expect(outcome == .holds)
  }

  @Test("the last interactive scene cannot be closed, and 'external' is not a user scene")
  func sceneValidity() throws {
    let device = Device(profile: try Profile(named: "ipad-split-ios17-scenes+externalDisplayScene=true"), strategy: nil)
    try device.apply(.launch)
    #expect(device.validationError(for: .connectScene("external")) == "'external' names the mirrored display's scene, which mirroring connects")
    try device.apply(.mirroringStart)
    #expect(device.validationError(for: .disconnectScene("A")) == "the last scene cannot be closed")
    #expect(device.validationError(for: .connectScene("B")) == nil)
  }

  @Test("one-line errors neutralize control characters and cut long input")
  func oneLine() {
    let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2Jfoo\u{202E}bar\nnext"
    #expect(Console.oneLine(hostile) == "?]0;pwned??[2Jfoo?bar?next")
    #expect(Console.oneLine(String(repeating: "x", count: 1000)).count == 301)
  }

  @Test("run rejects selections that name nothing")
  func emptySelections() {
    var err = ""
    let console = Console(out: { _ in }, err: { err += $0 })
    #expect(CommandLineTool.main(arguments: ["run", "--strategy", ",", "--no-corpus"], console: console) == .usage)
    #expect(err == "error: --strategy names no strategy\n")
  }

  @Test("an inline replay names the option that is wrong, not a line of a trace text")
  func inlineReplayErrors() {
    func errorOf(_ args: [String]) -> (ExitCode, String) {
      var err = ""
      let console = Console(out: { _ in }, err: { err += $0 })
      return (CommandLineTool.main(arguments: ["replay"] + args, console: console), err)
    }
    let base = ["--strategy", "subview-tag", "--profile", "iphone-ios17-scenes", "--expect", "holds"]
    #expect(errorOf(base + ["--events", "launch, goHome"]) == (.usage, "error: --events, event 1: unknown event 'launch, goHome' (see 'lifecycle-fuzz list events'); separate events with ' · '\n"))
    #expect(errorOf(base + ["--events", "launch · goHom"]) == (.usage, "error: --events, event 2: unknown event 'goHom' (see 'lifecycle-fuzz list events')\n"))
    #expect(errorOf(["--strategy", "subview-tag", "--profile", "iphone-ios17-scenes", "--expect", "leaks", "--events", "launch"]).1.hasPrefix("error: --expect: unknown verdict 'leaks'"))
  }

  @Test("bench names the strategy or profile it does not know, and refuses empty lists")
  func benchSelections() {
    func errorOf(_ args: [String]) -> (ExitCode, String) {
      var err = ""
      let console = Console(out: { _ in }, err: { err += $0 })
      return (CommandLineTool.main(arguments: ["bench", "model"] + args, console: console), err)
    }
    #expect(errorOf(["--strategy", "subview-tag,nope"]) == (.usage, "error: unknown strategy 'nope' for bench\n"))
    #expect(errorOf(["--strategy", ","]) == (.usage, "error: --strategy names no strategy\n"))
    #expect(errorOf(["--profile", ","]) == (.usage, "error: --profile names no profile\n"))
    #expect(errorOf(["--profile", "nope"]).1.hasPrefix("error: malformed profile name 'nope'"))
  }
}
