import CoverStrategies
import Foundation
import ShieldModel

/// The options of `run` (and of the hidden `worker`), parsed.
struct RunOptions {
  var configuration = RunConfiguration()
  var resultsFile: String?
  var junitFile: String?
  var showCoverage = false
  /// `--profile a,b` or `all`: the run is repeated per profile (empty: each strategy's own).
  var profiles: [Profile] = []
  /// `worker` only: where to append block results, and which `strategy:block` items to run.
  var workerOut: String?
  /// `worker` only: the shared ``WorkQueue`` file to claim `strategy:block` items from.
  var workerClaims: String?

  static func parse(_ args: [String], command: String) throws -> RunOptions {
    var o = RunOptions()
    if command == "run" { o.configuration.jobs = CommandLineTool.defaultJobs }
    var familySample = 0
    var i = 0
    func int(_ flag: String, max: Int) throws -> Int {
      try CommandLineTool.positive(try CommandLineTool.value(args, &i), flag, max: max)
    }
    while i < args.count {
      switch args[i] {
      case "--seed":
        let v = try CommandLineTool.value(args, &i)
        guard let s = UInt64(v) else { throw UsageError("--seed takes a whole number from 0 to 2^64-1, not '\(v)'") }
        o.configuration.seed = s
      case "--traces": o.configuration.tracesPerStrategy = try int("--traces", max: 10_000_000)
      case "--max-length": o.configuration.maxLength = try int("--max-length", max: 100_000)
      case "--strategy":
        let names = splitStrategyNames(try CommandLineTool.value(args, &i)).filter { !$0.isEmpty }
        guard !names.isEmpty else { throw UsageError("--strategy names no strategy") }
        o.configuration.strategies = try names.map { name in
          if let problem = StrategyCatalog.familyNameError(name) { throw UsageError(problem) }
          guard let d = StrategyCatalog.descriptor(named: name) else {
            throw UsageError("unknown strategy '\(name)' (see 'lifecycle-fuzz list strategies')")
          }
          return d
        }
      case "--profile":
        let v = try CommandLineTool.value(args, &i)
        o.profiles = v == "all" ? Profile.builtIn : []
        for name in v == "all" ? [] : v.split(separator: ",") {
          do { o.profiles.append(try Profile(named: String(name))) } catch { throw UsageError(error.description) }
        }
        guard !o.profiles.isEmpty else { throw UsageError("--profile names no profile") }
        o.configuration.profile = o.profiles.count == 1 ? o.profiles[0] : nil
      case "--flag":
        let v = try CommandLineTool.value(args, &i)
        let pair = v.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2, let b = Bool(pair[1]) else { throw UsageError("--flag takes name=true or name=false, not '\(v)'") }
        guard PlatformFlags.names.contains(pair[0]) else {
          throw UsageError(ProfileError.unknownFlag(pair[0]).description)
        }
        o.configuration.flagOverrides.append((pair[0], b))
      case "--family":
        familySample = try int("--family", max: CoverFamily.count)
      case "--corpus": o.configuration.corpusDirectory = try CommandLineTool.value(args, &i)
      case "--no-corpus": o.configuration.writesCorpus = false
      case "--jobs": o.configuration.jobs = try int("--jobs", max: 256)
      case "--shard":
        let v = try CommandLineTool.value(args, &i)
        guard let s = Shard(text: v) else { throw UsageError("--shard takes K/N with 1 <= K <= N, not '\(v)'") }
        o.configuration.shard = s
      case "--results": o.resultsFile = try CommandLineTool.value(args, &i)
      case "--junit": o.junitFile = try CommandLineTool.value(args, &i)
      case "--max-steps": o.configuration.maxSteps = try int("--max-steps", max: Int.max)
      case "--block-size": o.configuration.blockSize = try int("--block-size", max: 1_000_000)
      case "--show-coverage": o.showCoverage = true
      case "--time-budget":
        let v = try CommandLineTool.value(args, &i)
        guard let s = Double(v), s.isFinite, s >= 0 else { throw UsageError("--time-budget takes seconds, not '\(v)'") }
        o.configuration.timeBudget = s
      case "--coverage-floor":
        let v = try CommandLineTool.value(args, &i)
        guard let p = Double(v.hasSuffix("%") ? String(v.dropLast()) : v), (0...100).contains(p) else {
          throw UsageError("--coverage-floor takes a percentage from 0 to 100, not '\(v)'")
        }
        o.configuration.coverageFloor = p
      case "--out" where command == "worker": o.workerOut = try CommandLineTool.value(args, &i)
      case "--claims" where command == "worker": o.workerClaims = try CommandLineTool.value(args, &i)
      default:
        throw UsageError("unknown option '\(args[i])' for \(command)")
      }
      i += 1
    }
    if familySample > 0 {
      // Searching strategies too: sampled family members replace the default list (or join
      // an explicit --strategy list).
      let sampled = FamilySampler.sample(count: familySample, seed: o.configuration.seed)
      o.configuration.strategies = (args.contains("--strategy") ? o.configuration.strategies : []) + sampled
    }
    return o
  }

