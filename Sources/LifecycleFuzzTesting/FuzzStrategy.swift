import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import Testing

/// A minimized counterexample found while fuzzing a user's strategy.
public struct Counterexample: CustomStringConvertible {
  /// The broken invariant.
  public let invariant: Invariant
  /// The minimized events, replayable with ``replay(traceFile:strategy:)`` or ``verdict(of:strategy:)``.
  public let events: [SystemEvent]
  /// What was seen, in one line.
  public let detail: String
  /// The counterexample as a trace (strategy name, profile, seed, expected verdict, events,
  /// and a checkpoint after each event), ready to save or replay.
  public let trace: Trace<IOSPlatform>
  /// The file ``fuzz(_:profiles:traces:maxLength:seed:corpusDirectory:make:)`` wrote it to, or
  /// `nil` when it was given no corpus folder.
  public let file: String?

  /// The complete trace file text (``Trace/text``), with `detail` as a comment: save it as a
  /// `.trace` file and replay it with ``replay(traceFile:strategy:)``.
  public var traceFileText: String { trace.text }

  /// The file name a corpus gives it: `<strategy>--<invariant>--<profile>--<hash>.trace`.
  public var fileName: String { Corpus<IOSPlatform>.fileName(for: trace) }

  /// `invariant: event · event · ...: detail`, events in trace syntax.
  public var description: String {
    "\(invariant.rawValue): \(trace.eventSummary): \(detail)"
  }
}

/// The result of fuzzing one strategy on one profile.
public struct FuzzResult: CustomStringConvertible {
  /// The profile.
  public let profile: Profile
  /// Traces generated.
  public let traces: Int
  /// Minimized counterexamples, in invariant order (empty when every invariant held).
  public let counterexamples: [Counterexample]
  /// APIs newer than the profile's iOS that the strategy used, as
  /// `"<API> (iOS 17+) used on iOS 16"`: an `#available` check is always true off iOS, so those
  /// verdicts judge the newer branch; spell the check `UIDevice.current.isAtLeast(iOS:)`.
  public var versionWarnings: [String] = []
  /// What keeps the app's own hosted delegates (``AppDelegateHost``) from being fuzzed as UIKit
  /// runs them; each is an error of the run, whatever the verdict. First what is told before the
  /// run (a scene delegate that can never see a window, or one on an app without scenes, whose
  /// callbacks are never called), then what the run saw (a scene delegate left with no window).
  public var hostingProblems: [String] = []
  /// Why the strategy's cover may never run: its findings equal, one for one, those of no
  /// strategy at all (the same claims, nothing done) on the same traces, as when a hook it
  /// relies on is never called or a notification it observes never comes. A warning, not an
  /// error: a cover that never gets the chance to run and one that runs but hides nothing give
  /// the same findings.
  public var coverWarnings: [String] = []

  /// Whether every invariant held on every generated trace.
  public var holds: Bool { counterexamples.isEmpty }

  /// The invariants broken, in invariant order, without repeats.
  public var brokenInvariants: [Invariant] {
    var seen: [Invariant] = []
    for c in counterexamples where !seen.contains(c.invariant) { seen.append(c.invariant) }
    return seen
  }

  public var description: String {
    let text =
      holds
      ? "\(profile.name): held on \(traces) traces"
      : "\(profile.name): " + counterexamples.map(\.description).joined(separator: "; ")
    let warnings = versionWarnings + coverWarnings
    return warnings.isEmpty ? text : text + " (warning: " + warnings.joined(separator: "; ") + ")"
  }
}

