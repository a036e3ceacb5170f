import Foundation
import LifecycleFuzz

/// `lifecycle-fuzz compare`: every selected strategy on the same generated traces.
enum CompareCommand {
  static let help = """
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
      --invariant <names> check only these invariants (comma list); the others' cells count no
                          failures and the reports name them
      --skip-invariant <names>  check every invariant but these
      --weight <event=N>  the generator weight of an event class (repeatable; 0 never generates it)
      --review            print (or, with --markdown/--html, write) the review report instead:
                          per capture kind and profile the verdict, evidence and minimized trace,
                          then the built-in profiles and platform flags not covered
      --markdown <file>   write the Markdown report to <file>
      --json <file>       write the JSON report (docs/compare-json-schema.md) to <file>
      --html <file>       write the standalone HTML report with timelines to <file>
      --sarif <file>      write SARIF 2.1.0 for code scanning (one result per claimed failing
                          cell, at the strategy's source file)
      --plugins           compare the cross-platform plugins instead: each built-in Android
                          strategy that names its iOS half, both halves on their own profiles
                          with the same seed and traces (takes --seed, --traces, --max-length,
                          --markdown)
      -h, --help          show this help

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    var config = ComparisonConfiguration()
    config.strategies = tool.strategies.strategies
    var outputs: [(format: String, path: String)] = []
    var review = false
    if args.contains("--plugins") { return try plugins(args.filter { $0 != "--plugins" }, tool, console) }
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--seed": config.seed = try scanner.seed(for: arg)
      case "--traces": config.traces = try scanner.wholeNumber(for: arg, max: 1_000_000)
      case "--max-length": config.maxLength = try scanner.wholeNumber(for: arg, max: 100_000)
      // Unlike run, an empty list or a malformed family name is not singled out.
      case "--strategy":
        config.strategies = try tool.strategies.descriptors(named: try scanner.value(for: arg), checksNames: false)
      case "--profile": config.profiles = try scanner.profiles(for: arg)
      case "--invariant": config.invariants.only = try scanner.invariants(for: arg)
      case "--skip-invariant": config.invariants.skipped = try scanner.invariants(for: arg)
      case "--weight": config.weightOverrides.append(try scanner.weight(for: arg))
      case "--review": review = true
      case "--markdown", "--json", "--html", "--sarif":
        outputs.append((String(arg.dropFirst(2)), try scanner.value(for: arg)))
      default: throw ArgumentError.unknownOption(arg, command: "compare")
      }
    }
    guard !config.invariants.included.isEmpty else {
      throw ArgumentError.message("--invariant and --skip-invariant leave no invariant to check")
    }
    // Every output path is checked before the comparison runs, so a bad one costs no work.
    for (_, path) in outputs {
      do throws(OutputFileError) {
        try OutputFile.checkWritable(path)
      } catch {
        throw ArgumentError.message("cannot write \(path): \(error.reason)")
      }
    }
    let report = Comparison(configuration: config).run()
    if outputs.isEmpty { console.out(review ? ReviewReport.markdown(report) : ComparisonMarkdown.text(report)) }
    for (format, path) in outputs {
      let text: String
      switch format {
      case "json": text = ComparisonJSON.text(report)
      case "html": text = review ? ReviewReport.html(report) : ComparisonHTML.text(report)
      case "sarif":
        let log = SARIFReport.log(
          comparison: report, strategies: config.strategies, root: OutputFile.repositoryRoot())
        text = SARIFReport.text(log)
      default: text = review ? ReviewReport.markdown(report) : ComparisonMarkdown.text(report)
      }
      do {
        try OutputFile.checkWritable(path)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch let error as OutputFileError {
        throw ArgumentError.message("cannot write \(path): \(error.reason)")
      } catch {
        throw ArgumentError.message("cannot write \(path): \(error.localizedDescription)")
      }
      console.out("wrote \(path)\n")
    }
    return .success
  }

  /// `compare --plugins`: ``CrossPlatformComparison`` of the built-in plugin pairs.
  static func plugins(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    guard tool.strategies.includesAndroid else { throw ArgumentError.unknownOption("--plugins", command: "compare") }
    var defaults = ComparisonConfiguration()
    var markdown: String?
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--seed": defaults.seed = try scanner.seed(for: arg)
      case "--traces": defaults.traces = try scanner.wholeNumber(for: arg, max: 1_000_000)
      case "--max-length": defaults.maxLength = try scanner.wholeNumber(for: arg, max: 100_000)
      case "--markdown": markdown = try scanner.value(for: arg)
      default: throw ArgumentError.message("\(arg) does not apply with --plugins")
      }
    }
    if let markdown {
      do throws(OutputFileError) { try OutputFile.checkWritable(markdown) } catch {
        throw ArgumentError.message("cannot write \(markdown): \(error.reason)")
      }
    }
    let pairs = CrossPlatformComparison.builtInPairs(lookup: tool.strategies.lookup)
    guard !pairs.isEmpty else { throw ArgumentError.message("no built-in Android strategy names an iOS half") }
    let comparison = CrossPlatformComparison(
      pairs: pairs, seed: defaults.seed, traces: defaults.traces, maxLength: defaults.maxLength)
    let text = CrossPlatformComparison.markdown(comparison.run(), seed: defaults.seed, traces: defaults.traces)
    guard let markdown else {
      console.out(Escape.terminalLines(text))
      return .success
    }
    try OutputFile.write(text, to: markdown)
    console.out("wrote \(markdown)\n")
    return .success
  }
}
