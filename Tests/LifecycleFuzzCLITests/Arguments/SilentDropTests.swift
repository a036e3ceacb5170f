import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Options whose values used to be dropped or contradicted silently: each is one error line and exit 2, before any
/// work and with nothing written.
@Suite("Silent drops: 'all' in a list, two answers to a flag, contradicting options, colliding outputs")
struct SilentDropTests {
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

  @Test("a flag answered twice differently, in one profile, against --flag or in replay, is an error")
  func twoAnswersToAFlag() {
    let run = ["run", "--strategy", "subview-tag", "--traces", "10", "--no-corpus", "-q"]
    let conflict = "gives 'doubleResign' two answers (true and false); one answer per flag\n"
    #expect(
      errorOf(run + ["--profile", "iphone-ios17-scenes+doubleResign=true", "--flag", "doubleResign=false"])
        == (.usage, "error: profile 'iphone-ios17-scenes+doubleResign=true' with --flag " + conflict))
    #expect(
      errorOf(run + ["--flag", "doubleResign=false", "--profile", "iphone-ios17-scenes+doubleResign=true"])
        == (.usage, "error: profile 'iphone-ios17-scenes+doubleResign=true' with --flag " + conflict))
    let both = "iphone-ios17-scenes+doubleResign=true+doubleResign=false"
    #expect(errorOf(run + ["--profile", both]) == (.usage, "error: profile '\(both)' " + conflict))
    #expect(
      errorOf([
        "replay", "--strategy", "subview-tag", "--profile", both, "--expect", "holds", "--events", "launch",
      ]) == (.usage, "error: profile '\(both)' " + conflict))
    // The same answer twice is refused too, as `--flag` twice is (one rule: ``FlagAnswer``).
    let same = errorOf([
      "run", "--strategy", "subview-tag", "--traces", "1", "--no-corpus", "-q", "--profile",
      "iphone-ios17-scenes+doubleResign=true", "--flag", "doubleResign=true",
    ])
    #expect(
      same == (
        .usage, "error: profile 'iphone-ios17-scenes+doubleResign=true' with --flag gives 'doubleResign' twice\n"
      ))
  }

  @Test("empty or repeated list names, --verbose with --quiet and arguments after --version are errors")
  func contradictingOptions() {
    #expect(
      errorOf(["run", "--profile", ",iphone-ios17-scenes"])
        == (.usage, "error: --profile has an empty name in ',iphone-ios17-scenes' (names joined by commas)\n"))
    #expect(errorOf(["run", "--platform", "ios,ios"]) == (.usage, "error: --platform names 'ios' twice\n"))
    #expect(
      errorOf(["run", "--verbose", "--quiet"])
        == (.usage, "error: --verbose and --quiet cannot be given together (the report is either full or short)\n"))
    #expect(
      errorOf(["merge", "-q", "-v", "x.results"])
        == (.usage, "error: --verbose and --quiet cannot be given together (the report is either full or short)\n"))
    #expect(errorOf(["--version", "extra"]) == (.usage, "error: --version takes no arguments, not 'extra'\n"))
  }

  @Test("--print-break-set with an output file is refused (it would write none of them)")
  func breakSetWithOutputs() {
    let dir = NSTemporaryDirectory() + "silentdrop-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for option in ["--junit", "--sarif", "--results"] {
      #expect(
        errorOf(["run", "--print-break-set", option, dir + "/out", "--traces", "1"])
          == (
            .usage,
            "error: --print-break-set and \(option) cannot be given together (the break set is printed instead of "
              + "the report and its files)\n"
          ))
    }
    #expect(!FileManager.default.fileExists(atPath: dir))
  }

  /// A breaker's (thirty-third session): a run cut short printed a partial break set with exit 0, and
  /// scripts/expected-failures.sh --write would have dropped the lines it did not reach from the catalogs.
  @Test("--print-break-set prints nothing for a run cut short (exit 4) or a shard (exit 2)")
  func breakSetOfPartOfARun() {
    #expect(
      errorOf(["run", "--print-break-set", "--strategy", "subview-tag", "--traces", "20", "--time-budget", "0"])
        == (
          .incomplete,
          "error: the run is incomplete (time budget of 0 s ran out): no break set is printed, as it would lack what "
            + "the run did not reach\n"
        ))
    #expect(
      errorOf(["run", "--print-break-set", "--strategy", "subview-tag", "--traces", "20", "--shard", "1/2"])
        == (
          .usage,
          "error: --print-break-set and --shard cannot be given together (a shard's break set lacks what the other "
            + "shards reach)\n"
        ))
  }

  @Test("bench shrink of a corpus folder that is not there is an error, not a silent pass")
  func benchShrinkNeedsItsCorpus() {
    #expect(
      errorOf(["bench", "shrink", "--corpus", "/nonexistent-lf-corpus"])
        == (.usage, "error: /nonexistent-lf-corpus: no corpus folder to measure shrinking on\n"))
  }

  @Test("no output may name a corpus trace (any subfolder, through a link) or another output")
  func outputsCollide() throws {
    let dir = NSTemporaryDirectory() + "silentdrop-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir + "/c/android", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let trace = dir + "/c/android/A01.trace"
    try "kept\n".write(toFile: trace, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/c")
    let run = ["run", "--strategy", "subview-tag", "--traces", "10", "--no-corpus"]
    #expect(
      errorOf(run + ["--corpus", dir + "/c", "--junit", trace])
        == (.usage, "error: --junit '\(trace)' is a trace file in the corpus folder: it would be read as a trace\n"))
    #expect(
      errorOf(run + ["--corpus", dir + "/link", "--sarif", trace])
        == (.usage, "error: --sarif '\(trace)' is a trace file in the corpus folder: it would be read as a trace\n"))
    let viaLink = dir + "/link/android/A01.trace"
    #expect(
      errorOf(run + ["--corpus", dir + "/c", "--results", viaLink])
        == (.usage, "error: --results '\(viaLink)' is a trace file in the corpus folder: it would be read as a trace\n")
    )
    #expect(
      errorOf(run + ["--corpus", dir + "/c", "--junit", dir + "/r.xml", "--sarif", dir + "/link/../r.xml"])
        == (.usage, "error: --sarif and --junit name the same file ('\(dir)/link/../r.xml', '\(dir)/r.xml')\n"))
    try expectEqual(String(contentsOfFile: trace, encoding: .utf8), "kept\n")
    // compare guards the tool's corpus folder and its own outputs alike.
    let compare = ["compare", "--strategy", "subview-tag", "--traces", "10"]
    #expect(
      errorOf(compare + ["--html", "corpus/not-there.trace"])
        == (
          .usage,
          "error: --html 'corpus/not-there.trace' is a trace file in the corpus folder: it would be read as a trace\n"
        ))
    #expect(
      errorOf(compare + ["--markdown", dir + "/r.md", "--json", dir + "/r.md"])
        == (.usage, "error: --json and --markdown name the same file ('\(dir)/r.md', '\(dir)/r.md')\n"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/r.md"))
  }

  @Test("a baseline line naming an unknown strategy, profile or event is an error at its line")
  func baselineNamesMustExist() throws {
    let dir = NSTemporaryDirectory() + "silentdrop-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/b.baseline"
    func error(_ signature: String) throws -> (ExitCode, String) {
      try "lifecycle-fuzz baseline 1\n\(signature)\tknown\n".write(toFile: file, atomically: true, encoding: .utf8)
      return errorOf(["run", "--strategy", "subview-tag", "--traces", "1", "--no-corpus", "--baseline", file])
    }
    #expect(
      try error("stranded-cover | nosuch | iphone-ios17-scenes | launch · goHome")
        == (.usage, "error: \(file):2: unknown strategy 'nosuch' (see 'lifecycle-fuzz list strategies')\n"))
    #expect(
      try error("stranded-cover | subview-tag | iphone-ios99-scenes | launch · goHome")
        == (.usage, "error: \(file):2: unknown iOS version '99' (expected 9 to 27, optionally with a minor version)\n")
    )
    #expect(
      try error("stranded-cover | subview-tag | iphone-ios17-scenes | launch · goHom")
        == (.usage, "error: \(file):2: unknown event 'goHom' (see 'lifecycle-fuzz list events')\n"))
    // An adversarial tester's line: an iOS strategy under Android's name is said as such, not as unknown.
    #expect(
      try error("android | recents-leak | subview-tag | phone-api31-views | launch · openRecents")
        == (
          .usage,
          "error: \(file):2: 'subview-tag' is an iOS strategy, not Android's: its entries start with the invariant, "
            + "without 'android | ' (as run --update-baseline writes them)\n"
        ))
  }

}
