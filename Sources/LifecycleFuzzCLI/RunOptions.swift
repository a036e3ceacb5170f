import LifecycleFuzz

/// The options of `run` (and of `explore` and `compare`, which take the same selection), parsed: the settings every
/// platform shares, and the values that name platform things (``PlatformOptions``), resolved per platform later.
struct RunOptions {
  /// Seed, traces, lengths, corpus, jobs, shard and budgets, shared by every platform's configuration.
  var common = CommonSettings()
  /// What names a platform's things.
  var platform = PlatformOptions()
  var resultsFile: String?
  var junitFile: String?
  /// `--sarif FILE`: SARIF 2.1.0 for code scanning.
  var sarifFile: String?
  /// `--baseline FILE`: accepted failure signatures (``Baseline``).
  var baselineFile: String?
  /// `--update-baseline FILE`: where to write the baseline after the run.
  var updatedBaselineFile: String?
  /// `--evidence`: write each leak's evidence picture next to its corpus trace.
  var writesEvidence = false
  /// `--today YYYY-MM-DD`: the date baseline expiry is judged against (default: today, UTC).
  var today: String?
  var showCoverage = false
  /// `--verbose` (everything) or `--quiet` (the summary line and failures only); one screen by default.
  var detail = RunReport.Detail.normal
  /// `--print-break-set`: print what broke, as the catalogs' expected-failure lists, instead of the report.
  var printsBreakSet = false
  /// `--sweep-flags`: after the run, each holds run again under each weakly-sourced flag flipped (``FlagSweep``).
  var sweepsFlags = false
  /// Lines for standard error before the run: the `--app-logic` scripts `--platform` leaves out
  /// (``PlatformOptions/skipScriptsOutsidePlatforms(_:)``).
  var notes: [String] = []

  /// The settings every platform's ``RunConfiguration`` shares.
  struct CommonSettings {
    var seed: UInt64 = 20_261_129
    var traces = 400
    var maxLength = 24
    var corpusDirectory: String? = "corpus"
    var writesCorpus = true
    var jobs = 1
    var shard = Shard.whole
    var maxSteps: Int?
    var timeBudget: Double?
    var blockSize = 100
    var coverageFloor: Double?
    /// `--require-reached`: a script point no trace ran fails the run (exit 3).
    var requiresScriptReached = false
    /// `--flag-pairs`: every finding's open questions include pairs of weakly-sourced flags.
    var checksFlagPairs = false

    /// `configuration` with these settings.
    func applied<P: Platform>(to configuration: RunConfiguration<P>) -> RunConfiguration<P> {
      var c = configuration
      c.seed = seed
      c.tracesPerStrategy = traces
      c.maxLength = maxLength
      c.corpusDirectory = corpusDirectory
      c.writesCorpus = writesCorpus
      c.jobs = jobs
      c.shard = shard
      c.maxSteps = maxSteps
      c.timeBudget = timeBudget
      c.blockSize = blockSize
      c.coverageFloor = coverageFloor
      c.requiresScriptReached = requiresScriptReached
      c.checksFlagPairs = checksFlagPairs
      return c
    }
  }

