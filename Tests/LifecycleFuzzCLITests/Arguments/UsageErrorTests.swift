import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

@Suite("Usage errors: empty selections, inline replays, bench and explore options, outputs in the corpus")
struct UsageErrorTests {
  @Test("run rejects selections that name nothing")
  func emptySelections() {
    var err = ""
    let console = Console(out: { _ in }, err: { err += $0 })
    expectEqual(CommandLineTool.main(arguments: ["run", "--strategy", ",", "--no-corpus"], console: console), .usage)
    expectEqual(err, "error: --strategy names no strategy\n")
  }

  @Test("an inline replay names the option that is wrong, not a line of a trace text")
  func inlineReplayErrors() {
    func errorOf(_ args: [String]) -> (ExitCode, String) {
      var err = ""
      let console = Console(out: { _ in }, err: { err += $0 })
      return (CommandLineTool.main(arguments: ["replay"] + args, console: console), err)
    }
    let base = ["--strategy", "subview-tag", "--profile", "iphone-ios17-scenes", "--expect", "holds"]
    #expect(
      errorOf(base + ["--events", "launch, goHome"]) == (
        .usage,
        "error: --events, event 1: unknown event 'launch, goHome' (see 'lifecycle-fuzz list events'); separate events with ' · '\n"
      ))
    #expect(
      errorOf(base + ["--events", "launch · goHom"]) == (
        .usage, "error: --events, event 2: unknown event 'goHom' (see 'lifecycle-fuzz list events')\n"
      ))
    #expect(
      errorOf([
        "--strategy", "subview-tag", "--profile", "iphone-ios17-scenes", "--expect", "leaks", "--events", "launch",
      ]).1.hasPrefix("error: --expect: unknown verdict 'leaks'"))
    // In any order (`--events` first was refused as an unknown option of the file form).
    #expect(
      errorOf(["--events", "launch · goHom"] + base) == (
        .usage, "error: --events, event 2: unknown event 'goHom' (see 'lifecycle-fuzz list events')\n"
      ))
    // An option left out is missing, not an empty value (`--expect: unknown verdict ''`).
    #expect(
      errorOf(Array(base.prefix(4)) + ["--events", "launch"]) == (
        .usage,
        "error: replay of inline events is missing --expect (it takes --strategy or --app-logic, --profile, --expect"
          + " and --events)\n"
      ))
  }

  // One check for every command (a breaker's run reported '1 hold, 0 fail' without starting the app).
  @Test(
    "every command taking --weight refuses weights that leave no way to start the app",
    arguments: [
      ["explore", "--depth", "1", "--strategy", "subview-tag"],
      ["run", "--traces", "1", "--no-corpus", "--strategy", "subview-tag"],
      ["compare", "--traces", "1", "--strategy", "subview-tag"],
    ])
  func noWayToStartTheApp(command: [String]) {
    let off = ["--weight", "launch=0", "--weight", "backgroundLaunch=0", "--weight", "prewarm=0"]
    let r = run(command + off)
    expectEqual(r.code, .usage)
    expectEqual(r.out, "")
    expectEqual(
      r.err,
      "error: --weight turns off every event that starts the app (launch=0, prewarm=0, backgroundLaunch=0): no"
        + " sequence of up to 3 events started it (subview-tag on iphone-ios17-scenes), so every invariant would hold"
        + " unchecked; give launch a weight\n")
  }

  @Test("Android's weights are checked too, per platform in a two-platform run")
  func noWayToStartAndroid() {
    let run2 = ["run", "--traces", "1", "--no-corpus", "-q", "--strategy", "subview-tag,secure-flag-on-create"]
    let r = run(run2 + ["--weight", "launch=0"])
    expectEqual(r.code, .usage)
    #expect(
      r.err.hasPrefix(
        "error: --weight turns off every event that starts the app (launch=0): no sequence of up"
          + " to 3 events started it (secure-flag-on-create on phone-api34-reactNative)"), "\(r.err)")
    // iOS's launch turned off alone leaves its other starts (a background launch): the run goes on.
    let ios = run(["run", "--traces", "1", "--no-corpus", "-q", "--strategy", "subview-tag", "--weight", "launch=0"])
    #expect(ios.code != .usage, "\(ios.err)")
  }

  @Test("an inline replay whose event the platform cannot produce says which and why, as a file's STALE line does")
  func inlineReplayImpossibleEvent() {
    var out = ""
    let console = Console(out: { out += $0 }, err: { _ in })
    let args = [
      "replay", "--strategy", "subview-tag", "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events",
      "launch · returnToApp",
    ]
    expectEqual(CommandLineTool.main(arguments: args, console: console), .failure)
    expectEqual(
      out.split(separator: "\n").first.map(String.init),
      "DIFF launch · returnToApp: expected holds, got invalid (event 2, returnToApp, is not possible: the app is "
        + "not on the Home Screen)")
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

  func errorOf(_ args: [String]) -> (ExitCode, String) {
    var err = ""
    let console = Console(out: { _ in }, err: { err += $0 })
    return (CommandLineTool.main(arguments: args, console: console), err)
  }

  @Test(
    "explore with several profiles, or with run's options it would ignore, is a usage error, not a silent fall-back")
  func exploreTakesOneProfile() {
    #expect(
      errorOf(["explore", "--depth", "1", "--profile", "iphone-ios17-scenes,iphone-ios18-scenes"])
        == (.usage, "error: explore takes one --profile, not a list\n"))
    // run's options for drawing, writing and reporting would be accepted and silently ignored.
    for option in [["--seed", "3"], ["--traces", "5"], ["--jobs", "2"], ["--junit", "j.xml"], ["-v"]] {
      let (code, err) = errorOf(["explore", "--depth", "1"] + option)
      expectEqual(code, .usage)
      #expect(err.hasPrefix("error: unknown option '\(option[0])' for explore"), "\(err)")
    }
  }

  @Test("an output file named as a trace in the corpus folder is refused before the run")
  func outputInsideTheCorpus() {
    let dir = NSTemporaryDirectory() + "breakit21-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (code, err) = errorOf(["run", "--traces", "1", "--corpus", dir, "--sarif", dir + "/C01.trace"])
    expectEqual(code, .usage)
    #expect(err.hasSuffix("is a trace file in the corpus folder: it would be read as a trace\n"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/C01.trace"))
  }
}