/// Fuzzes a strategy of your own on each profile with generated traces, shrinking every failure
/// to a minimal counterexample. The same arguments give the same results.
///
/// - Parameters:
///   - name: the strategy's name in results and trace files (`strategy:` line).
///   - profiles: the platform profiles to run on (default: iPhone, iOS 17, scene-based UIKit).
///   - traces: traces generated per profile.
///   - maxLength: the longest trace, in events.
///   - seed: the run seed.
///   - corpusDirectory: if given, each counterexample is written there as a trace file
///     (`<name>--<invariant>--<profile>--<hash>.trace`, the folder created if missing; an
///     identical file is rewritten with the same bytes). `nil` (default) writes nothing.
///   - app: your app's screen, views and fields (which are sensitive, which neutral); `nil`
///     (default) runs the engine's sample app, a banking screen.
///   - make: makes a fresh instance of the strategy for each simulated device.
/// - Returns: one result per profile, in the order given.
/// - Throws: the file system's error when a trace file cannot be written.
@MainActor
public func fuzz(
  _ name: String = "my-strategy", profiles: [Profile] = [.iPhoneScenes], traces: Int = 300,
  maxLength: Int = 24, seed: UInt64 = 20_261_129, corpusDirectory: String? = nil, app: AppDescription? = nil,
  make: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy
) throws -> [FuzzResult] {
  let descriptor = userDescriptor(name, make, app: app)
  // The app's own delegates: what can be told before any event runs.
  let host = make() as? AppDelegateHost
  var results: [FuzzResult] = []
  for profile in profiles {
    var config = RunConfiguration<IOSPlatform>()
    config.seed = seed
    config.tracesPerStrategy = traces
    config.maxLength = maxLength
    config.strategies = [descriptor]
    config.profile = profile
    // The campaign's corpus only reads built-in strategy names; user traces are written below.
    config.corpusDirectory = nil
    VersionCheck.reset()
    HostingCheck.reset()
    let beforeTheRun = host?.problemsBeforeTheRun(usesScenes: profile.appStructure.usesScenes) ?? []
    let run = try Campaign<IOSPlatform>(configuration: config).run()
    let warnings = VersionCheck.newerAPIUses
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: profile)
    var found: [Counterexample] = []
    for f in run.outcome.results.flatMap(\.findings) {
      var trace = f.trace.withCheckpoints(runner: runner)
      trace.comments = [f.detail]
      let file = try corpusDirectory.map { try Corpus<IOSPlatform>(directory: $0).write(trace) }
      found.append(
        Counterexample(invariant: f.invariant, events: f.trace.events, detail: f.detail, trace: trace, file: file))
    }
    var result = FuzzResult(profile: profile, traces: traces, counterexamples: found)
    result.versionWarnings = warnings
    result.hostingProblems = beforeTheRun + HostingCheck.problems.filter { !beforeTheRun.contains($0) }
    HostingCheck.reset()
    if !found.isEmpty {
      var bare = config
      bare.strategies = [
        userDescriptor(name, { [claims = descriptor.claims] in NoStrategy(claims: claims) }, app: app)
      ]
      let none = try Campaign<IOSPlatform>(configuration: bare).run().outcome.results.flatMap(\.findings)
      if none.map({ "\($0.invariant.rawValue) \($0.trace.eventSummary)" })
        == found.map({ "\($0.invariant.rawValue) \($0.trace.eventSummary)" })
      {
        result.coverWarnings.append(
          "\(name)'s findings on \(profile.name) equal those of no strategy at all: its cover may never run "
            + "(a callback never called, a notification never posted, a window never seen?), or hides nothing where it runs"
        )
      }
      VersionCheck.reset()
      HostingCheck.reset()
    }
    results.append(result)
  }
  return results
}

/// Records one issue per counterexample, at the caller's line: the profile, the broken
/// invariant, what was seen, the file it was written to (if any), and the complete trace file
/// text to save and replay with ``replay(traceFile:strategy:)``; one per hosting problem
/// (``FuzzResult/hostingProblems``); and a warning (an issue of severity `.warning`, which
/// fails no test) per cover warning (``FuzzResult/coverWarnings``).
public func expectHolds(_ results: [FuzzResult], sourceLocation: SourceLocation = #_sourceLocation) {
  for result in results {
    for problem in result.hostingProblems {
      Issue.record(Comment(rawValue: "\(result.profile.name): error: \(problem)"), sourceLocation: sourceLocation)
    }
    for warning in result.coverWarnings {
      Issue.record(
        Comment(rawValue: "\(result.profile.name): warning: \(warning)"), severity: .warning,
        sourceLocation: sourceLocation)
    }
    for c in result.counterexamples {
      // A verdict judged on an `#available` branch the profile's iOS would not take says so.
      let warning = result.versionWarnings.map { "\nwarning: \($0); judged on the newer branch" }.joined()
      Issue.record(Comment(rawValue: failureMessage(result.profile, c) + warning), sourceLocation: sourceLocation)
    }
  }
}

