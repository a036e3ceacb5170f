import CoverStrategies
import SampleApp
import ShieldModel

/// What running a trace gave.
public nonisolated enum TraceOutcome: Hashable, Sendable {
  /// Every invariant held, through the last event and the settling after it.
  case holds
  /// An invariant broke.
  case violated(Violation)
  /// Event `step` cannot happen in the state the earlier events left (the trace is not one iOS
  /// can produce).
  case invalid(step: Int, reason: String)

  /// The verdict, or `nil` for an invalid trace.
  public var verdict: Verdict? {
    switch self {
    case .holds: return .holds
    case .violated(let v): return .broken(v.invariant)
    case .invalid: return nil
    }
  }
}

/// What one step of a run did, for timelines and checkpoints.
public struct StepRecord {
  /// The step's index (equal to the event count for the settling after the last event).
  public let step: Int
  /// The event, or `nil` for the settling after the last event.
  public let event: SystemEvent?
  /// The state of the device running the strategy after the step.
  public let device: Device
  /// Captures the system took during the step.
  public let captures: [Capture]
  /// The violation seen after the step, if any.
  public let violation: Violation?
  /// The device without the strategy after the step (live, like ``device``).
  public var baseline: Device? = nil
}

/// Runs the events of a trace against a strategy and the bare app side by side, checking the
/// invariants after every event and once more after the device settles.
///
/// One path serves fuzzing, replay and shrinking alike; an observer sees every step.
public struct TraceRunner {
  /// The strategy under test.
  public let strategy: StrategyDescriptor
  /// The platform profile.
  public let profile: Profile
  /// The app under test (by default the sample app).
  public let app: AppDescription
  /// Whether a run ends at the first violation (fuzzing, replay, shrinking). Off, the run goes
  /// on to the last event and the settling, so timelines and exposure measurements see what
  /// happens after a failure; the outcome is still the first violation, and an event made
  /// impossible by an earlier failure (a crash) ends the run there.
  public var stopsAtFirstViolation = true
  /// The invariants checked (`--invariant`, `--skip-invariant`): every one by default.
  public var invariants = InvariantSelection.all {
    didSet { checker = InvariantChecker(claims: strategy.claims, selection: invariants) }
  }

  /// Creates a runner for `app`, by default the strategy's own app
  /// (``StrategyDescriptor/app``) or else the sample app.
  public init(strategy: StrategyDescriptor, profile: Profile, app: AppDescription? = nil) {
    self.strategy = strategy
    self.profile = profile
    self.app = app ?? strategy.app ?? .sample
    checker = InvariantChecker(claims: strategy.claims)
  }

  /// Makes the pair of devices: with the strategy, and without (the baseline).
  package func makeDevices() -> (device: Device, baseline: Device) {
    let device = Device(profile: profile, strategy: strategy.make(), app: app, makeStrategy: strategy.make)
    let baseline = Device(profile: profile, strategy: nil, app: app)
    // The checks compare against the baseline's state and renders, never its captures.
    baseline.recordsCaptures = false
    return (device, baseline)
  }

  /// The strategy's checker for ``invariants``, made when they are set rather than per trace:
  /// grouping the checks casts each one, which cost a twentieth of fuzzing time per trace.
  package private(set) var checker: InvariantChecker

  /// Runs `events` and returns the first violation, `holds`, or why the trace is invalid.
  ///
  /// - Parameter observe: called after every step with the step's record (the device is live:
  ///   read what you need during the call).
  public func run(_ events: [SystemEvent], observe: ((StepRecord) -> Void)? = nil) -> TraceOutcome {
    let (device, baseline) = makeDevices()
    if observe != nil { device.isLogging = true }
    let checker = self.checker
    var first: Violation?
    for (i, event) in events.enumerated() {
      guard let outcome = step(i, event, device, baseline, checker, observe: observe) else { continue }
      guard !stopsAtFirstViolation, case .violated(let v) = outcome else {
        return first.map(TraceOutcome.violated) ?? outcome
      }
      if first == nil { first = v }
    }
    let end = finish(step: events.count, device, baseline, checker, observe: observe)
    return first.map(TraceOutcome.violated) ?? end
  }

  /// Applies one event to both devices and checks; returns an outcome when the trace ends here.
  package func step(
    _ i: Int, _ event: SystemEvent, _ device: Device, _ baseline: Device, _ checker: InvariantChecker,
    observe: ((StepRecord) -> Void)? = nil
  ) -> TraceOutcome? {
    do {
      try device.apply(event)
    } catch {
      return .invalid(step: i, reason: error.reason)
    }
    // The strategy may have changed what the user can do next (ending editing dismisses the
    // keyboard, so a later keyboardShow is possible only with the strategy); the baseline
    // then skips the event, since for it the event already happened.
    try? baseline.apply(event)
    let captures = device.collectCaptures()
    _ = baseline.collectCaptures()
    let v = checker.check(
      step: i, event: event, captures: captures, device: device, baseline: baseline, settledPhase: false)
    observe?(StepRecord(step: i, event: event, device: device, captures: captures, violation: v, baseline: baseline))
    // `if let`, not `Optional.map`: the closure would check its executor on every step.
    guard let v else { return nil }
    return .violated(v)
  }

  /// Lets both devices settle after the last event and checks once more.
  package func finish(
    step: Int, _ device: Device, _ baseline: Device, _ checker: InvariantChecker,
    observe: ((StepRecord) -> Void)? = nil
  ) -> TraceOutcome {
    device.settle()
    baseline.settle()
    let captures = device.collectCaptures()
    _ = baseline.collectCaptures()
    let v = checker.check(
      step: step, event: nil, captures: captures, device: device, baseline: baseline, settledPhase: true)
    observe?(
      StepRecord(step: step, event: nil, device: device, captures: captures, violation: v, baseline: baseline))
    return v.map(TraceOutcome.violated) ?? .holds
  }
}
