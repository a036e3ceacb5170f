/// One failure signature a platform run found: the strategy, the invariant, the capture and the profile, with its
/// shrunk counterexample.
public struct PlatformFinding {
  /// `strategy invariant capture[source] profile`, for example `secure-flag-on-create capture-leak
  /// recording[popup] phone-api34-views` (the capture is `-` when none showed it).
  public var signature: String
  /// The broken invariant's name.
  public var invariant: String
  /// The shrunk counterexample's events.
  public var events: [String]
  /// The violation the shrunk counterexample gives.
  public var violation: PlatformViolation
  /// How many events the first failing trace had before shrinking.
  public var unshrunkLength: Int
  /// How many traces of the run gave this signature.
  public var hits: Int
  /// The index of the first trace that gave it.
  public var firstTrace: Int
  /// The corpus file that holds it (written now, or already there), or `nil` when the run writes no corpus.
  public var file: String?
  /// Whether the corpus did not have the signature before this run.
  public var isNew: Bool
}

/// What a platform run of one strategy gave.
public struct PlatformStrategyResult {
  /// The strategy's name.
  public var strategy: String
  /// The profile's name.
  public var profile: String
  /// Traces run.
  public var traces = 0
  /// Events run.
  public var events = 0
  /// Traces that broke an invariant.
  public var failing = 0
  /// The failure signatures, in the order first found.
  public var findings: [PlatformFinding] = []
  /// Distinct abstract states reached.
  public var states = 0
}

/// What a platform run gave.
public struct PlatformRunOutcome {
  /// One result per strategy, in the run's order.
  public var results: [PlatformStrategyResult] = []
  /// Why the run stopped before its end (interrupted, out of time), or `nil` when it completed.
  public var incompleteReason: String?
  /// Counterexamples that could not be written to the corpus, with the reason (the report prints them whole).
  public var unsaved: [(finding: PlatformFinding, reason: String, trace: String)] = []
  /// The strategies a stopped run never started, in run order, with the profile each would have run on.
  public var notRun: [(strategy: String, profile: String)] = []
}

/// Fuzzes a platform's strategies: generates traces from the run seed, shrinks the first trace of each failure
/// signature, labels signatures the corpus already has as known and writes the new ones.
public struct PlatformCampaign<Model: PlatformModel> {
  /// The strategies, in run order.
  public var strategies: [String]
  /// The profile for every strategy, or `nil` for each strategy's own.
  public var profile: Model.Profile?
  /// The run seed.
  public var seed: UInt64
  /// Traces per strategy.
  public var traces: Int
  /// The longest trace, in events.
  public var maxLength: Int
  /// The corpus folder (the platform's traces are in its `<platform>` folder), or `nil` for none.
  public var corpus: String?
  /// Whether new counterexamples are written to the corpus.
  public var savesCounterexamples: Bool
  /// Applied to each strategy's profile before it runs (`--flag`: open questions answered the other way).
  public var adjustProfile: (Model.Profile) -> Model.Profile = { $0 }

  /// A campaign.
  public init(
    strategies: [String], profile: Model.Profile? = nil, seed: UInt64, traces: Int, maxLength: Int,
    corpus: String?, savesCounterexamples: Bool
  ) {
    self.strategies = strategies
    self.profile = profile
    self.seed = seed
    self.traces = traces
    self.maxLength = maxLength
    self.corpus = corpus
    self.savesCounterexamples = savesCounterexamples
  }

  /// The signature of `violation` for `strategy` on `profile`.
  public static func signature(strategy: String, violation: PlatformViolation, profile: String) -> String {
    let source = violation.source.isEmpty ? "" : "[\(violation.source)]"
    return
      "\(strategy) \(violation.invariant) \(violation.capture.isEmpty ? "-" : violation.capture)\(source) \(profile)"
  }

