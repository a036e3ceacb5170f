import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel

/// Throughput and scaling measurements of the engine and model. Wall-clock based, so never part
/// of `swift test` or of a run's report; `scripts/bench.sh` drives them in a release build.
public enum Benchmark {
  /// One measurement: a name, the work done and the time it took.
  public struct Measurement: Sendable {
    /// What was measured, e.g. `throughput subview-tag iphone-ios17-scenes`.
    public let name: String
    /// Model steps (events applied to the strategy device and the baseline, with all checks).
    public let steps: Int
    /// Traces generated.
    public let traces: Int
    /// Wall-clock seconds.
    public let seconds: Double
    /// Extra numbers (replays per shrink, peak memory in KiB, ...), sorted by key when printed.
    public let extra: [(String, Double)]

    /// Steps per second.
    public var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }
    /// Traces per second.
    public var tracesPerSecond: Double { seconds > 0 ? Double(traces) / seconds : 0 }

    /// Creates a measurement.
    public init(name: String, steps: Int, traces: Int, seconds: Double, extra: [(String, Double)]) {
      self.name = name
      self.steps = steps
      self.traces = traces
      self.seconds = seconds
      self.extra = extra
    }

    /// One row of `bench`'s table, with a newline.
    public var tableRow: String {
      // A user's strategy name may hold a right-to-left override: the terminal's one rule.
      var s = RunReport.pad(Escape.terminal(name), 58)
      s += String(
        format: " %10d steps %8.3f s %12.0f steps/s %9.0f traces/s", steps, seconds, stepsPerSecond, tracesPerSecond)
      for (k, v) in extra.sorted(by: { $0.0 < $1.0 }) {
        s += String(format: k.hasSuffix("_seconds") ? "  %@=%.3f" : "  %@=%.1f", k, v)
      }
      return s + "\n"
    }

