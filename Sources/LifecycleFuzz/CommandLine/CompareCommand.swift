import CoverStrategies
import Foundation
import ShieldModel

/// `lifecycle-fuzz compare`: every selected strategy on the same generated traces.
extension CommandLineTool {
  static let compareHelp = """
    USAGE: lifecycle-fuzz compare [options]

    Generates traces once per profile (against the app without a strategy), replays each against
    the selected strategies on that profile and reports, per strategy, profile, invariant and capture kind: the
    failure rate with a 95% Wilson interval, traces and steps to the first failure, exposure
    (virtual seconds sensitive content was visible), false-positive cover time, and a minimized
    counterexample per failing cell. Prints Markdown unless an output file is given.

    OPTIONS:
      --seed <n>          seed, 0 to 2^64-1 (default 20261129)
      --traces <n>        traces per profile (default 200)
      --max-length <n>    longest trace in events (default 24)
      --strategy <names>  comma-separated strategy names; commas inside [...] belong to the name
                          (default: all built-in)
      --profile <names>   comma-separated profiles, or 'all' for every built-in profile: every
                          strategy runs on each, its own marked † (default: each strategy on its
                          own profile only)
      --markdown <file>   write the Markdown report to <file>
      --json <file>       write the JSON report (docs/compare-json-schema.md) to <file>
      --html <file>       write the standalone HTML report with timelines to <file>
      -h, --help          show this help

    """

  static func compare(_ args: [String], _ console: Console) throws -> ExitCode {
    if wantsHelp(args) {
      console.out(compareHelp)
      return .success
    }
    var config = ComparisonConfiguration()
    var outputs: [(format: String, path: String)] = []
    var i = 0
    while i < args.count {
      switch args[i] {
      case "--seed":
        let v = try value(args, &i)
        guard let s = UInt64(v) else { throw UsageError("--seed takes a whole number from 0 to 2^64-1, not '\(v)'") }
        config.seed = s
      case "--traces": config.traces = try positive(try value(args, &i), "--traces", max: 1_000_000)
      case "--max-length": config.maxLength = try positive(try value(args, &i), "--max-length", max: 100_000)
      case "--strategy":
        config.strategies = try splitStrategyNames(try value(args, &i)).map { name in
          guard let d = StrategyCatalog.descriptor(named: name) else {
            throw UsageError("unknown strategy '\(name)' (see 'lifecycle-fuzz list strategies')")
          }
          return d
        }
      case "--profile":
        let v = try value(args, &i)
        config.profiles = v == "all" ? Profile.builtIn : []
        for name in v == "all" ? [] : v.split(separator: ",") {
          do { config.profiles.append(try Profile(named: String(name))) } catch { throw UsageError(error.description) }
        }
      case "--markdown", "--json", "--html":
        let flag = args[i]
        outputs.append((String(flag.dropFirst(2)), try value(args, &i)))
      default:
        throw UsageError("unknown option '\(args[i])' for compare")
      }
      i += 1
    }
    let report = Comparison(configuration: config).run()
    if outputs.isEmpty { console.out(ComparisonMarkdown.text(report)) }
    for (format, path) in outputs {
      let text: String
      switch format {
      case "json": text = ComparisonJSON.text(report)
      case "html": text = ComparisonHTML.text(report)
      default: text = ComparisonMarkdown.text(report)
      }
      do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw UsageError("cannot write \(path): \(error.localizedDescription)")
      }
      console.out("wrote \(path)\n")
    }
    return .success
  }
}
