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
           lifecycle-fuzz compare [options]
           lifecycle-fuzz explain <file> [--format text|markdown|html]
           lifecycle-fuzz list [strategies|events|invariants|profiles]
           lifecycle-fuzz <command> --help

    With no command, runs every built-in strategy on its defaults and prints, per strategy, each
    invariant broken (with a minimized counterexample saved under corpus/) or held. `compare`
    runs strategies side by side on the same traces (Markdown, JSON, HTML); `explain` shows a
    trace's timeline step by step.

    EXIT CODES: 0 no new failure, 1 new failure (replay: a verdict differs), 2 usage or input
    error, 3 coverage floor missed, 4 incomplete run.

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
      --corpus <dir>      where counterexamples are written (default corpus)
      --no-corpus         write nothing
      -h, --help          show this help

    """

  static let replayHelp = """
    USAGE: lifecycle-fuzz replay <file-or-folder>...

    Replays trace files (folders: every .trace file inside) and compares each verdict with the
    one the file records. Exit 1 if any differs or a trace is no longer possible.

    """

  static let listHelp = """
    USAGE: lifecycle-fuzz list [strategies|events|invariants|profiles]

    Lists the built-in strategies, the event vocabulary, the invariants or the profile names
    (all four when no topic is given).

    """

  /// Runs the tool with `arguments` (without the program name), writing to `console`.
  ///
  /// - Returns: the exit code.
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
      case "list": return try list(args, console)
      case "compare": return try compare(args, console)
      case "explain": return try explain(args, console)
      case "bench": return try BenchCommand.run(args, console)
      case "help":
        console.out(toolHelp)
        return .success
      default:
        throw UsageError("unknown command '\(command)' (expected run, replay, compare, explain, list or help)")
      }
    } catch let error as UsageError {
      console.err("error: \(error.message)\nSee 'lifecycle-fuzz --help'.\n")
      return .usage
    } catch let error as TraceFileError {
      console.err("error: \(error.description)\n")
      return .usage
    } catch {
      console.err("error: \(error)\n")
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
    if args == ["--help"] || args == ["-h"] || (wantsHelp(args) && args.count == 1) {
      console.out(runHelp)
      return .success
    }
    var config = RunConfiguration()
    var familySample = 0
    var sweep: [Profile] = []
    var i = 0
    while i < args.count {
      switch args[i] {
      case "-h", "--help":
        console.out(runHelp)
        return .success
      case "--seed":
        let v = try value(args, &i)
        guard let s = UInt64(v) else { throw UsageError("--seed takes a whole number from 0 to 2^64-1, not '\(v)'") }
        config.seed = s
      case "--traces": config.tracesPerStrategy = try positive(try value(args, &i), "--traces", max: 10_000_000)
      case "--max-length": config.maxLength = try positive(try value(args, &i), "--max-length", max: 100_000)
      case "--strategy":
        let names = splitStrategyNames(try value(args, &i))
        config.strategies = try names.map { name in
          if let problem = StrategyCatalog.familyNameError(name) { throw UsageError(problem) }
          guard let d = StrategyCatalog.descriptor(named: name) else {
            throw UsageError("unknown strategy '\(name)' (see 'lifecycle-fuzz list strategies')")
          }
          return d
        }
      case "--profile":
        let v = try value(args, &i)
        sweep = v == "all" ? Profile.builtIn : []
        for name in v == "all" ? [] : v.split(separator: ",") {
          do { sweep.append(try Profile(named: String(name))) } catch { throw UsageError(error.description) }
        }
      case "--flag":
        let v = try value(args, &i)
        let pair = v.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2, let b = Bool(pair[1]) else { throw UsageError("--flag takes name=true or name=false, not '\(v)'") }
        guard PlatformFlags.names.contains(pair[0]) else {
          throw UsageError(ProfileError.unknownFlag(pair[0]).description)
        }
        config.flagOverrides.append((pair[0], b))
      case "--family":
        familySample = try positive(try value(args, &i), "--family", max: CoverFamily.count)
      case "--corpus": config.corpusDirectory = try value(args, &i)
      case "--no-corpus": config.corpusDirectory = nil
      default:
        throw UsageError("unknown option '\(args[i])' for run")
      }
      i += 1
    }
    if familySample > 0 {
      // Searching strategies too: sampled family members replace the default list (or join
      // an explicit --strategy list).
      let sampled = FamilySampler.sample(count: familySample, seed: config.seed)
      config.strategies = (args.contains("--strategy") ? config.strategies : []) + sampled
    }
    var results: [StrategyResult] = []
    for profile in sweep.isEmpty ? [nil] : sweep.map(Optional.some) {
      config.profile = profile
      results += try Campaign(configuration: config).run()
    }
    // The flag-dependence section goes before the report's closing summary line.
    var report = RunReport.text(configuration: config, results: results)
    if let cut = report.dropLast().lastIndex(of: "\n") {
      report.insert(contentsOf: FlagDependence.report(results).dropFirst(), at: report.index(after: cut))
    }
    console.out(report)
    return results.contains { $0.findings.contains(where: \.isNew) } ? .failure : .success
  }

  static func replay(_ args: [String], _ console: Console) throws -> ExitCode {
    if wantsHelp(args) {
      console.out(replayHelp)
      return .success
    }
    if let flag = args.first(where: { $0.hasPrefix("-") }) { throw UsageError("unknown option '\(flag)' for replay") }
    guard !args.isEmpty else { throw UsageError("replay needs at least one trace file or folder") }
    let paths = Replay.expand(args)
    for p in args where !FileManager.default.fileExists(atPath: p) {
      throw TraceFileError(file: p, line: 0, message: "no such file or folder")
    }
    var failed = 0
    for path in paths {
      let result = try Replay.replay(path: path)
      console.out(result.summary + "\n")
      if !result.matches { failed += 1 }
    }
    console.out("\(paths.count - failed) passed, \(failed) failed\n")
    return failed == 0 ? .success : .failure
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
