import Foundation
import LifecycleFuzz
import NameSuggestion
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// The command-line habits users expect (issue 28): `--version`, `--option=value`, `-j N`, "did you mean",
/// `help <command>`, `--` ending the options, `--quiet` and `--verbose`.
@Suite("Command-line habits")
struct CommandLineHabitsTests {
  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var out = ""
    var err = ""
    let code = CommandLineTool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  @Test("--version prints the semantic version and the build's commit")
  func version() {
    let r = run(["--version"])
    expectEqual(r.code, .success)
    expectEqual(r.out, "lifecycle-fuzz \(ToolVersion.semantic) (commit \(ToolVersion.commit))\n")
    expectEqual(ToolVersion.semantic.split(separator: ".").count, 3)
    // A build in a git checkout names its commit: 12 hex digits, `+dirty` with uncommitted changes.
    let hex = ToolVersion.commit.prefix { $0 != "+" }
    #expect(ToolVersion.commit == "unknown" || (hex.count == 12 && hex.allSatisfy(\.isHexDigit)))
  }

  @Test("--option=value is --option value; -j N and -jN are --jobs N; -- ends the options")
  func normalized() {
    expectEqual(
      CommandLineTool.normalized(["run", "--seed=5", "--flag=doubleResign=true", "-j", "2", "-j3", "--", "--x=1"]),
      ["run", "--seed", "5", "--flag", "doubleResign=true", "--jobs", "2", "--jobs", "3", "--", "--x=1"])
    let r = run(["run", "--seed=5", "--traces=20", "--strategy=subview-tag", "--no-corpus", "--quiet"])
    expectEqual(r.code, .success)
    expectEqual(
      r.out, run(["run", "--seed", "5", "--traces", "20", "--strategy", "subview-tag", "--no-corpus", "-q"]).out)
  }

  @Test(
    "a mistyped option, command, strategy, profile, flag, invariant or list topic gets a suggestion",
    arguments: [
      (["run", "--seeed", "5"], "error: unknown option '--seeed' for run (did you mean '--seed'?)\n"),
      (["compare", "--tracs", "5"], "error: unknown option '--tracs' for compare (did you mean '--traces'?)\n"),
      (
        ["runn"],
        "error: unknown command 'runn' (did you mean 'run'?) (expected run, replay, merge, minimize, explore, compare,"
          + " explain, list, bench or help)\n"
      ),
      (
        ["run", "--strategy", "subview-tg"],
        "error: unknown strategy 'subview-tg' (did you mean 'subview-tag'?) (see 'lifecycle-fuzz list strategies')\n"
      ),
      (
        ["run", "--flag", "doubleResgn=true"],
        "error: --flag: unknown flag 'doubleResgn' (did you mean 'doubleResign'?)\n"
      ),
      (
        ["list", "strategie"],
        "error: unknown list topic 'strategie' (did you mean 'strategies'?) (expected strategies, families, events, invariants, profiles, flags or app-logic)\n"
      ),
    ])
  func didYouMean(arguments: [String], message: String) {
    let r = run(arguments)
    expectEqual(r.code, .usage)
    expectEqual(r.err, message)
  }

