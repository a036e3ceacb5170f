import CoverStrategies
import Foundation
import ShieldModel

/// The `lifecycle-fuzz` command: `run` (the default), `replay`, `compare`, `explain`, `list`,
/// `help`.
public enum CommandLineTool {
  static let toolHelp = """
    lifecycle-fuzz: finds the bugs in iOS privacy screens by fuzzing lifecycle interleavings
    against a model of UIKit.

    USAGE: lifecycle-fuzz [run] [options]
           lifecycle-fuzz replay <file-or-folder>...
           lifecycle-fuzz merge [--corpus <dir>] <results-file-or-corpus-folder>...
           lifecycle-fuzz minimize <file-or-folder>...
           lifecycle-fuzz explore --depth <k> [--strategy <names>] [--profile <name>]
           lifecycle-fuzz compare [options]
           lifecycle-fuzz explain <file> [--format text|markdown|html]
           lifecycle-fuzz list [strategies|events|invariants|profiles]
           lifecycle-fuzz <command> --help

    With no command, runs every built-in strategy on its defaults and prints, per strategy, each
    invariant broken (with a minimized counterexample saved under corpus/) or held. `compare`
    runs strategies side by side on the same traces (Markdown, JSON, HTML); `explain` shows a
    trace's timeline step by step.

    EXIT CODES: 0 no new failure, 1 new failure (replay: a verdict differs or a trace is stale),
    2 usage or input error, 3 coverage floor missed, 4 incomplete run (time budget or SIGINT),
    5 counterexample found but not saved to the corpus (its trace text is printed).

    """

  static let runHelp = """
    USAGE: lifecycle-fuzz run [options]

    Fuzzes strategies with generated lifecycle traces, shrinks each failure to a minimal
    counterexample and writes it to the corpus as soon as it is found.

    OPTIONS:
      --seed <n>          run seed, 0 to 2^64-1 (default 20261129)
      --traces <n>        traces per strategy (default 400)
      --max-length <n>    longest trace in events (default 24)
      --strategy <names>  comma-separated strategy names, built-in or family members such as
                          'cover[on=resign,via=subview,off=becomeActive]' (default: all built-in)
      --family <n>        also search strategies: fuzz n members of the parametric family, drawn
                          from the seed (without --strategy, only those)
      --profile <names>   platform profile(s): a name, a comma list, or 'all' for every
                          built-in profile (default: each strategy's own)
      --flag <name=value> answer an open question the other way (repeatable; see
                          'lifecycle-fuzz list profiles')
      --corpus <dir>      the corpus: read to label known counterexamples, written to with
                          new ones (default corpus)
      --no-corpus         write nothing; the corpus is still read (if it exists), so its
                          signatures are reported as known
      --jobs <n>          worker processes (default: one per core, at most 4); output is the
                          same for any n
      --shard <k>/<n>     run blocks k, k+n, k+2n... of the run (a CI matrix of n machines)
      --results <file>    also write the raw block results, for 'merge'
      --max-steps <n>     step budget per strategy (deterministic)
      --time-budget <s>   wall-clock budget in seconds; when it runs out: INCOMPLETE, exit 4
      --coverage-floor <p> exit 3 when a strategy visits under p% of abstract states
      --show-coverage     list the abstract states never reached
      --junit <file>      write JUnit XML (one test case per strategy and invariant)
      --block-size <n>    traces per block, the unit of jobs and shards (default 100)
      -h, --help          show this help

    SIGINT (Ctrl-C) stops the run: everything found so far is kept and the run exits 4.

    """

  static let replayHelp = """
    USAGE: lifecycle-fuzz replay <file-or-folder>...

    Replays trace files (folders: every .trace file inside) and compares each verdict with the
    one the file records, and each step's state with the file's checkpoints. Exit 1 if a
    verdict differs or a trace is stale (an event is no longer possible, or the state diverges
    from a checkpoint: the step and the fields that differ are printed).

           lifecycle-fuzz replay --strategy <name> --profile <name> --expect <verdict> --events '<e1 · e2 ...>'
    replays events given inline.

    """

  static let listHelp = """
    USAGE: lifecycle-fuzz list [strategies|events|invariants|profiles]

    Lists the built-in strategies, the event vocabulary, the invariants or the profile names
    (all four when no topic is given).

    """

  /// Runs the tool with `arguments` (without the program name), writing to `console`.
  ///
  /// - Returns: the exit code.
  /// Worker processes `run` uses without `--jobs`. The executable sets one per core (at most 4);
  /// it stays 1 in-process, where there is no `lifecycle-fuzz` binary to start workers from.
  public static var defaultJobs = 1