  /// The signatures of the corpus's traces that break an invariant as they expect, with their files.
  /// - Throws: ``TraceFileError`` for a corpus file that cannot be read.
  public func knownSignatures() throws(TraceFileError) -> [String: String] {
    guard let corpus else { return [:] }
    var known: [String: String] = [:]
    for (path, trace) in try PlatformCorpus<Model>(corpus: corpus).load() {
      let runner = PlatformRunner<Model>(strategy: trace.strategy, profile: trace.profile)
      guard case .violated(_, let v) = runner.run(trace.events), v.invariant == trace.expected else { continue }
      let signature = Self.signature(strategy: trace.strategy, violation: v, profile: Model.name(of: trace.profile))
      if known[signature] == nil { known[signature] = path }
    }
    return known
  }

  /// Runs every strategy's traces; stops between traces when `stop` says so (the outcome is then incomplete).
  /// - Throws: ``TraceFileError`` when the corpus cannot be read (before any trace runs).
  public func run(stop: StopSignal = StopSignal()) throws(TraceFileError) -> PlatformRunOutcome {
    let known = try knownSignatures()
    var outcome = PlatformRunOutcome()
    let generator = PlatformGenerator<Model>(maxLength: maxLength)
    strategies: for (position, strategy) in strategies.enumerated() {
      guard let own = profile ?? Model.defaultProfile(forStrategy: strategy) else { continue }
      let profile = adjustProfile(own)
      let profileName = Model.name(of: profile)
      var result = PlatformStrategyResult(strategy: strategy, profile: profileName)
      var states = Set<String>()
      let streamSeed = seed ^ fnv1a(Model.name + "/" + strategy)
      for index in 0..<traces {
        if stop.shouldStop {
          outcome.incompleteReason = StopSignal.wasInterrupted ? "interrupted" : "out of time"
          if result.traces > 0 {
            result.states = states.count
            outcome.results.append(result)
          } else {
            outcome.notRun.append((strategy, profileName))
          }
          for rest in strategies.dropFirst(position + 1) {
            var name = "?"
            if let p = self.profile ?? Model.defaultProfile(forStrategy: rest) {
              name = Model.name(of: adjustProfile(p))
            }
            outcome.notRun.append((rest, name))
          }
          break strategies
        }
        let draw = generator.draw(
          strategy: strategy, profile: profile, seed: SplitMix64.traceSeed(runSeed: streamSeed, index: index))
        result.traces += 1
        result.events += draw.events.count
        states.formUnion(draw.states)
        guard let violation = draw.violation else { continue }
        result.failing += 1
        let signature = Self.signature(strategy: strategy, violation: violation, profile: profileName)
        if let i = result.findings.firstIndex(where: { $0.signature == signature }) {
          result.findings[i].hits += 1
          continue
        }
        let runner = PlatformRunner<Model>(strategy: strategy, profile: profile)
        var shrinker = PlatformShrinker(runner: runner)
        var shrunk = shrinker.shrink(draw.events) {
          Self.signature(strategy: strategy, violation: $0, profile: profileName) == signature
        }
        var shrunkViolation = violation
        if case .violated(_, let v) = runner.run(shrunk),
          Self.signature(strategy: strategy, violation: v, profile: profileName) == signature
        {
          shrunkViolation = v
        } else {
          shrunk = draw.events  // unreachable: the shrinker keeps the signature
        }
        var finding = PlatformFinding(
          signature: signature, invariant: violation.invariant, events: shrunk.map { Model.text(of: $0) },
          violation: shrunkViolation, unshrunkLength: draw.events.count, hits: 1, firstTrace: index,
          file: known[signature], isNew: known[signature] == nil)
        if finding.isNew, savesCounterexamples, let corpus {
          let trace = PlatformTrace<Model>(
            strategy: strategy, profile: profile, seed: seed, expected: violation.invariant, events: shrunk,
            comments: ["found by lifecycle-fuzz run (seed \(seed), trace #\(index)); \(shrunkViolation.detail)"],
            checkpoints: runner.checkpoints(shrunk))
          do {
            finding.file = try PlatformCorpus<Model>(corpus: corpus).write(trace)
          } catch {
            outcome.unsaved.append((finding, error.description, trace.text))
          }
        }
        result.findings.append(finding)
      }
      result.states = states.count
      outcome.results.append(result)
    }
    return outcome
  }
}
