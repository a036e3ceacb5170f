import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `--profile` patterns: `*` over the built-in profile names, so "every scene-based profile" or "both iPad
/// modes" is one value instead of a hand-written list.
@Suite("--profile patterns over the built-in profile names")
struct ProfilePatternTests {
  func run(_ args: [String]) -> (code: ExitCode, out: String, err: String) {
    var err = ""
    var out = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = CommandLineTool.main(arguments: args, console: console)
    return (code, out, err)
  }

  let quick = ["--traces", "2", "--no-corpus", "-q"]

  @Test("a pattern runs every built-in profile it matches, each once, on either platform")
  func patternsExpand() {
    let ipad = run(["run", "--strategy", "subview-tag", "--profile", "ipad-*"] + quick)
    expectEqual(ipad.code, .success)
    expectEqual(ipad.out, "iOS: 2 runs of 1 strategy on 2 profiles: 2 hold, 0 fail; 0 failure signatures, 0 new\n")
    // Every scene-based iOS profile: 8 iPhone versions, both iPad modes and the Mac (the Flutter host with scenes
    // included).
    let scenes = run(["run", "--strategy", "subview-tag", "--profile", "*-scenes"] + quick)
    #expect(scenes.out.hasPrefix("iOS: 11 runs of 1 strategy on 11 profiles"))
    // A name a pattern already chose runs once.
    let overlap = run(["run", "--strategy", "subview-tag", "--profile", "ipad-*,ipad-split-ios17-scenes"] + quick)
    #expect(overlap.out.hasPrefix("iOS: 2 runs of 1 strategy on 2 profiles"))
    let android = run(
      ["run", "--platform", "android", "--strategy", "secure-flag-on-create", "--profile", "phone-api34-*"] + quick)
    #expect(android.out.hasPrefix("Android: 4 runs of 1 strategy on 4 profiles"))
  }

  @Test("a pattern that matches nothing, carries +flag answers, or is given to explore is one error line, exit 2")
  func badPatterns() {
    let none = run(["run", "--strategy", "subview-tag", "--profile", "zzz-*"] + quick)
    expectEqual(none.code, .usage)
    expectEqual(none.err, "error: no built-in profile matches 'zzz-*'\n")
    let answered = run(["run", "--strategy", "subview-tag", "--profile", "ipad-*+doubleResign=true"] + quick)
    expectEqual(answered.code, .usage)
    expectEqual(
      answered.err,
      "error: --profile pattern 'ipad-*+doubleResign=true' takes no +answers: give flags with --flag, and a timing"
        + " in each profile's full name (--profile iphone-ios17-scenes+homeGesture=0.5)\n")
    // A timing is no flag: --flag names where it goes (a breaker tried it after the line above's older wording).
    let timing = run(["run", "--strategy", "subview-tag", "--flag", "homeGesture=0.3"] + quick)
    expectEqual(timing.code, .usage)
    expectEqual(
      timing.err,
      "error: --flag takes flags, and 'homeGesture' is a timing: give it in a profile's name"
        + " (--profile iphone-ios17-scenes+homeGesture=0.3)\n")
    let explore = run(["explore", "--depth", "1", "--profile", "*-scenes"])
    expectEqual(explore.code, .usage)
    expectEqual(explore.err, "error: explore takes one --profile, not a list\n")
  }
}
