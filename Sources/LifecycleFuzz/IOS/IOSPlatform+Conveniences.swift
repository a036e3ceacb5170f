import CoverStrategies
import ShieldModel

// The engine's types are generic over a platform; these let iOS code (and a user's tests) write them without
// naming it, as they did before other platforms came: `Trace(parsing:file:)`, `TraceRunner(strategy:profile:)`.

extension Trace where Host == IOSPlatform {
  /// An iOS trace.
  public init(
    strategy: String, profile: ShieldModel.Profile, seed: UInt64? = nil, expected: Verdict<IOSPlatform>,
    events: [SystemEvent], nonSensitiveScenes: [String] = [], comments: [String] = []
  ) {
    self.init(
      traceOf: strategy, profile: profile, seed: seed, expected: expected, events: events,
      nonSensitiveScenes: nonSensitiveScenes, comments: comments)
  }

  /// An iOS trace read from its text form; errors name `file` and the line.
  ///
  /// - Throws: ``TraceFileError`` for a missing or malformed header, an unknown key, strategy name syntax,
  ///   profile, verdict or event.
  public init(parsing text: String, file: String, knownStrategies: [String]? = nil) throws(TraceFileError) {
    self = try Self.parsedWithLines(text, file: file, knownStrategies: knownStrategies).trace
  }
}

extension TraceRunner where Host == IOSPlatform {
  /// A runner of an iOS strategy, in `app` (by default its own, else the sample app).
  public init(strategy: StrategyDescriptor, profile: ShieldModel.Profile, app: AppDescription? = nil) {
    self.init(runnerOf: strategy, profile: profile, app: app)
  }
}

extension ComparisonConfiguration where Host == IOSPlatform {
  /// The default configuration: every built-in iOS strategy.
  public init() { self.init(strategies: StrategyCatalog.all) }
}

extension Corpus where Host == IOSPlatform {
  /// The iOS corpus folder at `directory`.
  public init(directory: String) { self.init(folder: directory) }
}

extension CorpusIndex where Host == IOSPlatform {
  /// Reads the iOS traces of the corpus root `directory` (a bare `strategy: app-logic` is the script of
  /// `givenScripts`, the run's `--app-logic` scripts).
  ///
  /// - Throws: ``TraceFileError`` naming the file and line of the first unreadable trace.
  public convenience init(directory: String, writes: Bool = true, givenScripts: [String] = []) throws(TraceFileError) {
    try self.init(root: directory, writes: writes, givenScripts: givenScripts)
  }
}
