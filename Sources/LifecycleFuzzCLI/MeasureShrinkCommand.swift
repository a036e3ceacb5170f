import LifecycleFuzz
import LifecycleFuzzBenchmarks

/// The hidden `measure-shrink [--seeds N] [--corpus DIR] [--strategy NAMES]
/// [--checkpointed-only]`: shrink normalization and replays per shrink.
enum MeasureShrinkCommand {
  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    var seeds = 100
    var dir = "corpus"
    var strategies: [String]?
    var checkpointedOnly = false
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--seeds": seeds = try scanner.wholeNumber(for: arg, max: 100_000)
      case "--corpus": dir = try scanner.value(for: arg)
      case "--strategy": strategies = ArgumentScanner.strategyNames(try scanner.value(for: arg))
      case "--checkpointed-only": checkpointedOnly = true
      default: throw ArgumentError.unknownOption(arg, command: "measure-shrink")
      }
    }
    let selection = BenchSelection(platforms: tool.strategies.platforms)
    let rows = try ShrinkMeasurement.measure(
      corpusDirectory: dir, seeds: seeds, only: strategies, checkpointedOnly: checkpointedOnly,
      strategies: selection.strategy(named:))
    var all: [Int] = []
    var worst = 1.0
    var identical = 0
    var samples = 0
    for r in rows {
      all += r.replays
      identical += r.identical
      samples += r.samples
      if r.samples > 0 { worst = min(worst, Double(r.identical) / Double(r.samples)) }
      let median = ShrinkMeasurement.median(r.replays)
      console.out("\(r.path): \(r.identical)/\(r.samples) identical, median \(median) replays per shrink\n")
      for (trace, n) in r.others { console.out("    \(n)x \(trace)\n") }
    }
    console.out(
      "normalization: \(identical)/\(samples) shrinks byte-identical to the corpus trace; "
        + "worst bug \(formatPercent(worst * 100))\n")
    console.out("replays per shrink: median \(ShrinkMeasurement.median(all)), max \(all.max() ?? 0)\n")
    return .success
  }
}