/// The text ``expectHolds(_:sourceLocation:)`` records for `counterexample`.
public func failureMessage(_ profile: Profile, _ counterexample: Counterexample) -> String {
  let saved =
    counterexample.file.map { "written to \($0)" }
    ?? "save as \(counterexample.fileName)"
  return "\(profile.name): \(counterexample)\n"
    + "\(saved); replay with replay(traceFile:strategy:):\n"
    + counterexample.traceFileText
}

/// Replays a trace file (from ``fuzz(_:profiles:traces:maxLength:seed:corpusDirectory:make:)``
/// or written by hand) against a strategy of your own, comparing the verdict and each step's
/// checkpoint with the file's. The file's `strategy:` name is not looked up, so any name works;
/// the command-line `replay` knows only built-in strategies.
///
/// - Returns: the result: ``ReplayResult<IOSPlatform>/matches``, ``ReplayResult/outcome`` (verdict) and
///   ``ReplayResult<IOSPlatform>/summary`` (one line: `ok ...`, `DIFF ...` or `STALE ...`).
/// - Parameter app: the app the trace was found in (the one given to `fuzz`); `nil` is the
///   sample app.
/// - Throws: ``TraceFileError`` naming the file and line when it cannot be read or parsed, or when
///   a step is one `app` could never be given (an entry from a link it declares no source for) or an
///   app call the strategy does not answer (``PrivacyScreenStrategy/answersAppCall(_:)``).
@MainActor
public func replay(
  traceFile path: String, app: AppDescription? = nil,
  strategy make: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy
) throws(TraceFileError) -> ReplayResult<IOSPlatform> {
  let (trace, lines) = try Corpus<IOSPlatform>.readWithLines(path, knownStrategies: nil)
  let descriptor = userDescriptor(trace.strategy, make, app: app)
  if let error = trace.undeclaredStepError(app: trace.app(for: descriptor), file: path, eventLines: lines) {
    throw error
  }
  if let error = trace.unansweredAppCallError(strategy: descriptor, file: path, eventLines: lines) { throw error }
  return Replay.replay(trace, path: path, strategy: descriptor)
}

/// The verdict `trace`'s events give for a strategy of your own on the trace's profile (its
/// expected verdict and checkpoints are not consulted); `nil` when an event is impossible in
/// the state it reaches. `app` is the app the trace runs (`nil`: the sample app).
@MainActor
public func verdict(
  of trace: Trace<IOSPlatform>, app: AppDescription? = nil,
  strategy make: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy
) -> Verdict<IOSPlatform>? {
  let descriptor = userDescriptor(trace.strategy, make, app: app)
  return TraceRunner<IOSPlatform>(strategy: descriptor, profile: trace.profile, app: trace.app(for: descriptor))
    .run(trace.events).verdict
}

@MainActor
func userDescriptor(
  _ name: String, _ make: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy, app: AppDescription? = nil
) -> StrategyDescriptor {
  StrategyDescriptor(
    name: name, summary: "user strategy", source: "user", claims: make().claims,
    defaultProfile: .iPhoneScenes, app: app, make: make)
}

/// No strategy at all: the app as written, with the claims of the strategy it is compared with.
final class NoStrategy: PrivacyScreenStrategy {
  nonisolated deinit {}
  let claims: ProtectionClaims
  init(claims: ProtectionClaims) { self.claims = claims }
}

/// Test failures print events in trace syntax (`touch(0.7, 0.2)`), not Swift's debug form.
nonisolated extension SystemEvent: CustomTestStringConvertible {
  /// The event in trace syntax (``SystemEvent/text``).
  public var testDescription: String { text }
}
