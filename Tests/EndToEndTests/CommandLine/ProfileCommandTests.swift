import TestExpectations
import Testing

@Suite("Profiles on the command line", .serialized)
struct ProfileCommandTests {
  @Test("list profiles names the built-in profiles and every flag with its default")
  func listProfiles() throws {
    let r = try runTool(["list", "profiles"])
    expectEqual(r.status, 0)
    #expect(r.out.contains("    iphone-ios26-flutter3.41-scenes\n"))
    #expect(r.out.contains("refusesPresentationDuringResign  false before iOS 18, true from 18"))
  }

  @Test(
    "unknown flags and bad flag values are one-line errors with exit 2",
    arguments: [
      (["run", "--flag", "nope=true"], "error: --flag: unknown flag 'nope' (see 'lifecycle-fuzz list flags'"),
      (["run", "--flag", "doubleResign"], "error: --flag takes name=true or name=false, not 'doubleResign'"),
      (["run", "--profile", "iphone-ios17-scenes+nope=true"], "error: unknown flag 'nope' (see 'lifecycle-fuzz list"),
      (
        ["run", "--profile", "iphone-ios17-scenes,ipad-ios17-scenes"],
        "error: unknown device 'ipad' (expected iphone, ipad-split, ipad-stage or mac)"
      ),
    ])
  func badFlags(arguments: [String], prefix: String) throws {
    let r = try runTool(arguments)
    expectEqual(r.status, 2)
    expectEqual(r.err.split(separator: "\n").first.map { $0.hasPrefix(prefix) }, true)
    #expect(r.out.isEmpty)
  }

  @Test("run sweeps a comma list of profiles and names flag-dependent verdicts")
  func sweep() throws {
    let r = try runTool([
      "run", "--strategy", "resign-presented-cover", "--profile", "iphone-ios17-scenes,iphone-ios18-scenes",
      "--traces", "20", "--no-corpus", "--verbose",
    ])
    #expect(
      r.out.contains(
        "resign-presented-cover (source: https://github.com/ionic-team/capacitor-privacy-screen/pull/26) on iphone-ios17-scenes;"
      ))
    #expect(
      r.out.contains(
        "resign-presented-cover (source: https://github.com/ionic-team/capacitor-privacy-screen/pull/26) on iphone-ios18-scenes;"
      ))
    #expect(r.out.contains("depends on: "))
    #expect(r.out.contains("refusesPresentationDuringResign=true (low confidence, 1 source)"))
    // One strategy on two profiles is two runs of one strategy, not two strategies.
    #expect(r.out.contains(" across 2 runs of 1 strategy on 2 profiles ("))
  }
}