  /// The header of a results file: everything `merge` needs to aggregate like one run.
  var resultsHeader: String {
    let c = configuration
    return [
      "lifecycle-fuzz results 1",
      "config\tseed\t\(c.seed)", "config\ttraces\t\(c.tracesPerStrategy)", "config\tmax-length\t\(c.maxLength)",
      "config\tblock-size\t\(c.blockSize)", "config\tstrategy\t\(c.strategies.map(\.name).joined(separator: ","))",
      "config\tprofile\t\(c.profile?.name ?? "-")", "config\tshard\t\(c.shard)",
      "config\tflags\t\(c.flagOverrides.isEmpty ? "-" : c.flagOverrides.map { "\($0.name)=\($0.value)" }.joined(separator: ","))",
    ].joined(separator: "\n") + "\n"
  }
}

/// `run`: fuzz, report, write corpus, results and JUnit files, choose the exit code.
enum RunCommand {
  static func execute(_ options: RunOptions, _ console: Console) throws -> ExitCode {
    var config = options.configuration
    if options.profiles.count > 1, options.resultsFile != nil {
      throw UsageError("--results needs a single profile (run one shard per profile)")
    }
    StopSignal.installInterruptHandler()
    let stop = StopSignal.after(seconds: config.timeBudget)
    let progress = ProgressLine(console: console)
    var results: [StrategyResult] = []
    var blocks: [BlockResult] = []
    var incomplete: String?
    for profile in options.profiles.count > 1 ? options.profiles.map(Optional.some) : [config.profile] {
      config.profile = profile
      let (o, b) = try Campaign(configuration: config).run(stop: stop, progress: progress.update)
      results += o.results
      blocks += b
      incomplete = incomplete ?? o.incompleteReason
      if incomplete != nil { break }
    }
    progress.finish()
    let outcome = RunOutcome(results: results, incompleteReason: incomplete)
    console.out(render(config, outcome, showCoverage: options.showCoverage))
    if let file = options.resultsFile {
      let sorted = blocks.sorted { ($0.strategy, $0.block) < ($1.strategy, $1.block) }
      try Data((options.resultsHeader + sorted.map(\.text).joined()).utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
    if let file = options.junitFile {
      try Data(JUnitReport.xml(configuration: config, outcome: outcome).utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
    return exitCode(config, outcome)
  }

  /// The run report with the flag-dependence section before its closing summary line (the
  /// same for a run and for a merge of its shards).
  static func render(_ config: RunConfiguration, _ outcome: RunOutcome, showCoverage: Bool = false) -> String {
    var lines = RunReport.text(configuration: config, outcome: outcome, showCoverage: showCoverage)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let summary = lines.lastIndex(where: { $0.contains(" failure signature(s) across ") }) {
      let section = FlagDependence.report(outcome.results)
      if !section.isEmpty {
        lines.insert(contentsOf: section.dropFirst().dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init), at: summary)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A counterexample lost unless copied from the report beats everything, then incomplete (an
  /// interrupted run is never a pass), then new or unshrunk failures, then a missed coverage floor.
  static func exitCode(_ config: RunConfiguration, _ outcome: RunOutcome) -> ExitCode {
    if !outcome.unsavedCounterexamples.isEmpty { return .unsaved }
    if outcome.incompleteReason != nil { return .incomplete }
    if outcome.results.contains(where: { $0.findings.contains { $0.isNew || !$0.isShrunk } }) { return .failure }
    if let floor = config.coverageFloor, outcome.results.contains(where: { $0.coverage.percent < floor }) {
      return .coverageFloorMissed
    }
    return .success
  }
}

/// Progress on standard error: one line redrawn in place on a terminal, plain lines at each
/// quarter otherwise (so logs stay readable). Never on standard output, which stays
/// deterministic.
final class ProgressLine {
  let console: Console
  let isTerminal = isatty(STDERR_FILENO) != 0
  var lastQuarter: [String: Int] = [:]
  var drew = false

  init(console: Console) { self.console = console }

  func update(_ what: String, _ done: Int, _ planned: Int) {
    if isTerminal {
      console.err("\r\u{1B}[K\(what): \(done)/\(planned)")
      drew = true
    } else {
      let q = planned == 0 ? 4 : done * 4 / planned
      if q > (lastQuarter[what] ?? 0) {
        lastQuarter[what] = q
        console.err("progress: \(what) \(done)/\(planned)\n")
      }
    }
  }

  func finish() { if drew { console.err("\r\u{1B}[K") } }
}
