import Foundation
import LifecycleFuzz

/// `lifecycle-fuzz compare`: every selected strategy on the same generated traces.
enum CompareCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz compare [options]

    Generates traces once per profile (against the app without a strategy), replays each against
    the selected strategies on that profile (with an app-logic script, each strategy on the traces
    'run' generates for it instead, as --review, so compare finds what run finds for the script)
    and reports, per strategy, profile, invariant and capture kind: the
    failure rate with a 95% Wilson interval, traces and steps to the first failure, exposure
    (virtual seconds sensitive content was visible), false-positive cover time, and a minimized
    counterexample per failing cell. Prints Markdown unless an output file is given.

    Exit 1 when a claimed cell's counterexample first breaks an invariant the catalog does not
    expect the strategy to break on its own profile (as 'run' judges it; each such cell is named on
    standard error).

    SIGINT, SIGTERM or SIGHUP stops it between traces: the report so far is printed (no file is
    written), with the BROKEN lines of what it measured, then INCOMPLETE; exit 4, never a pass.

    OPTIONS:
      --seed <n>          seed, 0 to 2^64-1 (default 20261129)
      --traces <n>        traces per profile (default 200)
      --max-length <n>    longest trace in events (default 24)
      --strategy <names>  comma-separated strategy names; commas inside [...] belong to the name
                          (default: all built-in)
      --app-logic <file>  also compare the app's own logic written as an app-logic script, iOS's
                          or Android's (docs/app-logic.md); its strategy is 'app-logic#FINGERPRINT'
      --profile <names>   comma-separated profiles ('*' matches built-in names: '*-scenes'),
                          or 'all' for every built-in profile: every
                          strategy runs on each, its own marked † (default: each strategy on its
                          own profile only)
      --platform <names>  the platforms to compare (ios, android; default: every platform the options
                          given fit, each its own report)
      --invariant <names> check only these invariants (comma list); the others' cells count no
                          failures and the reports name them
      --skip-invariant <names>  check every invariant but these
      --weight <event=N>  the generator weight of an event class (repeatable; 0 never generates it)
      --review            print (or, with --markdown/--html, write) the review report instead:
                          each strategy on the traces 'run' generates for it (its own app and
                          event weights, swarm and steering; not shared traces), and
                          per capture kind and profile the verdict, evidence and minimized trace,
                          then the built-in profiles and platform flags not covered (it has no
                          --json or --sarif form: those are refused with it)
      --markdown <file>   write the Markdown report to <file>
      --json <file>       write the JSON report (docs/compare-json-schema.md) to <file>
      --html <file>       write the standalone HTML report with timelines to <file>
      --sarif <file>      write SARIF 2.1.0 for code scanning (one result per claimed failing
                          cell, at the strategy's source file)
      --flag-pairs        also name pairs of low or unverified flags that change a counterexample's
                          verdict only together in its 'depends on' (at most 24 pair replays each)
      --plugins           compare the cross-platform plugins instead: each built-in Android
                          strategy that names its iOS half, both halves on their own profiles
                          with the same seed and traces (takes --seed, --traces, --max-length,
                          --markdown)
      -h, --help          show this help

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(tool.named(help))
      return .success
    }
    if args.contains("--plugins") { return try plugins(args.filter { $0 != "--plugins" }, tool, console) }
    var settings = Settings()
    var options = PlatformOptions()
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      if arg != "--flag", arg != "--family", arg != "--lock-family",
        try options.take(arg, &scanner, command: "compare", provider: tool.strategies)
      {
        continue
      }
      switch arg {
      case "--seed": settings.seed = try scanner.seed(for: arg)
      case "--traces": settings.traces = try scanner.wholeNumber(for: arg, max: 1_000_000)
      case "--max-length": settings.maxLength = try scanner.wholeNumber(for: arg, max: 100_000)
      case "--review": settings.review = true
      case "--flag-pairs": FlagDependence.pairsAreReplayed = true
      case "--markdown", "--json", "--html", "--sarif":
        settings.outputs.append((String(arg.dropFirst(2)), try scanner.value(for: arg)))
      default: throw ArgumentError.unknownOption(arg, command: "compare")
      }
    }
    // The review has a Markdown and an HTML form only: with --json or --sarif it was left out without a word.
    if settings.review, let other = settings.outputs.first(where: { $0.format == "json" || $0.format == "sarif" }) {
      throw ArgumentError.conflictingOptions(
        "--review", "--\(other.format)",
        reason: "the review is written with --markdown or --html; --\(other.format) writes the comparison: drop one")
    }
    let selections = try options.selections(tool.strategies, seed: settings.seed)
    if selections.count > 1, !settings.outputs.isEmpty {
      throw ArgumentError.message(
        "compare writes one platform's report to a file: name the platform (--platform "
          + tool.strategies.platformNames.joined(separator: "|") + ")")
    }
    // Every output path is checked before the comparison runs, so a bad one costs no work.
    try OutputGuard.check(outputs: settings.outputs.map { ("--" + $0.format, $0.path) }, corpus: "corpus")
    for (_, path) in settings.outputs {
      do throws(OutputFileError) {
        try OutputFile.checkWritable(path)
      } catch {
        throw ArgumentError.message("cannot write \(path): \(error.reason)")
      }
    }
    // A signal stops the comparison between traces (``Comparison/stop``): what it found so far is printed.
    var printed: [String] = []
    var failing: [String] = []
    var complete = true
    for selection in selections where complete {
      let compared = try (selection as! any ComparisonMaking).compare(settings, console)
      printed += compared.printed
      failing += compared.failing
      complete = compared.isComplete
    }
    if !printed.isEmpty { console.out(printed.joined(separator: "\n")) }
    for cell in failing { console.err(Escape.terminal("BROKEN (neither accepted nor expected): \(cell)") + "\n") }
    guard complete else {
      let files = settings.outputs.isEmpty ? "" : " no report file was written;"
      console.out(
        "INCOMPLETE: compare interrupted before every strategy ran on every trace;\(files) what it measured so far is"
          + " above (\(failing.count) claimed cell(s) failing: the BROKEN lines). Not a pass.\n")
      return .incomplete
    }
    return failing.isEmpty ? .success : .failure
  }

  /// What `compare --plugins` says when a signal stops it (exit 4): its report is whole or not at all.
  static let interrupted =
    "INCOMPLETE: compare interrupted before its report was complete; no report was written. Not a pass."

  /// `compare`'s settings beyond the platform options.
  struct Settings {
    var seed: UInt64 = 20_261_129
    var traces = 200
    var maxLength = 24
    var review = false
    var outputs: [(format: String, path: String)] = []
  }

  /// Writes `text` to `path`.
  ///
  /// - Throws: ``ArgumentError`` naming the path and the reason.
  static func write(_ text: String, to path: String) throws(ArgumentError) {
    // Through ``OutputFile``, as run's reports: the system's reason on failure (Foundation's atomic write said
    // only `NSCocoaErrorDomain error 512`), and no temporary file left beside the report.
    do throws(OutputFileError) {
      try OutputFile.checkWritable(path)
      try OutputFile.write(text, to: path)
    } catch {
      throw ArgumentError.message("cannot write \(path): \(error.reason)")
    }
  }

  /// `compare --plugins`: ``CrossPlatformComparison`` of every strategy that names its counterpart on another
  /// platform, and that counterpart (the counterpart's half first).
  static func plugins(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    var settings = Settings()
    var markdown: String?
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--seed": settings.seed = try scanner.seed(for: arg)
      case "--traces": settings.traces = try scanner.wholeNumber(for: arg, max: 1_000_000)
      case "--max-length": settings.maxLength = try scanner.wholeNumber(for: arg, max: 100_000)
      case "--markdown": markdown = try scanner.value(for: arg)
      default: throw ArgumentError.message("\(arg) does not apply with --plugins")
      }
    }
    if let markdown {
      try OutputGuard.check(outputs: [("--markdown", markdown)], corpus: "corpus")
      do throws(OutputFileError) { try OutputFile.checkWritable(markdown) } catch {
        throw ArgumentError.message("cannot write \(markdown): \(error.reason)")
      }
    }
    InterruptHandler.exitOnSignal(interrupted)
    var results: [(first: CrossPlatformComparison.Half, second: CrossPlatformComparison.Half)] = []
    for platform in tool.strategies.platforms {
      results += halves(platform, tool.strategies, settings)
    }
    guard !results.isEmpty else { throw ArgumentError.message("no strategy names its half on another platform") }
    let text = CrossPlatformComparison.markdown(results, seed: settings.seed, traces: settings.traces)
    guard let markdown else {
      console.out(Escape.terminalLines(text))
      return .success
    }
    InterruptHandler.holdExit()  // the report is complete: write it whole
    try OutputFile.write(text, to: markdown)
    console.out("wrote \(Escape.terminal(markdown))\n")
    return .success
  }

  /// The pairs of `platform`'s strategies that name a counterpart the provider offers: (counterpart, strategy).
  private static func halves<P: Platform>(_ platform: P, _ provider: StrategyProvider, _ settings: Settings)
    -> [(first: CrossPlatformComparison.Half, second: CrossPlatformComparison.Half)]
  {
    platform.strategies.compactMap { strategy in
      guard let (name, other) = P.counterpart(of: strategy),
        let counterpart = provider.platforms.first(where: { type(of: $0).name == name }),
        let first = half(other, counterpart, settings)
      else { return nil }
      let second = CrossPlatformComparison.half(
        strategy, of: platform, seed: settings.seed, traces: settings.traces, maxLength: settings.maxLength)
      return (first, second)
    }
  }

  private static func half<P: Platform>(_ name: String, _ platform: P, _ settings: Settings)
    -> CrossPlatformComparison.Half?
  {
    platform.strategy(named: name).map {
      CrossPlatformComparison.half(
        $0, of: platform, seed: settings.seed, traces: settings.traces, maxLength: settings.maxLength)
    }
  }
}

