import CoverStrategies
import LifecycleFuzz
import ShieldModel

/// The options of `run` (and of `explore`, which takes the same selection), parsed.
struct RunOptions {
  var configuration = RunConfiguration()
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
  /// `--profile a,b` or `all`: the run is repeated per profile (empty: each strategy's own).
  var profiles: [Profile] = []

  /// Parses `args` for `command` (named in errors), offering the tool's strategies.
  ///
  /// - Throws: ``ArgumentError`` for an unknown option or a bad value.
  static func parse(_ args: [String], command: String, tool: CommandLineTool) throws(ArgumentError) -> RunOptions {
    var o = RunOptions()
    o.configuration.strategies = tool.strategies.strategies
    if command == "run" { o.configuration.jobs = tool.defaultJobs }
    var familySample = 0
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--seed": o.configuration.seed = try scanner.seed(for: arg)
      case "--traces": o.configuration.tracesPerStrategy = try scanner.wholeNumber(for: arg, max: 10_000_000)
      case "--max-length": o.configuration.maxLength = try scanner.wholeNumber(for: arg, max: 100_000)
      case "--strategy":
        o.configuration.strategies = try tool.strategies.descriptors(named: try scanner.value(for: arg))
      case "--profile":
        o.profiles = try scanner.profiles(for: arg)
        guard !o.profiles.isEmpty else { throw .emptyList(option: arg, noun: "profile") }
        o.configuration.profile = o.profiles.count == 1 ? o.profiles[0] : nil
      case "--flag":
        let v = try scanner.repeatableValue(for: arg)
        let pair = v.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2, let b = Bool(pair[1]) else {
          throw .invalidValue(option: arg, value: v, expected: "name=true or name=false")
        }
        guard PlatformFlags.names.contains(pair[0]) else {
          throw .message(ProfileError.unknownFlag(pair[0]).description)
        }
        o.configuration.flagOverrides.append((pair[0], b))
      case "--invariant": o.configuration.invariants.only = try scanner.invariants(for: arg)
      case "--skip-invariant": o.configuration.invariants.skipped = try scanner.invariants(for: arg)
      case "--weight": o.configuration.weightOverrides.append(try scanner.weight(for: arg))
      case "--family":
        guard let family = tool.strategies.family else { throw .unknownOption(arg, command: command) }
        familySample = try scanner.wholeNumber(for: arg, max: family.count)
      case "--corpus": o.configuration.corpusDirectory = try scanner.value(for: arg)
      case "--no-corpus": o.configuration.writesCorpus = false
      case "--jobs": o.configuration.jobs = try scanner.wholeNumber(for: arg, max: 256)
      case "--shard":
        let v = try scanner.value(for: arg)
        guard let s = Shard(text: v) else {
          throw .invalidValue(option: arg, value: v, expected: "K/N with 1 <= K <= N")
        }
        o.configuration.shard = s
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
      case "--max-steps": o.configuration.maxSteps = try scanner.wholeNumber(for: arg, max: Int.max)
      case "--block-size": o.configuration.blockSize = try scanner.wholeNumber(for: arg, max: 1_000_000)
      case "--show-coverage": o.showCoverage = true
      case "--time-budget": o.configuration.timeBudget = try scanner.seconds(for: arg)
      case "--coverage-floor":
        let v = try scanner.value(for: arg)
        guard let p = Double(v.hasSuffix("%") ? String(v.dropLast()) : v), (0...100).contains(p) else {
          throw .invalidValue(option: arg, value: v, expected: "a percentage from 0 to 100")
        }
        o.configuration.coverageFloor = p
      default:
        throw .unknownOption(arg, command: command)
      }
    }
    guard !o.configuration.invariants.included.isEmpty else {
      throw .message("--invariant and --skip-invariant leave no invariant to check")
    }
    if familySample > 0, let family = tool.strategies.family {
      // Searching strategies too: sampled family members replace the default list (or join
      // an explicit --strategy list).
      let sampled = family.sample(familySample, o.configuration.seed)
      o.configuration.strategies = (args.contains("--strategy") ? o.configuration.strategies : []) + sampled
    }
    return o
  }
}