  /// Parses `args` for `command` (named in errors), offering the tool's platforms.
  ///
  /// - Throws: ``ArgumentError`` for an unknown option or a bad value.
  static func parse(_ args: [String], command: String, tool: CommandLineTool) throws(ArgumentError) -> RunOptions {
    var o = RunOptions()
    if command == "run" { o.common.jobs = tool.defaultJobs }
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      if try o.platform.take(arg, &scanner, command: command, provider: tool.strategies) { continue }
      // A breadth-first search draws, writes and reports nothing of run's: those options would be silently ignored.
      if command == "explore" {
        if scanner.isPastOptions { throw .message("explore takes no files ('\(arg)' follows '--')") }
        throw .unknownOption(arg, command: command)
      }
      switch arg {
      case "--seed": o.common.seed = try scanner.seed(for: arg)
      case "--traces": o.common.traces = try scanner.wholeNumber(for: arg, max: 10_000_000)
      case "--max-length": o.common.maxLength = try scanner.wholeNumber(for: arg, max: 100_000)
      case "--corpus": o.common.corpusDirectory = try scanner.value(for: arg)
      case "--no-corpus": o.common.writesCorpus = false
      case "--jobs": o.common.jobs = try scanner.wholeNumber(for: arg, max: 256)
      case "--shard":
        let v = try scanner.value(for: arg)
        guard let s = Shard(text: v) else {
          throw .invalidValue(option: arg, value: v, expected: "K/N with 1 <= K <= N")
        }
        o.common.shard = s
      case "--results": o.resultsFile = try scanner.value(for: arg)
      case "--junit": o.junitFile = try scanner.value(for: arg)
      case "--sarif" where command == "run": o.sarifFile = try scanner.value(for: arg)
      case "--baseline" where command == "run": o.baselineFile = try scanner.value(for: arg)
      case "--update-baseline" where command == "run": o.updatedBaselineFile = try scanner.value(for: arg)
      case "--evidence" where command == "run": o.writesEvidence = true
      case "--today" where command == "run":
        let v = try scanner.value(for: arg)
        guard Baseline.isDate(v) else { throw .invalidValue(option: arg, value: v, expected: "a date YYYY-MM-DD") }
        o.today = v
      case "--max-steps": o.common.maxSteps = try scanner.wholeNumber(for: arg, max: Int.max)
      case "--block-size": o.common.blockSize = try scanner.wholeNumber(for: arg, max: 1_000_000)
      case "--show-coverage": o.showCoverage = true
      case "--require-reached" where command == "run": o.common.requiresScriptReached = true
      case "--flag-pairs" where command == "run": o.common.checksFlagPairs = true
      case "--verbose", "-v", "--quiet", "-q":
        let detail: RunReport.Detail = arg == "--verbose" || arg == "-v" ? .verbose : .quiet
        // The later one would silently win.
        if o.detail != .normal && o.detail != detail {
          throw .conflictingOptions("--verbose", "--quiet", reason: "the report is either full or short")
        }
        o.detail = detail
      case "--print-break-set" where command == "run": o.printsBreakSet = true
      case "--sweep-flags" where command == "run": o.sweepsFlags = true
      case "--time-budget": o.common.timeBudget = try scanner.seconds(for: arg)
      case "--coverage-floor":
        let v = try scanner.value(for: arg)
        guard let p = DecimalText.number(v.hasSuffix("%") ? v.dropLast() : Substring(v)), (0...100).contains(p) else {
          throw .invalidValue(option: arg, value: v, expected: "a percentage from 0 to 100")
        }
        o.common.coverageFloor = p
      default:
        if scanner.isPastOptions { throw .message("\(command) takes no files ('\(arg)' follows '--')") }
        throw .unknownOption(arg, command: command)
      }
    }
    if command == "run" { o.notes = try o.platform.skipScriptsOutsidePlatforms(tool.strategies) }
    // A step budget ends inside the block that reaches it, after the strategy's earlier blocks: blocks another shard
    // runs, whose steps this one never sees (it would cut later than the whole run, and merge would differ).
    if o.common.maxSteps != nil, o.common.shard != .whole {
      throw .conflictingOptions(
        "--max-steps", "--shard",
        reason: "the budget counts a strategy's steps over every block in order, and a shard runs only some; give each"
          + " shard --traces, or --time-budget")
    }
    if o.sweepsFlags {
      // A shard's holds is part of a run: another shard may break it, and a merge would not carry the sweep.
      if o.common.shard != .whole {
        throw .conflictingOptions(
          "--sweep-flags", "--shard", reason: "a shard's holds is part of the run's: sweep the whole run")
      }
      if o.printsBreakSet {
        throw .conflictingOptions(
          "--sweep-flags", "--print-break-set", reason: "the break set is printed instead of the report")
      }
    }
    if o.printsBreakSet {
      // The break set replaces the report, and the files written from it would silently not be written.
      let outputs = [
        ("--results", o.resultsFile != nil), ("--junit", o.junitFile != nil), ("--sarif", o.sarifFile != nil),
        ("--update-baseline", o.updatedBaselineFile != nil), ("--evidence", o.writesEvidence),
      ]
      if let (option, _) = outputs.first(where: { $0.1 }) {
        throw .conflictingOptions(
          "--print-break-set", option, reason: "the break set is printed instead of the report and its files")
      }
      // A shard sees part of the traces: its break set would drop what the others reach (a breaker's).
      if o.common.shard != .whole {
        throw .conflictingOptions(
          "--print-break-set", "--shard", reason: "a shard's break set lacks what the other shards reach")
      }
    }
    return o
  }
}
