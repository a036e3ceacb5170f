import Foundation
import Testing

/// A run of one script on two profiles (forty-first session, the s40 new user's `--profile a,b`): the `never reached:`
/// block was printed once per profile with the same lines but the profile's name, and the events' glossary counted the
/// strategy once per profile ("strategies whose findings use it": 2 for one script).
@Suite("run --profile a,b: a block the same on both profiles is printed once", .tags(.slow))
struct TwoProfileBlocksTests {
  @Test("the README's bank script on an iPhone and an iPad: one never-reached block naming both, glossary counts 1")
  func sharedBlocksOnce() throws {
    let dir = try makeTempDirectory()
    let example = try String(
      contentsOfFile: ReadmeScriptQuickStartTests.repository + "/Examples/app-logic/quick-start.logic", encoding: .utf8)
    try example.write(toFile: dir + "/bank.logic", atomically: true, encoding: .utf8)
    let run = try runTool(
      ["run", "--app-logic", "bank.logic", "--no-corpus", "--profile", "iphone-ios17-scenes,ipad-split-ios17-scenes"],
      in: dir)
    #expect(run.status == 1, "\(run.out)\(run.err)")
    let lines = run.out.split(separator: "\n")
    let unreached = lines.filter { $0.hasPrefix("never reached: ") }
    #expect(unreached.count == 1, "\(run.out)")
    #expect(
      unreached.first?.hasPrefix(
        "never reached: bank.logic:8 on unlockTapped if not(prompting), with a condition false (it ran each time,"
          + " its conditions true): cannot run on"
          + " iphone-ios17-scenes, ipad-split-ios17-scenes: unlockTapped is the Unlock button's tap") == true,
      "\(run.out)")
    #expect(
      lines.contains(
        "  (app-logic#07c6b861 on iphone-ios17-scenes, ipad-split-ios17-scenes, 400 traces each: no trace ran it, so no"
          + " verdict above says anything about it)"), "\(run.out)")
    // One script: each event's findings are one strategy's, on either profile.
    let glossary = try #require(lines.firstIndex { $0.hasPrefix("what the events of this run's findings mean") })
    let launch = try #require(lines[glossary...].first { $0.hasPrefix("  launch ") })
    #expect(launch.contains(" (1) "), "\(launch)")
    #expect(!run.out.contains(" (2) "), "\(run.out)")
  }
}
