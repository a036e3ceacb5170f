import AndroidModel
import AndroidStrategies
import LifecycleFuzz

/// The platforms a `run` fuzzes (`--platform`).
enum RunPlatform: String {
  /// iOS only.
  case ios
  /// Android only.
  case android
  /// iOS, then Android.
  case all
}

/// `run`'s Android options: the built-in Android strategies on their own profiles (or one `--profile`), fuzzed in
/// this process by ``PlatformCampaign`` after the iOS run.
struct AndroidRunOptions {
  var strategies = AndroidPlatform.strategyNames
  var profile: AndroidProfile?
  var seed = RunConfiguration().seed
  var traces = RunConfiguration().tracesPerStrategy
  var maxLength = RunConfiguration().maxLength
  var corpus: String? = RunConfiguration().corpusDirectory
  var savesCounterexamples = true
  var timeBudget: Double?
  /// `--flag name=value`, in order (the last for a name decides).
  var flags: [(name: String, value: Bool)] = []

  /// `profile` with the `--flag` answers.
  func adjusted(_ profile: AndroidProfile) -> AndroidProfile {
    var p = profile
    for (name, value) in flags {
      if let row = AndroidPlatform.flagRows.first(where: { $0.name == name }) { p.flags[keyPath: row.keyPath] = value }
    }
    return p
  }
}

extension RunCommand {
  /// Options that mean the same on every platform; any other option selects iOS unless `--platform` is given.
  static let sharedOptions: Set<String> = [
    "--seed", "--traces", "--max-length", "--corpus", "--no-corpus", "--jobs", "--time-budget",
  ]

  /// The platform `args` select and the arguments without `--platform`.
  ///
  /// Without `--platform`, a tool that offers Android runs both platforms unless an option names something of
  /// iOS's (a strategy, a profile, a flag, an invariant, a shard, a report file), which keeps every iOS command
  /// line doing exactly what it did.
  /// - Throws: ``ArgumentError`` for a bad or repeated `--platform`, or Android asked of a tool without it.
  static func platform(_ args: [String], _ tool: CommandLineTool) throws(ArgumentError) -> (RunPlatform, [String]) {
    var rest: [String] = []
    var chosen: RunPlatform?
    var i = 0
    while i < args.count {
      guard args[i] == "--platform" else {
        rest.append(args[i])
        i += 1
        continue
      }
      guard chosen == nil else { throw .repeatedOption("--platform") }
      guard i + 1 < args.count else { throw .missingValue(option: "--platform") }
      guard let p = RunPlatform(rawValue: args[i + 1]) else {
        throw .invalidValue(option: "--platform", value: args[i + 1], expected: "ios, android or all")
      }
      chosen = p
      i += 2
    }
    if let chosen {
      if chosen != .ios, !tool.strategies.includesAndroid {
        throw .message("this tool offers no Android strategies (--platform ios)")
      }
      return (chosen, rest)
    }
    let iOSOnly = rest.contains { $0.hasPrefix("-") && !sharedOptions.contains($0) }
    return (tool.strategies.includesAndroid && !iOSOnly ? .all : .ios, rest)
  }

