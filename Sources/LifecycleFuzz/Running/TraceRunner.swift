/// Runs the events of a trace against a strategy on a platform, checking the invariants after every event and once
/// more after the device settles.
///
/// One path serves fuzzing, replay, shrinking, exploring and timelines alike; an observer sees every step.
public struct TraceRunner<Host: Platform> {
  /// The strategy under test.
  public let strategy: Host.Strategy
  /// The platform profile.
  public let profile: Host.Profile
  /// The app under test (by default the strategy's own, else the platform's sample app).
  public let app: Host.App
  /// Whether a run ends at the first violation (fuzzing, replay, shrinking). Off, the run goes on to the last event
  /// and the settling, so timelines and exposure measurements see what happens after a failure; the outcome is
  /// still the first violation, and an event made impossible by an earlier failure (a crash) ends the run there.
  public var stopsAtFirstViolation = true
  /// The invariants checked (`--invariant`, `--skip-invariant`): every one by default.
  public var invariants = InvariantSelection<Host.Invariant>.all {
    didSet { preparation = Host.prepare(strategy: strategy, invariants: invariants) }
  }
  /// Asked inside the model's long loops of every step of the sessions this runner makes (``PlatformSession/stopSteps(on:)``):
  /// a step it cuts makes ``run(_:observe:)`` give `.invalid` (``cutShortReason``), never a verdict. `nil` (default):
  /// every step runs whole.
  public var stop: StopSignal?
  /// The reason of the `.invalid` outcome of a run whose step ``stop`` cut short.
  public static var cutShortReason: String { "stopped inside the step (a signal or the time budget)" }
  /// What every session of this runner shares (for example the strategy's checkers), made when the invariants are
  /// set rather than per trace.
  public private(set) var preparation: Host.Preparation

  /// Creates a runner for `app`, by default the strategy's own app or else the platform's sample app.
  public init(strategy: Host.Strategy, profile: Host.Profile, app: Host.App? = nil) {
    self.init(runnerOf: strategy, profile: profile, app: app)
  }

  /// ``init(strategy:profile:app:)``, which a platform's own convenience initializer calls.
  init(runnerOf strategy: Host.Strategy, profile: Host.Profile, app: Host.App?) {
    self.strategy = strategy
    self.profile = profile
    self.app = app ?? Host.app(for: strategy)
    preparation = Host.prepare(strategy: strategy, invariants: .all)
  }

  /// A fresh session: a device running the strategy (and what it is compared against).
  public func makeSession() -> Host.Session {
    let session = Host.Session(runner: self)
    if let stop { session.stopSteps(on: stop) }
    return session
  }

  /// Runs `events` and returns the first violation, `holds`, or why the trace is invalid.
  ///
  /// - Parameter observe: called after every step with the step's record (the session is live: read what you need
  ///   during the call).
  public func run(_ events: [Host.Event], observe: ((StepRecord<Host>) -> Void)? = nil) -> TraceOutcome<Host> {
    let session = makeSession()
    if observe != nil { session.isLogging = true }
    var first: Violation<Host>?
    for (i, event) in events.enumerated() {
      let stepOutcome = session.step(i, event, observe: observe)
      if stop != nil, session.wasCutShort { return .invalid(step: i, reason: Self.cutShortReason) }
      guard let outcome = stepOutcome else { continue }
      guard !stopsAtFirstViolation, case .violated(let v) = outcome else {
        return first.map(TraceOutcome.violated) ?? outcome
      }
      if first == nil { first = v }
    }
    let end = session.finish(step: events.count, observe: observe)
    return first.map(TraceOutcome.violated) ?? end
  }

  /// The session's checkpoint after each event (a trace's checkpoints), up to the first refused event.
  public func checkpoints(_ events: [Host.Event]) -> [String] {
    var states: [String] = []
    _ = run(events) { record in
      if record.event != nil { states.append(record.session.checkpoint) }
    }
    return states
  }
}