    /// One line of `bench --json`, without a newline.
    public var jsonLine: String {
      var fields = [
        "\"name\":\(JSONValue.quote(name))", "\"steps\":\(steps)", "\"traces\":\(traces)",
        String(format: "\"seconds\":%.6f", seconds), String(format: "\"steps_per_second\":%.1f", stepsPerSecond),
        String(format: "\"traces_per_second\":%.1f", tracesPerSecond),
      ]
      for (k, v) in extra.sorted(by: { $0.0 < $1.0 }) {
        fields.append(String(format: k.hasSuffix("_seconds") ? "\"%@\":%.6f" : "\"%@\":%.3f", k, v))
      }
      return "{" + fields.joined(separator: ",") + "}"
    }
  }

  /// Cost per step of `strategy` for traces of 100 to 10,000 events (one long trace each, on
  /// `iphone-ios17-scenes`) and for 1 to 8 scenes (an iPad in split view), handing each
  /// measurement to `measured` as it is made.
  ///
  /// - Parameters:
  ///   - sceneCounts: only the iPad rows, for these scene counts (`nil`: every row, 1, 2, 4 and 8).
  ///   - steps: the steps of each iPad row (20,000 by default).
  public static func scaling(
    strategy: StrategyDescriptor, sceneCounts: [Int]? = nil, steps: Int = 20_000, measured: (Measurement) -> Void
  ) {
    if sceneCounts == nil {
      for length in [100, 1_000, 10_000] {
        let m = longTrace(strategy: strategy, profile: .iPhoneScenes, steps: length * 20, seed: UInt64(length))
        let per = longTrace(strategy: strategy, profile: .iPhoneScenes, steps: length, seed: UInt64(length))
        measured(
          Measurement(
            name: "length \(length)", steps: per.steps, traces: 1, seconds: per.seconds,
            extra: [("ns_per_step_steady", m.seconds / Double(m.steps) * 1e9)]))
      }
    }
    let ipad = Profile(device: .iPadSplitView, osVersion: OSVersion(17), appStructure: .sceneBased)
    for scenes in sceneCounts ?? [1, 2, 4, 8] {
      measured(longTrace(strategy: strategy, profile: ipad, steps: steps, scenes: scenes))
    }
  }

  /// Generates and checks traces for `strategy` on `profile` for at least `minimumSeconds`
  /// (whole batches of 200 traces), the way `run` does before shrinking.
  public static func throughput(
    strategy: StrategyDescriptor, profile: Profile, maxLength: Int = 24, minimumSeconds: Double,
    traces wanted: Int? = nil
  ) -> Measurement {
    var config = RunConfiguration<IOSPlatform>()
    config.maxLength = maxLength
    config.corpusDirectory = nil
    let campaign = Campaign<IOSPlatform>(configuration: config)
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: profile)
    var steps = 0
    var traces = 0
    let clock = Stopwatch()
    repeat {
      for _ in 0..<(wanted ?? 200) {
        let seed = SplitMix64.traceSeed(runSeed: config.seed, index: traces)
        steps += campaign.generateTrace(seed: seed, runner: runner).events.count
        traces += 1
      }
    } while wanted == nil && clock.seconds < minimumSeconds
    return Measurement(
      name: "throughput \(strategy.name) \(profile.name)", steps: steps, traces: traces,
      seconds: clock.seconds, extra: [])
  }

  /// Applies `steps` generated events in one long trace, checking invariants after each but not
  /// stopping at violations; `scenes` scenes are connected first (iPad profiles).
  public static func longTrace(
    strategy: StrategyDescriptor, profile: Profile, steps: Int, scenes: Int = 1, seed: UInt64 = 1
  ) -> Measurement {
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: profile)
    var session = runner.makeSession()
    var generator = EventGenerator<IOSPlatform>()
    generator.weights["connectScene"] = 0
    generator.weights["disconnectScene"] = 0
    var rng = SplitMix64(seed: seed)
    var applied = 0
    var traces = 1
    var violations = 0
    func restart() {
      session = runner.makeSession()
      traces += 1
      setUp()
    }
    func setUp() {
      _ = session.step(applied, .launch, observe: nil)
      reconnect()
    }
    // A relaunch after `terminateApp` brings back scene A only; the scenes measured are connected
    // again (not counted as steps), so that every step runs with `scenes` scenes.
    func reconnect() {
      guard scenes > 1, session.device.isLaunched else { return }
      let connected = session.device.windowScenes.map(\.identifier)
      for i in 1..<scenes {
        let id = String(UnicodeScalar(UInt8(65 + i)))
        if !connected.contains(id) { _ = session.step(applied, .connectScene(id), observe: nil) }
      }
    }
    setUp()
    // Scenes connected as each counted step starts, summed (`scene_steps`): shows that a row measures its scene count.
    var connectedScenes = 0
    let clock = Stopwatch()
    while applied < steps {
      if session.device.isCrashed { restart() }
      if scenes > 1, session.device.windowScenes.count < scenes { reconnect() }
      guard let event = generator.next(for: session, rng: &rng) else {
        restart()
        continue
      }
      connectedScenes += session.device.windowScenes.count
      if case .violated = session.step(applied, event, observe: nil) { violations += 1 }
      applied += 1
    }
    let seconds = clock.seconds
    return Measurement(
      name: "long-trace \(strategy.name) \(profile.name) scenes=\(scenes)", steps: applied,
      traces: traces, seconds: seconds,
      extra: [
        ("violations", Double(violations)), ("peak_rss_kib", Double(peakResidentKiB())),
        ("scene_steps", Double(connectedScenes)),
      ])
  }

  /// The model alone: traces of at most 100 generated events, applied to a fresh device running
  /// `strategy`, with the captures the events take and one display render of the first scene per
  /// step; no baseline and no checks. The traces are generated (on a device of their own) before
  /// the clock starts, so the time is the model's: device creation, events, captures, renders.
  /// The traces are run `repetitions` times and the median time is reported (wall-clock noise
  /// on a shared machine only ever adds time); `extra` also has the fastest and slowest.
  public static func modelSteps(
    strategy: StrategyDescriptor, profile: Profile, steps: Int, seed: UInt64 = 1, repetitions: Int = 3
  ) -> Measurement {
    let traces = generatedTraces(strategy: strategy, profile: profile, steps: steps, seed: seed)
    var times: [Double] = []
    var sensitivePoints = 0
    for _ in 0..<max(repetitions, 1) {
      let clock = Stopwatch()
      sensitivePoints = runModel(traces, strategy: strategy, profile: profile)
      times.append(clock.seconds)
    }
    times.sort()
    return Measurement(
      name: "model \(strategy.name) \(profile.name)", steps: traces.reduce(0) { $0 + $1.count },
      traces: traces.count, seconds: times[times.count / 2],
      extra: [
        ("sensitive_points", Double(sensitivePoints)), ("repetitions", Double(times.count)),
        ("fastest_seconds", times[0]), ("slowest_seconds", times[times.count - 1]),
      ])
  }

  /// The timed part of ``modelSteps(strategy:profile:steps:seed:)`` (a function of its own so
  /// that a profiler can collect just it); returns the sensitive sample points seen, so that
  /// nothing is optimized away and two builds can be compared.
  @inline(never) static func runModel(_ traces: [[SystemEvent]], strategy: StrategyDescriptor, profile: Profile) -> Int
  {
    var sensitivePoints = 0
    for trace in traces {
      let device = Device(profile: profile, strategy: strategy.make())
      for event in trace {
        try? device.apply(event)
        _ = device.collectCaptures()
        if let scene = device.windowScenes.first {
          sensitivePoints &+= device.render(scene, for: .display).sensitivePointCount
        }
      }
    }
    return sensitivePoints
  }

  /// Generated traces of at most 100 events, `steps` events in all: traces as fuzzing uses the
  /// model (a device kept for millions of events would measure a life no trace has).
  static func generatedTraces(strategy: StrategyDescriptor, profile: Profile, steps: Int, seed: UInt64)
    -> [[SystemEvent]]
  {
    let generator = EventGenerator<IOSPlatform>()
    var rng = SplitMix64(seed: seed)
    var traces: [[SystemEvent]] = []
    var total = 0
    while total < steps {
      let session = TraceRunner<IOSPlatform>(strategy: strategy, profile: profile).makeSession()
      var trace: [SystemEvent] = []
      while trace.count < 100, total < steps, !session.device.isCrashed,
        let event = generator.next(for: session, rng: &rng)
      {
        _ = session.step(trace.count, event, observe: nil)
        trace.append(event)
        total += 1
      }
      if !trace.isEmpty { traces.append(trace) }
    }
    return traces
  }

  /// Finds the committed counterexample's bug again from fresh generated traces and shrinks it,
  /// for each corpus trace found by fuzzing (seeded traces only) of a strategy `strategies`
  /// knows (default: the built-in ones).
  public static func shrinkCost(
    corpusDirectory: String, searchLimit: Int = 3_000,
    strategies: (String) -> StrategyDescriptor? = { StrategyCatalog.descriptor(named: $0) }
  ) -> [Measurement] {
    var out: [Measurement] = []
    guard let entries = try? Corpus<IOSPlatform>(directory: corpusDirectory).load() else { return out }
    var config = RunConfiguration<IOSPlatform>()
    config.corpusDirectory = nil
    let campaign = Campaign<IOSPlatform>(configuration: config)
    for (path, trace) in entries where trace.seed != nil {
      guard case .broken(let invariant) = trace.expected,
        let strategy = strategies(trace.strategy)
      else { continue }
      let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
      for index in 0..<searchLimit {
        let seed = SplitMix64.traceSeed(runSeed: config.seed &+ 7, index: index)
        let (events, outcome) = campaign.generateTrace(seed: seed, runner: runner)
        guard case .violated(let v) = outcome, v.invariant == invariant,
          isSubsequence(trace.events, of: events)
        else { continue }
        let clock = Stopwatch()
        var shrinker = Shrinker<IOSPlatform>(runner: runner, invariant: invariant)
        let minimal = shrinker.shrink(events)
        let seconds = clock.seconds
        out.append(
          Measurement(
            name: "shrink \((path as NSString).lastPathComponent)", steps: 0, traces: 0,
            seconds: seconds,
            extra: [
              ("replays", Double(shrinker.replays)), ("from_events", Double(events.count)),
              ("to_events", Double(minimal.count)),
              ("same_as_corpus", minimal == trace.events ? 1 : 0),
            ]))
        break
      }
    }
    return out
  }
}