/// A platform's share of `compare`'s options, comparing its strategies.
protocol ComparisonMaking {
  /// Runs the comparison and writes its files; returns what goes to standard output, the claimed failing cells
  /// the catalog does not expect (``RunVerdicts``' rule), one line each, and whether it ran whole (a signal stops it
  /// between traces: then the Markdown report so far is printed, marked by the command, and no file is written).
  func compare(_ settings: CompareCommand.Settings, _ console: Console) throws -> (
    printed: [String], failing: [String], isComplete: Bool
  )
}

extension PlatformSelection: ComparisonMaking {
  func compare(_ settings: CompareCommand.Settings, _ console: Console) throws -> (
    printed: [String], failing: [String], isComplete: Bool
  ) {
    var config = ComparisonConfiguration<Host>(strategies: strategies)
    config.seed = settings.seed
    config.traces = settings.traces
    config.maxLength = settings.maxLength
    config.profiles = profiles
    config.invariants = invariants
    config.weightOverrides = weights
    // The review signs strategies off one by one: each on the traces `run` generates for it, never on fewer. So is a
    // comparison with an app-logic script: shared traces, made against the bare sample app, never enter the script's
    // own screens nor draw its own events, and said "holds" where `run` found the script's leak.
    config.usesRunTraces = settings.review || strategies.contains { RunReport.appLogicFiles[$0.name] != nil }
    var comparison = Comparison(configuration: config)
    comparison.stop = StopSignal()
    let report = comparison.run()
    // A claimed failing cell is judged as a run judges its counterexample: by the first invariant that trace breaks
    // (on shared traces a cell also counts what follows the first failure, such as touches blocked by a stranded
    // cover; on run's traces it counts only run's first violation).
    var failing: [String] = []
    for run in report.runs {
      guard let strategy = strategies.first(where: { $0.name == run.strategy }) else { continue }
      for cell in run.cells where cell.isClaimed && cell.fails {
        let id = cell.counterexample ?? cell.replayedCounterexample
        let c = report.counterexamples.first { $0.id == id }
        guard case .broken(let invariant) = c?.trace.expected ?? .broken(cell.key.invariant),
          platform.expectedFailures.reason(strategy, invariant, on: run.profile, of: Host.self) == nil
        else { continue }
        let traces =
          cell.failures == 0
          ? "found by replay of #\(id ?? 0)" : "\(cell.failures) \(cell.failures == 1 ? "trace" : "traces")"
        failing.append(
          "\(run.strategy) on \(Host.name(of: run.profile)): \(cell.key.name) (\(traces); first breaks "
            + "\(invariant.rawValue))")
      }
    }
    let markdown = { settings.review ? ReviewReport.markdown(report) : ComparisonMarkdown.text(report) }
    // Cut short, the report so far reaches standard output only: a file of it would read as the whole comparison.
    if !report.isComplete { return (settings.outputs.isEmpty ? [markdown()] : [], failing, false) }
    if settings.outputs.isEmpty { return ([markdown()], failing, true) }
    for (format, path) in settings.outputs {
      let text: String
      switch format {
      case "json": text = ComparisonJSON.text(report)
      case "html": text = settings.review ? ReviewReport.html(report) : ComparisonHTML.text(report)
      case "sarif":
        text = SARIFReport.text(
          SARIFReport.log(comparison: report, strategies: config.strategies, root: OutputFile.repositoryRoot()))
      default: text = settings.review ? ReviewReport.markdown(report) : ComparisonMarkdown.text(report)
      }
      try CompareCommand.write(text, to: path)
      console.out("wrote \(Escape.terminal(path))\n")
    }
    return ([], failing, true)
  }
}