  public static func main(arguments: [String], console: Console = .standard) -> ExitCode {
    var args = arguments
    if args.first == "-h" || args.first == "--help" {
      console.out(toolHelp)
      return .success
    }
    let command: String
    if let first = args.first, !first.hasPrefix("-") {
      command = first
      args.removeFirst()
    } else {
      command = "run"
    }
    do {
      switch command {
      case "run": return try run(args, console)
      case "replay": return try replay(args, console)
      case "merge", "minimize", "explore", "worker", "measure-shrink": return try EngineCommands.dispatch(command, args, console)
      case "list": return try list(args, console)
      case "compare": return try compare(args, console)
      case "explain": return try explain(args, console)
      case "bench": return try BenchCommand.run(args, console)
      case "help":
        console.out(toolHelp)
        return .success
      default:
        throw UsageError("unknown command '\(command)' (expected run, replay, merge, minimize, explore, compare, explain, list or help)")
      }
    } catch let error as UsageError {
      console.err("error: \(Console.oneLine(error.message))\n")
      return .usage
    } catch let error as TraceFileError {
      console.err("error: \(Console.oneLine(error.description))\n")
      return .usage
    } catch {
      console.err("error: \(Console.oneLine(String(describing: error)))\n")
      return .usage
    }
  }

  static func wantsHelp(_ args: [String]) -> Bool { args.contains("-h") || args.contains("--help") }

  static func value(_ args: [String], _ i: inout Int) throws -> String {
    let flag = args[i]
    i += 1
    guard i < args.count, !args[i].hasPrefix("--") else { throw UsageError("\(flag) needs a value") }
    return args[i]
  }

  static func positive(_ text: String, _ flag: String, max: Int) throws -> Int {
    guard let n = Int(text), n >= 1, n <= max else {
      throw UsageError("\(flag) takes a whole number from 1 to \(max), not '\(text)'")
    }
    return n
  }

  static func run(_ args: [String], _ console: Console) throws -> ExitCode {
    if wantsHelp(args) {
      console.out(runHelp)
      return .success
    }
    let options = try RunOptions.parse(args, command: "run")
    return try RunCommand.execute(options, console)
  }

  static func replay(_ args: [String], _ console: Console) throws -> ExitCode {
    if wantsHelp(args) {
      console.out(replayHelp)
      return .success
    }
    if args.first == "--strategy" { return try EngineCommands.replayInline(args, console) }
    if let flag = args.first(where: { $0.hasPrefix("-") }) { throw UsageError("unknown option '\(flag)' for replay") }
    guard !args.isEmpty else { throw UsageError("replay needs at least one trace file or folder") }
    let paths = Replay.expand(args)
    for p in args where !FileManager.default.fileExists(atPath: p) {
      throw TraceFileError(file: p, line: 0, message: "no such file or folder")
    }
    guard !paths.isEmpty else { throw UsageError("no .trace files in \(args.joined(separator: ", "))") }
    // A file that cannot be read is reported and skipped, so one bad file does not hide the
    // verdicts of the others; the exit code still says the input was bad.
    var failed = 0, unreadable = 0
    for path in paths {
      do {
        let result = try Replay.replay(path: path)
        console.out(result.summary + "\n")
        if !result.matches { failed += 1 }
      } catch {
        console.err("error: \(Console.oneLine(error.description))\n")
        unreadable += 1
      }
    }
    let passed = paths.count - failed - unreadable
    console.out("\(passed) passed, \(failed) failed\(unreadable > 0 ? ", \(unreadable) unreadable" : "")\n")
    return unreadable > 0 ? .usage : failed == 0 ? .success : .failure
  }

  static func list(_ args: [String], _ console: Console) throws -> ExitCode {
    if wantsHelp(args) {
      console.out(listHelp)
      return .success
    }
    guard args.count <= 1 else { throw UsageError("list takes at most one topic") }
    let topics = args.isEmpty ? ["strategies", "events", "invariants", "profiles"] : args
    var out = ""
    for topic in topics {
      switch topic {
      case "strategies":
        out += StrategyListing.text

      case "events":
        out += "EVENTS\n"
        for e in SystemEvent.catalog { out += "  \(RunReport.pad(e.syntax, 48)) \(e.meaning)\n" }
      case "invariants":
        out += "INVARIANTS\n"
        for inv in Invariant.allCases { out += "  \(RunReport.pad(inv.rawValue, 15)) \(inv.summary)\n" }
      case "profiles":
        out += "PROFILES  <device>-ios<version>-<structure>[+flag=value...]\n"
        out += "  devices:    \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", "))\n"
        out += "  versions:   13 to 27, optionally with a minor version (17.4, 26.5)\n"
        out += "  structures: appdelegate, scenes, swiftui, flutter3.<minor> (scenes from 3.41)\n"
        out += "  built-in (--profile all):\n"
        for p in Profile.builtIn { out += "    \(p.name)\n" }
        out += "  flags (open questions; default shown, iOS-dependent where noted):\n"
        let d17 = PlatformFlags.defaults(for: OSVersion(17)), d18 = PlatformFlags.defaults(for: OSVersion(18))
        for f in PlatformFlags.all {
          let a = d17[keyPath: f.keyPath], b = d18[keyPath: f.keyPath]
          let dflt = a == b ? "\(a)" : "\(a) before iOS 18, \(b) from 18"
          out += "    \(RunReport.pad(f.name, 32)) \(RunReport.pad(dflt, 34)) \(f.question)\n"
        }
      default:
        throw UsageError("unknown list topic '\(topic)' (expected strategies, events, invariants or profiles)")
      }
    }
    console.out(out)
    return .success
  }
}
