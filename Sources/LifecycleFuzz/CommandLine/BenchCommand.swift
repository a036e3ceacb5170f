import CoverStrategies
import Foundation
import ShieldModel

/// `lifecycle-fuzz bench`: throughput, scaling, shrink cost and memory, as a table or JSON.
/// Wall-clock numbers: run it from `scripts/bench.sh` on a release build, never in tests.
enum BenchCommand {
  static let help = """
    USAGE: lifecycle-fuzz bench <throughput|model|scaling|shrink|memory> [options]

    Measures the engine and model in wall-clock time (build with -c release first; see
    scripts/bench.sh). Not deterministic by nature; never part of swift test.

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
      --steps <n>       steps for memory (default 1000000)
      --corpus <dir>    corpus for shrink (default corpus)
      --strategy <names> throughput and model: these strategies (comma-separated, or 'all' for
                        every built-in one) instead of the seed strategies and state-cover
      --profile <names> throughput and model: on these profiles (comma-separated, or 'all')
                        instead of each strategy's own
      --json            print JSON lines instead of a table

    """

  static func run(_ args: [String], _ console: Console) throws -> ExitCode {
    if CommandLineTool.wantsHelp(args) || args.isEmpty {
      console.out(help)
      return args.isEmpty ? .usage : .success
    }
    let topic = args[0]
    var seconds = 2.0, steps = 1_000_000, corpus = "corpus", json = false
    var only: [StrategyDescriptor]?, profiles: [Profile]?
    var i = 1
    while i < args.count {
      switch args[i] {
      case "--seconds":
        let v = try CommandLineTool.value(args, &i)
        guard let s = Double(v), s > 0, s <= 3600 else { throw UsageError("--seconds takes 0 < s <= 3600, not '\(v)'") }
        seconds = s
      case "--steps": steps = try CommandLineTool.positive(try CommandLineTool.value(args, &i), "--steps", max: 1_000_000_000)
      case "--corpus": corpus = try CommandLineTool.value(args, &i)
      case "--json": json = true
      case "--strategy":
        let v = try CommandLineTool.value(args, &i)
        only = try v == "all" ? StrategyCatalog.all : splitStrategyNames(v).map { name in
          guard let d = StrategyCatalog.descriptor(named: name) else { throw UsageError("unknown strategy '\(name)' for bench") }
          return d
        }
        guard only?.isEmpty == false else { throw UsageError("--strategy names no strategy") }
      case "--profile":
        let v = try CommandLineTool.value(args, &i)
        var named: [Profile] = []
        for name in v == "all" ? [] : v.split(separator: ",") {
          do { named.append(try Profile(named: String(name))) } catch { throw UsageError(error.description) }
        }
        profiles = v == "all" ? Profile.builtIn : named
        guard profiles?.isEmpty == false else { throw UsageError("--profile names no profile") }
      default: throw UsageError("unknown option '\(args[i])' for bench")
      }
      i += 1
    }
    // The seed strategies and the recommended one: the target names subview-tag.
    let measured = ["subview-tag", "cover-window", "secure-layer", "state-cover"].compactMap(StrategyCatalog.descriptor(named:))
    let subviewTag = measured[0]
    // Each selected strategy on each selected profile, or on its own.
    let cells = (only ?? measured).flatMap { s in (profiles ?? [s.defaultProfile]).map { (s, $0) } }
    #if DEBUG
      console.err("warning: this is a debug build, about 12 times slower; measure with 'swift build -c release' and .build/release/lifecycle-fuzz\n")
    #endif
    var results: [Benchmark.Measurement] = []
    switch topic {
    case "throughput":
      for (s, p) in cells {
        let m = Benchmark.throughput(strategy: s, profile: p, minimumSeconds: seconds)
        results.append(m)
        if !json { console.out(row(m)) }
      }
    case "model":
      for (s, p) in cells {
        let m = Benchmark.modelSteps(strategy: s, profile: p, steps: Int(seconds * 200_000))
        results.append(m)
        if !json { console.out(row(m)) }
      }
    case "scaling":
      for length in [100, 1_000, 10_000] {
        let m = Benchmark.longTrace(strategy: subviewTag, profile: .iPhoneScenes, steps: length * 20, seed: UInt64(length))
        let per = Benchmark.longTrace(strategy: subviewTag, profile: .iPhoneScenes, steps: length, seed: UInt64(length))
        results.append(Benchmark.Measurement(name: "length \(length)", steps: per.steps, traces: 1, seconds: per.seconds, extra: [("ns_per_step_steady", m.seconds / Double(m.steps) * 1e9)]))
        if !json { console.out(row(results.last!)) }
      }
      let ipad = Profile(device: .iPadSplitView, osVersion: OSVersion(17), appStructure: .sceneBased)
      for scenes in [1, 2, 4, 8] {
        let m = Benchmark.longTrace(strategy: subviewTag, profile: ipad, steps: 20_000, scenes: scenes)
        results.append(m)
        if !json { console.out(row(m)) }
      }
    case "shrink":
      for m in Benchmark.shrinkCost(corpus: Corpus(directory: corpus)) {
        results.append(m)
        if !json { console.out(row(m)) }
      }
    case "memory":
      let m = Benchmark.longTrace(strategy: subviewTag, profile: .iPhoneScenes, steps: steps)
      results.append(m)
      if !json { console.out(row(m)) }
    default:
      throw UsageError("unknown bench topic '\(topic)' (expected throughput, model, scaling, shrink or memory)")
    }
    if json { for m in results { console.out(jsonLine(m) + "\n") } }
    return .success
  }

  static func row(_ m: Benchmark.Measurement) -> String {
    var s = RunReport.pad(m.name, 58)
    s += String(format: " %10d steps %8.3f s %12.0f steps/s %9.0f traces/s", m.steps, m.seconds, m.stepsPerSecond, m.tracesPerSecond)
    for (k, v) in m.extra.sorted(by: { $0.0 < $1.0 }) {
      s += String(format: k.hasSuffix("_seconds") ? "  %@=%.3f" : "  %@=%.1f", k, v)
    }
    return s + "\n"
  }

  static func jsonLine(_ m: Benchmark.Measurement) -> String {
    var fields = [
      "\"name\":\"\(m.name)\"", "\"steps\":\(m.steps)", "\"traces\":\(m.traces)",
      String(format: "\"seconds\":%.6f", m.seconds), String(format: "\"steps_per_second\":%.1f", m.stepsPerSecond),
      String(format: "\"traces_per_second\":%.1f", m.tracesPerSecond),
    ]
    for (k, v) in m.extra.sorted(by: { $0.0 < $1.0 }) {
      fields.append(String(format: k.hasSuffix("_seconds") ? "\"%@\":%.6f" : "\"%@\":%.3f", k, v))
    }
    return "{" + fields.joined(separator: ",") + "}"
  }
}
