import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import LifecycleFuzzCLI

/// The shared scanner words every message; these are the texts the tool printed before it.
@Suite("Argument scanner")
struct ArgumentScannerTests {
  @Test("values, whole numbers, seeds and profile lists, with their messages")
  func messages() throws {
    var s = ArgumentScanner(["--traces", "0", "--seed", "-1", "--jobs", "--profile", "all", "--x"])
    expectEqual(s.next(), "--traces")
    let range = "a whole number from 1 to 9"
    #expect(throws: ArgumentError.invalidValue(option: "--traces", value: "0", expected: range)) {
      try s.wholeNumber(for: "--traces", max: 9)
    }
    expectEqual(s.next(), "--seed")
    #expect(throws: ArgumentError.self) { try s.seed(for: "--seed") }
    expectEqual(s.next(), "--jobs")
    #expect(throws: ArgumentError.missingValue(option: "--jobs")) { try s.value(for: "--jobs") }
    expectEqual(s.next(), "--profile")
    var options = PlatformOptions()
    let provider = CommandLineTool().strategies
    #expect(try options.take("--profile", &s, command: "run", provider: provider))
    expectEqual(options.profileNames, ["all"])
    try expectEqual(
      PlatformSelection(IOSPlatform.builtIn, options, provider: provider, seed: 0).profiles, Profile.builtIn)
    expectEqual(s.next(), "--x")
    #expect(s.isAtEnd)
    let seed = ArgumentError.invalidValue(option: "--seed", value: "-1", expected: "a whole number from 0 to 2^64-1")
    expectEqual(seed.description, "--seed takes a whole number from 0 to 2^64-1, not '-1'")
    expectEqual(ArgumentError.missingValue(option: "--jobs").description, "--jobs needs a value")
    expectEqual(ArgumentError.unknownOption("--x", command: "run").description, "unknown option '--x' for run")
    // replay and explain read a trace's flags from its profile: the error says where to give them.
    let flag = ArgumentError.unknownOption("--flag", command: "explain").description
    #expect(flag.hasPrefix("unknown option '--flag' for explain: a trace's flags are its profile's, so give them"))
  }

  @Test("strategy names split at commas outside brackets")
  func strategyNames() {
    let names = ArgumentScanner.strategyNames("a,cover[on=resign,via=subview],,b")
    expectEqual(names, ["a", "cover[on=resign,via=subview]", "b"])
  }
}