  @Test("a mistyped profile and invariant are suggested too; a word far from every name is not")
  func suggestionsStayClose() {
    let profile = run(["run", "--profile", "iphone-ios17-scnes"])
    #expect(profile.err.hasSuffix(" (did you mean 'iphone-ios17-scenes'?)\n"))
    let invariant = run(["run", "--invariant", "snapshot-lek"])
    #expect(
      invariant.err.hasPrefix("error: --invariant: unknown invariant 'snapshot-lek' (did you mean 'snapshot-leak'?)"))
    #expect(!run(["run", "--strategy", "zzzzzz"]).err.contains("did you mean"))
    expectEqual(Suggestion.distance("kitten", "sitting"), 3)
    expectEqual(Suggestion.closest(to: "--jobz", among: ["--jobs", "--junit"]), "--jobs")
  }

  @Test("help <command> is <command> --help; help of no command is a usage error")
  func helpCommand() {
    expectEqual(run(["help", "run"]).out, run(["run", "--help"]).out)
    #expect(run(["help", "run"]).out.hasPrefix("USAGE: lifecycle-fuzz run [options]"))
    #expect(run(["help", "replay"]).out.hasPrefix("USAGE: lifecycle-fuzz replay "))
    #expect(run(["help", "rplay"]).err.hasPrefix("error: unknown command 'rplay' (did you mean 'replay'?)"))
    #expect(run(["help"]).out.contains("lifecycle-fuzz help <command>"))
  }

  /// The options each command's parser takes (its `case "--..."` lines and the platform options it hands on), as the
  /// test below checks its help: every replay hint names `replay --events`, which replay's help did not list.
  static let parsedOptions: [(command: String, options: [String])] = [
    (
      "replay",
      [
        "--baseline", "--app-logic", "--keep-fixed", "--today", "--refresh-checkpoints", "--platform", "--strategy",
        "--profile", "--expect", "--events",
      ]
    ),
    (
      "compare",
      [
        "--seed", "--traces", "--max-length", "--strategy", "--app-logic", "--profile", "--platform", "--invariant",
        "--skip-invariant", "--weight", "--review", "--markdown", "--json", "--html", "--sarif", "--flag-pairs",
        "--plugins",
      ]
    ),
    (
      "merge",
      [
        "--corpus", "--no-corpus", "--baseline", "--today", "--app-logic", "--sarif", "--junit", "--verbose",
        "--quiet", "--flag-pairs",
      ]
    ),
    ("explain", ["--format", "--flag-pairs"]),
    (
      "explore",
      [
        "--depth", "--platform", "--strategy", "--app-logic", "--profile", "--flag", "--family", "--lock-family",
        "--invariant", "--skip-invariant", "--weight", "--baseline", "--today", "--max-states", "--max-memory",
      ]
    ),
    (
      "bench",
      ["--strategy", "--profile", "--platform", "--traces", "--steps", "--seconds", "--scenes", "--corpus", "--json"]
    ),
    ("list", ["--platform"]),
  ]

  @Test("each command's help lists every option its parser takes: in its USAGE lines or as an option line")
  func helpListsEveryOption() {
    for (command, options) in Self.parsedOptions {
      let help = run([command, "--help"]).out
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      let usage = lines.prefix { !$0.isEmpty }.joined(separator: "\n") + "\n"
      for option in options {
        // An option line starts with the option (`  --events '<e1 · e2 ...>'  the events`, `  -v, --verbose`).
        let listed = lines.contains { line in
          let words = line.split(separator: " ")
          return line.hasPrefix("  ")
            && (words.first == Substring(option) || words.dropFirst().first == Substring(option))
        }
        let inUsage = [" ", "]", "\n"].contains { usage.contains(option + $0) }
        #expect(listed || inUsage, "\(command) --help does not list \(option)")
      }
    }
  }

  @Test("a user's tool names itself in every help text, not in the file formats the help quotes")
  func helpNamesTheUsersTool() {
    let tool = CommandLineTool(name: "my-cover-fuzz")
    func out(_ arguments: [String]) -> String {
      var out = ""
      _ = tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { _ in }))
      return out
    }
    #expect(
      out(["help", "list"]).hasPrefix(
        "USAGE: my-cover-fuzz list [strategies|families|events|invariants|profiles|flags|app-logic]"))
    expectEqual(out(["list", "--help"]), out(["help", "list"]))
    #expect(out(["run", "--help"]).hasPrefix("USAGE: my-cover-fuzz run [options]"))
    #expect(out(["run", "--help"]).contains("'lifecycle-fuzz baseline 1'"))
    #expect(!out(["run", "--help"]).contains("lifecycle-fuzz list"))
    #expect(
      out(["--help"]).contains(
        "       my-cover-fuzz list [strategies|families|events|invariants|profiles|flags|app-logic]"))
  }

  @Test("after --, a file whose name starts with - is a file, and run takes none")
  func endOfOptions() throws {
    let dir = NSTemporaryDirectory() + "habits-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/-odd.trace"
    try "lifecycle-fuzz trace 2\nstrategy: state-cover\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\ngoHome\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let cwd = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(dir)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
    expectEqual(run(["replay", "-odd.trace"]).err, "error: unknown option '-odd.trace' for replay\n")
    let r = run(["replay", "--", "-odd.trace"])
    expectEqual(r.code, .success)
    expectEqual(r.out, "ok    -odd.trace: holds\n1 passed, 0 failed\n")
    expectEqual(run(["explain", "--", "-odd.trace"]).code, .success)
    expectEqual(run(["run", "--", "x"]).err, "error: run takes no files ('x' follows '--')\n")
  }

  @Test("--quiet prints the summary line and one line per failing strategy; --verbose the full report")
  func quietAndVerbose() {
    let args = ["run", "--strategy", "subview-tag", "--flag", "doubleResign=true", "--traces", "30", "--no-corpus"]
    let quiet = run(args + ["--quiet"])
    expectEqual(quiet.code, .failure)
    let lines = quiet.out.split(separator: "\n").map(String.init)
    expectEqual(lines.first?.hasPrefix("iOS: 1 strategy: 0 hold, 1 fail; "), true)
    // One line for the strategy, whatever it breaks: its invariants, its profile, its signatures.
    #expect(lines.count == 2, "\(quiet.out)")
    expectEqual(lines.last?.hasPrefix("BROKEN "), true)
    expectEqual(lines.last?.contains("stranded-cover"), true)
    expectEqual(lines.last?.contains(": subview-tag on iphone-ios17-scenes+doubleResign=true ("), true)
    #expect(quiet.err.isEmpty)
    // Four profiles: still one line, which counts them; and where the files went, last.
    let dir = NSTemporaryDirectory() + "quiet-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let profiles = run([
      "run", "--strategy", "subview-tag", "--traces", "10", "--jobs", "1", "-q", "--corpus", dir + "/c", "--profile",
      "iphone-ios17-scenes,iphone-ios16-scenes,iphone-ios18-scenes,iphone-ios17-appdelegate", "--junit", dir + "/j.xml",
    ])
    let quietLines = profiles.out.split(separator: "\n").map(String.init)
    #expect(quietLines.filter { $0.hasPrefix("BROKEN ") }.count <= 1, "\(profiles.out)")
    let files = (try? FileManager.default.subpathsOfDirectory(atPath: dir + "/c"))?.filter { $0.hasSuffix(".trace") }
    #expect(
      quietLines.last
        == "files: \(files?.count ?? 0) new counterexample traces in \(dir)/c/, JUnit \(dir)/j.xml", "\(profiles.out)")
    // replay prints one line per trace in any case: -q and -v are named as run's, not asked for a value.
    for option in ["-q", "-v"] {
      let inline = run([
        "replay", option, "--strategy", "subview-tag", "--profile", "iphone-ios17-scenes", "--expect",
        "holds", "--events", "launch",
      ])
      expectEqual(inline.code, .usage)
      #expect(inline.err.hasPrefix("error: replay takes no \(option): it prints one line per trace"), "\(inline.err)")
      expectEqual(run(["replay", option, dir + "/c"]).err, inline.err)
    }
    let verbose = run(args + ["--verbose"])
    #expect(verbose.out.contains("\n  coverage: "))
    #expect(verbose.out.contains("      test: @Test @MainActor func "))
    let normal = run(args)
    #expect(!normal.out.contains("  coverage: "))
    #expect(normal.out.split(separator: "\n").count < verbose.out.split(separator: "\n").count)
  }
}