extension Benchmark {
  /// Generates and checks traces of `strategy` of any platform on its own profile for at least `minimumSeconds`
  /// (whole batches of 200 traces), or exactly `traces` traces when given, the way `run` does before shrinking.
  public static func throughput<Host: Platform>(
    of strategy: Host.Strategy, on platform: Host, maxLength: Int = 24, minimumSeconds: Double,
    traces wanted: Int? = nil
  ) -> Measurement {
    var config = RunConfiguration<Host>(strategies: [strategy])
    config.maxLength = maxLength
    config.corpusDirectory = nil
    let campaign = Campaign<Host>(configuration: config)
    let runner = TraceRunner<Host>(strategy: strategy, profile: strategy.defaultProfile)
    var steps = 0
    var traces = 0
    let clock = Stopwatch()
    repeat {
      for _ in 0..<(wanted ?? 200) {
        let seed = SplitMix64.traceSeed(runSeed: config.seed, index: traces)
        steps += campaign.generateTrace(seed: seed, runner: runner).events.count
        traces += 1
      }
    } while wanted == nil && clock.seconds < minimumSeconds
    return Measurement(
      name: "throughput \(Host.name) \(strategy.name) \(Host.name(of: strategy.defaultProfile))", steps: steps,
      traces: traces, seconds: clock.seconds, extra: [])
  }
}
