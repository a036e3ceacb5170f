import Foundation
import LifecycleFuzz
import LifecycleFuzzBenchmarks

/// `lifecycle-fuzz bench`: throughput, scaling, shrink cost and memory, as a table or JSON.
/// Wall-clock numbers: run it from `scripts/bench.sh` on a release build, never in tests.
enum BenchCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz bench <throughput|model|scaling|shrink|memory> [options]

    Measures the engine and model in wall-clock time (build with -c release first; see
    scripts/bench.sh). Not deterministic by nature; never part of swift test. SIGINT, SIGTERM or
    SIGHUP stop it: the rows printed are kept, it says INCOMPLETE and exits 4.

      throughput   steps and traces per second for the seed strategies and state-cover, each on
                   its default profile
                   (a step: one event on the strategy's device and the baseline, all checks)
      model        the model alone: one device, one event and one display render per step,
                   on traces generated before the clock starts; median of 3 runs
      scaling      cost per step for traces of 100 to 10,000 events and 1 to 8 scenes
      shrink       replays and seconds per shrink for the committed corpus bugs
      memory       peak resident memory after --steps steps of one long run

    OPTIONS:
      --seconds <s>     minimum seconds per throughput measurement (default 2)
      --steps <n>       steps for memory (default 1000000), and for each scaling row of
                        --scenes (default 20000)
      --scenes <n,...>  scaling: only the iPad rows, for these scene counts (1 to 8)
      --corpus <dir>    corpus for shrink (default corpus)
      --strategy <names> throughput and model: these strategies (comma-separated, or 'all' for
                        every built-in one) instead of the seed strategies and state-cover
      --profile <names> throughput and model: on these profiles (comma-separated, or 'all')
                        instead of each strategy's own
      --platform <name> throughput: that platform's strategies (its listed ones, or --strategy's)
                        on their own profiles, through the engine every platform shares
      --traces <n>      throughput: exactly n traces instead of --seconds (a count that does not
                        depend on the clock, for instruction counts)
      --json            print JSON lines instead of a table

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) || args.isEmpty {
      console.out(tool.named(help))
      return args.isEmpty ? .usage : .success
    }
    let topic = args[0]
    var seconds = 2.0
    var steps = 1_000_000
    var corpus = "corpus"
    var json = false
    var names: String?
    var profiles: String?
    var platformName: String?
    var traceCount: Int?
    var sceneCounts: [Int]?
    var stepsGiven = false
    var scanner = ArgumentScanner(Array(args.dropFirst()))
    while let arg = scanner.next() {
      switch arg {
      case "--seconds":
        let v = try scanner.value(for: arg)
        guard let s = DecimalText.number(v), s > 0, s <= 3600 else {
          throw ArgumentError.invalidValue(option: arg, value: v, expected: "0 < s <= 3600")
        }
        seconds = s
      case "--steps":
        steps = try scanner.wholeNumber(for: arg, max: 1_000_000_000)
        stepsGiven = true
      case "--scenes":
        let text = try scanner.value(for: arg)
        sceneCounts = try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
          guard let n = Int(part), (1...8).contains(n) else {
            throw ArgumentError.invalidValue(option: arg, value: text, expected: "scene counts from 1 to 8, e.g. 1,2,4")
          }
          return n
        }
      case "--corpus": corpus = try scanner.value(for: arg)
      case "--json": json = true
      case "--platform": platformName = try scanner.value(for: arg)
      case "--traces": traceCount = try scanner.wholeNumber(for: arg, max: 10_000_000)
      case "--strategy":
        names = try scanner.value(for: arg)
        guard names?.split(separator: ",").isEmpty == false else {
          throw ArgumentError.emptyList(option: arg, noun: "strategy")
        }
      case "--profile":
        let text = try scanner.value(for: arg)
        let names = try PlatformOptions.list(text, option: arg, noun: "profile")
        if names.count > 1 && names.contains("all") { throw ArgumentError.allInList(option: arg, value: text) }
        profiles = text
      default: throw ArgumentError.unknownOption(arg, command: "bench")
      }
    }
    if sceneCounts != nil, topic != "scaling" { throw ArgumentError.message("--scenes applies to bench scaling") }
    if let platformName {
      guard topic == "throughput" else { throw ArgumentError.message("--platform applies to bench throughput") }
      guard let platform = tool.strategies.platforms.first(where: { type(of: $0).name == platformName }) else {
        throw ArgumentError.invalidValue(
          option: "--platform", value: platformName, expected: tool.strategies.platformNames.joined(separator: ", "))
      }
      InterruptHandler.exitOnSignal("INCOMPLETE: bench interrupted; nothing was printed.")
      let measurements = try throughput(platform, names: names, seconds: seconds, traces: traceCount)
      for m in measurements { console.out(json ? m.jsonLine + "\n" : m.tableRow) }
      return .success
    }
    // A shrink bench of a folder that is not there would measure nothing and look like a pass.
    var isFolder: ObjCBool = false
    if topic == "shrink", !FileManager.default.fileExists(atPath: corpus, isDirectory: &isFolder) || !isFolder.boolValue
    {
      throw TraceFileError(file: corpus, line: 0, message: "no corpus folder to measure shrinking on")
    }
    let plan: BenchPlan
    do {
      plan = try BenchSelection(platforms: tool.strategies.platforms).plan(
        topic: topic, names: names, profiles: profiles, defaults: tool.strategies.benchmarked)
    } catch {
      throw ArgumentError.message(error.description)
    }
    #if DEBUG
      console.err(
        "warning: this is a debug build, about 12 times slower; measure with 'swift build -c release' and "
          + ".build/release/lifecycle-fuzz\n"
      )
    #endif
    InterruptHandler.exitOnSignal(
      "INCOMPLETE: bench interrupted; "
        + (json ? "nothing was printed." : "the rows above are complete measurements, the rest were not measured."))
    var results: [Benchmark.Measurement] = []
    plan.run(
      seconds: seconds, traces: traceCount, steps: steps, corpus: corpus, sceneCounts: sceneCounts,
      scalingSteps: sceneCounts != nil && stepsGiven ? steps : 20_000
    ) { m in
      results.append(m)
      if !json { console.out(m.tableRow) }
    }
    if json { for m in results { console.out(m.jsonLine + "\n") } }
    return .success
  }

  /// `bench throughput --platform`: each named (or listed) strategy of `platform` on its own profile.
  ///
  /// - Throws: ``ArgumentError`` for a strategy the platform does not have.
  static func throughput<P: Platform>(_ platform: P, names: String?, seconds: Double, traces: Int?) throws
    -> [Benchmark.Measurement]
  {
    let strategies =
      try names.map { text in
        try ArgumentScanner.strategyNames(text).map { name in
          guard let d = platform.strategy(named: name) else { throw ArgumentError.unknownStrategy(name) }
          return d
        }
      } ?? platform.strategies
    return strategies.map { Benchmark.throughput(of: $0, on: platform, minimumSeconds: seconds, traces: traces) }
  }
}