  /// Parses `--platform android`'s options: the shared ones, `--strategy` with Android names and one Android
  /// `--profile`.
  /// - Throws: ``ArgumentError`` for an unknown name or an option that applies to iOS only.
  static func parseAndroid(_ args: [String]) throws(ArgumentError) -> AndroidRunOptions {
    var o = AndroidRunOptions()
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--seed": o.seed = try scanner.seed(for: arg)
      case "--traces": o.traces = try scanner.wholeNumber(for: arg, max: 10_000_000)
      case "--max-length": o.maxLength = try scanner.wholeNumber(for: arg, max: 100_000)
      case "--corpus": o.corpus = try scanner.value(for: arg)
      case "--no-corpus": o.savesCounterexamples = false
      case "--jobs": _ = try scanner.wholeNumber(for: arg, max: 256)  // Android runs in this process.
      case "--time-budget": o.timeBudget = try scanner.seconds(for: arg)
      case "--strategy":
        let names = ArgumentScanner.strategyNames(try scanner.value(for: arg))
        guard !names.isEmpty else { throw .emptyList(option: arg, noun: "strategy") }
        // Family members by their canonical text, so two spellings of one are one strategy.
        var canonical: [String] = []
        for name in names {
          guard let d = AndroidStrategyCatalog.descriptor(named: name) else {
            throw .message(
              "\(arg): unknown Android strategy '\(name)' (see '\(RunReport.commandName) list strategies', "
                + "ANDROID STRATEGIES)")
          }
          guard !canonical.contains(d.name) else { throw .message("\(arg) names '\(d.name)' twice") }
          canonical.append(d.name)
        }
        o.strategies = canonical
      case "--flag":
        let v = try scanner.repeatableValue(for: arg)
        let pair = v.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2, let b = Bool(pair[1]) else {
          throw .invalidValue(option: arg, value: v, expected: "name=true or name=false")
        }
        guard AndroidPlatform.flagRows.contains(where: { $0.name == pair[0] }) else {
          throw .unknownNames(
            option: arg, kind: "Android flag", names: [pair[0]], valid: AndroidPlatform.flagRows.map(\.name))
        }
        o.flags.append((pair[0], b))
      case "--profile":
        let v = try scanner.value(for: arg)
        guard let p = AndroidPlatform.profile(named: v) else {
          throw .message("unknown Android profile '\(v)' (see '\(RunReport.commandName) list profiles')")
        }
        o.profile = p
      default:
        throw .message("\(arg) is an iOS option: it does not apply with --platform android")
      }
    }
    return o
  }

  /// Reads every trace of the Android corpus and checks its folder can be written, before anything runs.
  /// - Throws: ``TraceFileError`` for the first unreadable trace; ``OutputFileError`` for a folder that cannot be
  ///   written (a file named `android`, say).
  static func checkAndroidCorpus(_ o: AndroidRunOptions) throws {
    guard let corpus = o.corpus else { return }
    let folder = PlatformCorpus<AndroidPlatform>(corpus: corpus)
    _ = try folder.load()
    if o.savesCounterexamples { try OutputFile.checkWritableFolder(folder.directory) }
  }

  /// Runs the Android campaign and prints its report.
  /// - Returns: the exit code of the Android part alone.
  /// - Throws: ``TraceFileError`` when the Android corpus cannot be read.
  static func runAndroid(_ o: AndroidRunOptions, stop: StopSignal, _ console: Console) throws -> ExitCode {
    var campaign = PlatformCampaign<AndroidPlatform>(
      strategies: o.strategies, profile: o.profile, seed: o.seed, traces: o.traces, maxLength: o.maxLength,
      corpus: o.corpus, savesCounterexamples: o.savesCounterexamples && o.corpus != nil)
    campaign.adjustProfile = o.adjusted
    let outcome = try campaign.run(stop: stop)
    let report = PlatformRunReport<AndroidPlatform>.text(
      outcome, seed: o.seed, traces: o.traces, maxLength: o.maxLength,
      claims: { AndroidStrategyCatalog.descriptor(named: $0)?.make().claims.description ?? "?" },
      command: RunReport.commandName)
    console.out(Escape.terminalLines(report))
    if !outcome.unsaved.isEmpty { return .unsaved }
    if outcome.incompleteReason != nil { return .incomplete }
    if outcome.results.contains(where: { $0.findings.contains(where: \.isNew) }) { return .failure }
    return .success
  }

  /// The worse of two parts' exit codes: a lost counterexample, then incomplete, then a failure, then a missed
  /// coverage floor.
  static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode {
    let order: [ExitCode] = [.unsaved, .incomplete, .failure, .coverageFloorMissed, .usage, .success]
    return order.first { $0 == a || $0 == b } ?? a
  }
}
