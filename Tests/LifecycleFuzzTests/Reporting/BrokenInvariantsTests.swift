import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `explain`'s section of every invariant a trace breaks (a new user's report: the first failure masks the rest,
/// and `--skip-invariant` was the only way to see them). Three replays of short traces, one per invariant, plus the
/// flag replays of each broken one: well under a second.
@Suite("Every invariant a trace breaks")
@MainActor struct BrokenInvariantsTests {
  static func trace(_ text: String) throws -> (Trace<IOSPlatform>, StrategyDescriptor) {
    let trace = try Trace<IOSPlatform>(parsing: "lifecycle-fuzz trace 1\n" + text, file: "t.trace")
    return (trace, try #require(StrategyCatalog.descriptor(named: trace.strategy)))
  }

  @Test("a snapshot leak on the return masks a blocked touch and a lost focus after it: all three, in step order")
  func masked() throws {
    let (trace, strategy) = try Self.trace(
      "strategy: secure-layer\nprofile: iphone-ios17-flutter3.29\nexpect: snapshot-leak\n"
        + "backgroundLaunch\nreturnToApp\ntouch(0.5, 0.5)\n")
    // The run's verdict is the first failure alone.
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile)
    expectEqual(runner.run(trace.events).verdict, .broken(.snapshotLeak))
    let report = BrokenInvariants.find(trace, strategy: strategy)
    expectEqual(report.entries.map(\.invariant), ["snapshot-leak", "touch-blocked", "focus-lost"])
    expectEqual(report.entries.map(\.step), [1, 2, 2])
    #expect(report.end == nil)
    expectEqual(
      report.textLines(),
      [
        "every invariant the trace breaks, each checked alone (past the others' failures):",
        "  step 1 (returnToApp): snapshot-leak; depends on: no open question",
        "      └ switcherSnapshot (on disk only: no switcher card, MASTG-KNOW-0099) of scene A at t=0 s shows",
        "        sensitive content at 96 of 160 points",
        "  step 2 (touch(0.5, 0.5)): touch-blocked; depends on: no open question",
        "      └ touch on scene A reached <UITextField> instead of content",
        "  step 2 (touch(0.5, 0.5)): focus-lost; depends on: no open question",
        "      └ scene A has first responder <UITextField> instead of none",
      ])
    expectEqual(
      report.markdown.split(separator: "\n").suffix(2),
      [
        "| 2 | touch(0.5, 0.5) | touch-blocked | no open question | touch on scene A reached &lt;UITextField&gt; instead of content |",
        "| 2 | touch(0.5, 0.5) | focus-lost | no open question | scene A has first responder &lt;UITextField&gt; instead of none |",
      ])
  }

  @Test("each invariant names the flags its own verdict rests on")
  func flags() throws {
    let (trace, strategy) = try Self.trace(
      "strategy: subview-tag\nprofile: iphone-ios17-scenes+suggestionBarShowsFieldText=true\n"
        + "expect: snapshot-leak\nlaunch\nkeyboardShow\ngoHome\n")
    let report = BrokenInvariants.find(trace, strategy: strategy)
    expectEqual(report.entries.map(\.title), ["step 3 (settle): snapshot-leak"])
    expectEqual(
      report.entries.first?.dependences.map(\.text),
      [
        "suggestionBarShowsFieldText=true (unverified, no confirming source)",
        "hardwareKeyboard=false (a setting, not a platform fact)",
      ])
  }

  @Test("a crash ends the replay: the section says where, and checks nothing after it")
  func crashEnds() throws {
    let text = try String(contentsOfFile: corpusDirectory + "/C11-async-presented-cover.trace", encoding: .utf8)
    let trace = try Trace<IOSPlatform>(parsing: text, file: "C11.trace")
    let strategy = try #require(StrategyCatalog.descriptor(named: trace.strategy))
    let report = BrokenInvariants.find(trace, strategy: strategy)
    expectEqual(
      report.textLines(),
      [
        "every invariant the trace breaks, each checked alone (past the others' failures):",
        "  step 4 (openControlCenter): crash; depends on: no open question",
        "      └ trap: Application tried to present modally a view controller that is already being presented",
        "the replay ends at step 5 (runMainQueue), which cannot happen: the app has crashed; no later step is",
        "  checked",
      ])
  }

  @Test("wrapping keeps every character: breaks after spaces, commas and hyphens, whole list items")
  func wrapping() {
    expectEqual(TextWrapping.pieces("snapshot A,snapshot B", width: 16), ["snapshot A,", "snapshot B"])
    expectEqual(TextWrapping.pieces("invisible-presentation", width: 17), ["invisible-", "presentation"])
    expectEqual(TextWrapping.pieces("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
    expectEqual(TextWrapping.lines("aaa bbb ccc", width: 7, indent: "  "), ["aaa bbb", "  ccc"])
    expectEqual(
      TextWrapping.list(["post X", "post Y", "z"], prefix: "c: ", width: 14, indent: "  "),
      ["c: post X,", "  post Y, z"])
  }
}
